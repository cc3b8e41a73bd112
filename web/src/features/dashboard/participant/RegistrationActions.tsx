/**
 * The participant's buttons on one registration. Which one is live comes from
 * the shared domain rules, the same functions the API uses to refuse.
 */
import { Button, HStack, Text } from '@chakra-ui/react';
import { canGiveFeedback, canParticipantCancel, canPay, type RegistrationWithId } from '@campcare/domain';
import { RuleButton } from '../components/RuleButton.tsx';

export interface RegistrationActionsProps {
  registration: Pick<RegistrationWithId, '_id' | 'CampName' | 'PaymentStatus' | 'ConfirmationStatus' | 'feedbackGiven'>;
  busy: boolean;
  onPay: () => void;
  onFeedback: () => void;
  onCancel: () => void;
}

export function PayCell({ registration, busy, onPay }: Pick<RegistrationActionsProps, 'registration' | 'busy' | 'onPay'>) {
  if (!canPay(registration)) {
    return (
      <Text as="span" color="green.fg" fontWeight="medium">
        Paid
      </Text>
    );
  }
  return (
    <Button size="xs" colorPalette="brand" onClick={onPay} disabled={busy} aria-label={`Pay for ${registration.CampName}`}>
      Pay
    </Button>
  );
}

export function FeedbackCell({ registration, busy, onFeedback }: Pick<RegistrationActionsProps, 'registration' | 'busy' | 'onFeedback'>) {
  if (canGiveFeedback(registration)) {
    return (
      <Button size="xs" variant="outline" onClick={onFeedback} disabled={busy} aria-label={`Give feedback on ${registration.CampName}`}>
        Feedback
      </Button>
    );
  }
  if (registration.ConfirmationStatus === 'Confirmed' && registration.feedbackGiven) {
    return <Text as="span" color="fg.muted">Thank you</Text>;
  }
  return <Text as="span" color="fg.muted">N/A</Text>;
}

export function CancelCell({ registration, busy, onCancel }: Pick<RegistrationActionsProps, 'registration' | 'busy' | 'onCancel'>) {
  return (
    <RuleButton
      allowed={canParticipantCancel(registration)}
      refusal="Paid registrations cannot be cancelled here."
      busy={busy}
      destructive
      onClick={onCancel}
      label={`Cancel registration for ${registration.CampName}`}
    >
      Cancel
    </RuleButton>
  );
}

export function RegistrationActions(props: RegistrationActionsProps) {
  return (
    <HStack gap="2">
      <PayCell {...props} />
      <FeedbackCell {...props} />
      <CancelCell {...props} />
    </HStack>
  );
}
