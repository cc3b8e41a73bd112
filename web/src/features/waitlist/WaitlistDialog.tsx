/**
 * Manage Camps: a camp's waiting list in order (open offers first, then
 * everyone waiting by position), for its organizers, opened from the camp's
 * row menu (camps with a capacity only).
 */
import { Table, Text } from '@chakra-ui/react';
import type { CampWithId } from '@campcare/domain';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { LoadingLine } from '../../components/LoadingLine.tsx';
import { formatCount, formatDateTime } from '../../lib/format.ts';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useCampWaitlist } from './api/campWaitlist.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';

/** Everyone on the camp's list: those waiting and those offered a seat. */
export function waitlistPeople(camp: Pick<CampWithId, 'waitlistCount' | 'seatsOffered'>): number {
  return (camp.waitlistCount ?? 0) + (camp.seatsOffered ?? 0);
}

/** `timeZone`: the camp's, so an offer's deadline reads on the camp's clock, named, as the participant's mail says it. */
export function WaitlistDialog({ campId, campName, timeZone, onClose }: { campId: string; campName: string; timeZone: string; onClose: () => void }) {
  const { t } = useTranslation();
  const waitlist = useCampWaitlist(campId);
  const entries = waitlist.data;
  return (
    <DialogFrame title={t('dashboard.waitlist.of', { camp: campName })} onClose={onClose} wide="lg" closeButton testId="waitlist-dialog" gap={3}>
      {waitlist.error && <Text color="fg.error">{apiErrorMessage(waitlist.error)}</Text>}
      {waitlist.isPending && <LoadingLine>{t('pager.loading')}</LoadingLine>}
      {entries?.length === 0 && <Text color="fg.muted">{t('dashboard.waitlist.nobody')}</Text>}
      {entries && entries.length > 0 && (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>#</Table.ColumnHeader>
              <Table.ColumnHeader>{t('dashboard.columns.participant')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('dashboard.columns.status')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entries.map((entry) => (
              <Table.Row key={entry._id}>
                <Table.Cell>{entry.waitlistPosition ? formatCount(entry.waitlistPosition) : '–'}</Table.Cell>
                <Table.Cell>
                  <Text fontWeight="medium">{entry.ParticipantName}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {entry.ParticipantEmail}
                  </Text>
                </Table.Cell>
                <Table.Cell>
                  {entry.waitlistStatus === 'Offered' && entry.offerExpiresAt
                    ? t('dashboard.waitlist.seatOfferedUntil', { deadline: formatDateTime(entry.offerExpiresAt, timeZone) })
                    : t('dashboard.waitlist.waiting')}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </DialogFrame>
  );
}
