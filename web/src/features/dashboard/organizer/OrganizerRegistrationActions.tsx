/** The organizer's Confirm and Delete on one registration, enabled by the shared domain rules. */
import { HStack } from '@chakra-ui/react';
import { canConfirm, canOrganizerDelete, type RegistrationWithId } from '@campcare/domain';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { RuleButton } from '../../../components/RuleButton.tsx';

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
  const { t } = useTranslation();
  const confirmable = canConfirm(registration);
  const deletable = canOrganizerDelete(registration);
  const confirmed = registration.ConfirmationStatus === 'Confirmed';
  const confirmLabel = t(confirmed ? 'organizer.actions.confirmed' : 'organizer.actions.confirm');
  const who = { name: registration.ParticipantName, camp: registration.CampName };
  return (
    <HStack gap="2">
      <RuleButton
        allowed={confirmable}
        refusal={t(confirmed ? 'organizer.actions.alreadyConfirmed' : 'organizer.actions.onlyPaid')}
        busy={busy}
        opensDialog
        onClick={onConfirm}
        label={t('organizer.actions.confirmFor', { action: confirmLabel, ...who })}
      >
        {confirmLabel}
      </RuleButton>
      <RuleButton
        allowed={deletable}
        refusal={t('organizer.actions.cannotDelete')}
        busy={busy}
        destructive
        opensDialog
        onClick={onDelete}
        label={t('organizer.actions.deleteFor', who)}
      >
        {t('organizer.actions.delete')}
      </RuleButton>
    </HStack>
  );
}
