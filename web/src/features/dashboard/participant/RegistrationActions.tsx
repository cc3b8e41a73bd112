/**
 * The participant's buttons on one registration. Which one is live comes from
 * the shared domain rules, the same functions the API uses to refuse.
 */
import { Button, HStack, Text, VStack } from '@chakra-ui/react';
import {
  canGiveFeedback,
  canParticipantCancel,
  canPay,
  DEFAULT_REFUND_CUTOFF_HOURS,
  isWaitlisted,
  participantRefund,
  type RegistrationWithId,
} from '@campcare/domain';
import { formatCount } from '../../../lib/format.ts';
import { translate, useTranslation } from '../../../lib/i18n/index.ts';
import { RuleButton } from '../../../components/RuleButton.tsx';
import { STATUS_KEYS } from '../../../components/table/TableStates.tsx';
import { WaitlistCell } from '../../waitlist/index.ts';

export interface RegistrationActionsProps {
  registration: Pick<RegistrationWithId, '_id' | 'CampName' | 'PaymentStatus' | 'ConfirmationStatus' | 'feedbackGiven' | 'DateTime'> &
    Partial<Pick<RegistrationWithId, 'refundCutoffHours' | 'campCancelledAt' | 'waitlistStatus' | 'waitlistPosition' | 'offerExpiresAt'>>;
  busy: boolean;
  onPay: () => void;
  onFeedback: () => void;
  onCancel: () => void;
}

export function PayCell({ registration, busy, onPay }: Pick<RegistrationActionsProps, 'registration' | 'busy' | 'onPay'>) {
  const { t } = useTranslation();
  if (registration.campCancelledAt && (canPay(registration) || isWaitlisted(registration))) {
    return <Text as="span" color="fg.muted">{t('dashboard.actions.campCancelled')}</Text>;
  }
  // Waiting list #3, or a seat offered with its Accept seat button.
  if (isWaitlisted(registration)) return <WaitlistCell registration={registration} />;
  if (!canPay(registration)) {
    const status = registration.PaymentStatus;
    return (
      <Text as="span" color={status === 'Paid' || status === 'Free' ? 'green.fg' : 'fg.muted'} fontWeight="medium">
        {t(STATUS_KEYS[status]!)}
      </Text>
    );
  }
  return (
    <Button size="xs" colorPalette="brand" onClick={onPay} disabled={busy} aria-haspopup="dialog" aria-label={t('dashboard.actions.payFor', { camp: registration.CampName })}>
      {t('dashboard.actions.pay')}
    </Button>
  );
}

export function FeedbackCell({ registration, busy, onFeedback }: Pick<RegistrationActionsProps, 'registration' | 'busy' | 'onFeedback'>) {
  const { t } = useTranslation();
  if (canGiveFeedback(registration)) {
    return (
      <Button size="xs" variant="outline" onClick={onFeedback} disabled={busy} aria-haspopup="dialog" aria-label={t('dashboard.actions.feedbackOn', { camp: registration.CampName })}>
        {t('dashboard.actions.feedback')}
      </Button>
    );
  }
  if (registration.ConfirmationStatus === 'Confirmed' && registration.feedbackGiven) {
    return <Text as="span" color="fg.muted">{t('dashboard.actions.thankYou')}</Text>;
  }
  return <Text as="span" color="fg.muted">{t('dashboard.actions.notApplicable')}</Text>;
}

/**
 * Whether the participant may cancel, and why not: free and unpaid ones at
 * any time, paid ones with a full refund until the camp's cut-off.
 */
export function participantCancellation(
  registration: RegistrationActionsProps['registration'],
  now: Date = new Date(),
): { allowed: boolean; refund: boolean; reason: string } {
  if (registration.campCancelledAt) return { allowed: false, refund: false, reason: translate('dashboard.actions.cancelledCamp') };
  if (canParticipantCancel(registration)) return { allowed: true, refund: false, reason: '' };
  if (registration.PaymentStatus !== 'Paid') {
    return { allowed: false, refund: false, reason: translate('dashboard.actions.cannotCancel') };
  }
  if (participantRefund(registration, registration, now).allowed) return { allowed: true, refund: true, reason: '' };
  // The domain's own reason is English (the API's); the page says it in the reader's language.
  const hours = formatCount(registration.refundCutoffHours ?? DEFAULT_REFUND_CUTOFF_HOURS);
  return { allowed: false, refund: false, reason: translate('dashboard.actions.refundClosed', { hours }) };
}

export function CancelCell({ registration, busy, onCancel }: Pick<RegistrationActionsProps, 'registration' | 'busy' | 'onCancel'>) {
  const { t } = useTranslation();
  const cancellation = participantCancellation(registration);
  // The accessible name starts with the visible text (screen-reader and voice-control users name it by what they see).
  const text = t(cancellation.refund ? 'dashboard.actions.cancelRefund' : 'dashboard.actions.cancel');
  const button = (
    <RuleButton
      allowed={cancellation.allowed}
      refusal={cancellation.reason}
      busy={busy}
      destructive
      opensDialog
      onClick={onCancel}
      label={t('dashboard.actions.cancelFor', { action: text, camp: registration.CampName })}
    >
      {text}
    </RuleButton>
  );
  // A paid registration past its cut-off says why on the page, not only in a tooltip.
  if (cancellation.allowed || registration.PaymentStatus !== 'Paid') return button;
  return (
    <VStack align="start" gap="1">
      {button}
      <Text fontSize="xs" color="fg.muted" maxW="40" data-testid="cancel-refusal">
        {cancellation.reason}
      </Text>
    </VStack>
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
