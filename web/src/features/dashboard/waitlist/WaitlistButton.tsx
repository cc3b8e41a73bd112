/**
 * Manage Camps: a camp's waiting list in order (open offers first, then
 * everyone waiting by position), for its organizers. Shown for camps with a
 * capacity only.
 */
import { Button, Table, Text } from '@chakra-ui/react';
import { campTimeZone, type CampWithId } from '@campcare/domain';
import { useState } from 'react';
import { DialogFrame } from '../../../components/DialogFrame.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCampWaitlist } from '../api/campWaitlist.ts';
import { errorMessage } from '../lib/errors.ts';

export function WaitlistButton({ camp }: { camp: Pick<CampWithId, '_id' | 'CampName' | 'Capacity' | 'waitlistCount' | 'seatsOffered' | 'TimeZone'> }) {
  const [open, setOpen] = useState(false);
  if (!camp.Capacity) return null;
  const people = (camp.waitlistCount ?? 0) + (camp.seatsOffered ?? 0);
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-label={`Waiting list of ${camp.CampName}`}>
        Waiting list ({people})
      </Button>
      {open && <WaitlistDialog campId={camp._id} campName={camp.CampName} timeZone={campTimeZone(camp)} onClose={() => setOpen(false)} />}
    </>
  );
}

/** `timeZone`: the camp's, so an offer's deadline reads on the camp's clock, named, as the participant's mail says it. */
function WaitlistDialog({ campId, campName, timeZone, onClose }: { campId: string; campName: string; timeZone: string; onClose: () => void }) {
  const waitlist = useCampWaitlist(campId);
  const entries = waitlist.data;
  return (
    <DialogFrame title={`Waiting list of ${campName}`} onClose={onClose} wide="lg" closeButton testId="waitlist-dialog" gap={3}>
      {waitlist.error && <Text color="fg.error">{errorMessage(waitlist.error)}</Text>}
      {waitlist.isPending && <Text color="fg.muted">Loading…</Text>}
      {entries?.length === 0 && <Text color="fg.muted">Nobody is waiting for a seat.</Text>}
      {entries && entries.length > 0 && (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>Participant</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.map((entry) => (
              <Table.Row key={entry._id}>
                <Table.Cell>{entry.waitlistPosition ?? '–'}</Table.Cell>
                <Table.Cell>
                  <Text fontWeight="medium">{entry.ParticipantName}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {entry.ParticipantEmail}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  {entry.waitlistStatus === 'Offered' && entry.offerExpiresAt
                    ? `Seat offered until ${formatDateTime(entry.offerExpiresAt, timeZone)}`
                    : 'Waiting'}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </DialogFrame>
  );
}
