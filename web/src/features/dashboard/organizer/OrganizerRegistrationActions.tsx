/** The organizer's Confirm and Delete on one registration, enabled by the shared domain rules. */
import { HStack } from '@chakra-ui/react';
import { canConfirm, canOrganizerDelete, type RegistrationWithId } from '@campcare/domain';
import { RuleButton } from '../components/RuleButton.tsx';

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
      <RuleButton
        allowed={confirmable}
        refusal={registration.ConfirmationStatus === 'Confirmed' ? 'Already confirmed.' : 'Only paid registrations can be confirmed.'}
        busy={busy}
        onClick={onConfirm}
        label={`${confirmLabel} ${who}`}
      >
        {confirmLabel}
      </RuleButton>
      <RuleButton
        allowed={deletable}
        refusal="Paid or confirmed registrations cannot be deleted."
        busy={busy}
        destructive
        onClick={onDelete}
        label={`Delete ${who}`}
      >
        Delete
      </RuleButton>
    </HStack>
  );
}
