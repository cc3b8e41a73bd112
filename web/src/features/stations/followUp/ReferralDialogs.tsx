/**
 * A clinician's two decisions on a referral, each a small form in a dialog:
 * referring the person they are seeing by hand (reason, urgency, the camp's
 * facility shown as the place they go, and a note saying why), and
 * dismissing an open referral (a note saying why is required). The note is
 * checked here as the server checks it; what the server still refuses is
 * shown under its field, or above the buttons, in the page's language.
 */
import { Field, Text, Textarea } from '@chakra-ui/react';
import { REFERRAL_REASONS, REFERRAL_URGENCIES, type ReferralReason, type ReferralUrgency } from '@campcare/domain/clinical';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { Facility } from '../api/referrals.ts';
import { capitalized, URGENCY_KEYS } from '../referralNames.ts';
import { REASON_KEYS } from '../reasonKeys.ts';
import { ChoiceField } from './ChoiceSelect.tsx';
import { FormFailure, NoteField } from './NoteField.tsx';
import { useNoteForm } from './useNoteForm.ts';

export interface ReferralChoice {
  reason: ReferralReason;
  urgency: ReferralUrgency;
  note: string;
}

export function AddReferralDialog({
  personName,
  facility,
  busy,
  onSubmit,
  onClose,
}: {
  personName: string;
  /** The camp's facility (null when it has none yet); undefined while it is being read. */
  facility: Facility | null | undefined;
  busy: boolean;
  /** Resolves when saved (the caller then closes the dialog); rejects with the API's error. */
  onSubmit: (choice: ReferralChoice) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState<ReferralReason>('clinician');
  const [urgency, setUrgency] = useState<ReferralUrgency>('routine');
  const form = useNoteForm({ noteId: `${id}-note`, required: true, fields: ['reason', 'urgency'] });

  return (
    <FormDialog
      title={t('stations.referral.addTitle', { name: personName })}
      submitLabel={t('stations.referral.add')}
      submitting={busy}
      onSubmit={form.onSubmit((note) => onSubmit({ reason, urgency, note }))}
      onClose={onClose}
      testId="add-referral-dialog"
    >
      <ChoiceField
        id={`${id}-reason`}
        label={t('stations.followUp.reason')}
        value={reason}
        choices={REFERRAL_REASONS}
        nameOf={(r) => capitalized(t(REASON_KEYS[r]))}
        onChange={setReason}
        error={form.errors.reason}
      />
      <ChoiceField
        id={`${id}-urgency`}
        label={t('stations.followUp.urgency')}
        value={urgency}
        choices={REFERRAL_URGENCIES}
        nameOf={(u) => t(URGENCY_KEYS[u])}
        onChange={setUrgency}
        error={form.errors.urgency}
      />
      <Field.Root>
        <Field.Label htmlFor={`${id}-facility`}>{t('stations.referral.facility')}</Field.Label>
        {/* Every referral of a camp goes to the facility its organizers named; it is shown, not chosen, here. */}
        <Textarea
          id={`${id}-facility`}
          readOnly
          rows={2}
          resize="none"
          bg="bg.muted"
          data-testid="referral-facility"
          value={facility === undefined ? '…' : facility ? `${facility.name}, ${facility.address} (${facility.phone})` : t('stations.referral.noFacility')}
        />
        <Field.HelperText>{t('stations.referral.facilityHelp')}</Field.HelperText>
      </Field.Root>
      <NoteField id={`${id}-note`} label={t('stations.referral.note')} required value={form.note} error={form.errors.note} onChange={form.setNote} />
      <FormFailure message={form.failure} />
    </FormDialog>
  );
}

export function DismissReferralDialog({
  personName,
  reason,
  busy,
  onSubmit,
  onClose,
}: {
  personName: string;
  reason: ReferralReason;
  busy: boolean;
  /** Resolves when saved (the caller then closes the dialog); rejects with the API's error. */
  onSubmit: (note: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const form = useNoteForm({ noteId: `${id}-note`, required: true, fields: [] });

  return (
    <FormDialog
      title={t('stations.referral.dismissTitle', { name: personName })}
      submitLabel={t('stations.referral.dismiss')}
      submitting={busy}
      onSubmit={form.onSubmit(onSubmit)}
      onClose={onClose}
      testId="dismiss-referral-dialog"
    >
      <Text fontSize="sm" color="fg.muted">
        {capitalized(t(REASON_KEYS[reason]))} · {t('stations.referral.dismissHelp')}
      </Text>
      <NoteField id={`${id}-note`} label={t('stations.referral.dismissNote')} required value={form.note} error={form.errors.note} onChange={form.setNote} />
      <FormFailure message={form.failure} />
    </FormDialog>
  );
}
