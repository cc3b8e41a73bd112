import { Button, DataList, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogFrame } from '../../components/DialogFrame.tsx';
import { useAsync } from '../../lib/useAsync.ts';
import { fetchHealthDetails } from './api/healthDetails.ts';

/**
 * The organizers' detail view of one registration: its health details are
 * read only when the dialog opens (each opening is one read in the
 * participant's access log), never in the table's rows.
 */
export function HealthDetailsButton({ registrationId, participantName }: { registrationId: string; participantName: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpen(true)} aria-label={`Details of ${participantName}`}>
        Details
      </Button>
      {open && (
        <DialogFrame title={participantName} onClose={() => setOpen(false)} closeButton testId="health-details" gap={0}>
          <HealthDetailsBody registrationId={registrationId} />
        </DialogFrame>
      )}
    </>
  );
}

function HealthDetailsBody({ registrationId }: { registrationId: string }) {
  const details = useAsync((signal) => fetchHealthDetails(registrationId, signal), [registrationId]);
  if (details.status === 'loading') return <Text color="fg.muted">Loading…</Text>;
  if (details.status === 'error') return <Text color="fg.error">{details.error.message}</Text>;
  const d = details.data;
  if (d.erased) {
    return <Text>These health details were erased (after the camp, or when the participant left). The registration itself remains.</Text>;
  }
  return (
    <>
      <DataList.Root orientation="horizontal" size="md">
        <DataList.Item>
          <DataList.ItemLabel>Age</DataList.ItemLabel>
          <DataList.ItemValue>{d.age}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Gender</DataList.ItemLabel>
          <DataList.ItemValue>{d.gender}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Phone number</DataList.ItemLabel>
          <DataList.ItemValue>{d.phoneNumber}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>Emergency contact</DataList.ItemLabel>
          <DataList.ItemValue>{d.emergencyContact}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <Text fontSize="sm" color="fg.muted" mt="4">
        Opening these details is recorded, and the participant can see that you did.
      </Text>
    </>
  );
}
