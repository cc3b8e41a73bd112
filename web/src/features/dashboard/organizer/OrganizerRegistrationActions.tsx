/** The organizer's Confirm and Delete on one registration, enabled by the shared domain rules. */
import { Button, HStack } from '@chakra-ui/react';
import { canConfirm, canOrganizerDelete, type RegistrationWithId } from '@campcare/domain';

export function OrganizerRegistrationActions({
  registration,
  busy,
  onConfirm,
  onDelete,
}: {
  registration: Pick<RegistrationWithId, 'CampName' | 'ParticipantName' | 'PaymentStatus' | 'ConfirmationStatus'>;
  busy: boolean;
  onConfirm: () => void;
  onDelete: () => void;
}) {
  const confirmable = canConfirm(registration);
  const deletable = canOrganizerDelete(registration);
  const confirmLabel = registration.ConfirmationStatus === 'Confirmed' ? 'Confirmed' : 'Confirm';
  const who = `${registration.ParticipantName} at ${registration.CampName}`;
  return (
    <HStack gap="2">
      <Button
        size="xs"
        colorPalette="brand"
        onClick={onConfirm}
        disabled={!confirmable || busy}
        title={
          confirmable
            ? undefined
            : registration.ConfirmationStatus === 'Confirmed'
              ? 'Already confirmed.'
              : 'Only paid registrations can be confirmed.'
        }
        aria-label={`${confirmLabel} ${who}`}
      >
        {confirmLabel}
      </Button>
      <Button
        size="xs"
        colorPalette="red"
        variant="outline"
        onClick={onDelete}
        disabled={!deletable || busy}
        title={deletable ? undefined : 'Paid or confirmed registrations cannot be deleted.'}
        aria-label={`Delete ${who}`}
      >
        Delete
      </Button>
    </HStack>
  );
}
