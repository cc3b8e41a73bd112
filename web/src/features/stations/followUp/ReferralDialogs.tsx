/**
 * A clinician's two decisions on a referral, each a small form in a dialog:
 * referring the person they are seeing by hand (reason, urgency, the camp's
 * facility shown as the place they go, and a note saying why), and
 * dismissing an open referral (a note saying why is required). The note is
 * checked here as the server checks it; what the server still refuses is
 * shown under its field, or above the buttons, in the page's language.
 */
import { Field, NativeSelect, Text, Textarea } from '@chakra-ui/react';
import { MAX_CLINICAL_NOTE, REFERRAL_REASONS, REFERRAL_URGENCIES, type ReferralReason, type ReferralUrgency } from '@campcare/domain/clinical';
import { useId, useState, type FormEvent } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { ApiRequestError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { formatCount } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { Facility } from '../api/referrals.ts';
import { capitalized, URGENCY_KEYS } from '../referralNames.ts';
import { REASON_KEYS } from '../reasonKeys.ts';

type FieldErrors = Partial<Record<'reason' | 'urgency' | 'note', string>>;

/** The server's refusal split into the fields it names and the rest. */
function refusal(error: unknown): { fields: FieldErrors; message: string | null } {
  const fields: FieldErrors = {};
  if (error instanceof ApiRequestError) {
    for (const name of ['reason', 'urgency', 'note'] as const) if (error.fields[name]) fields[name] = error.fields[name];
  }
  return { fields, message: Object.keys(fields).length ? null : apiErrorMessage(error) };
}

/** The note a clinician must give: its problem in the page's language, or null. */
function useNoteCheck() {
  const { t } = useTranslation();
  return (note: string): string | null => {
    const trimmed = note.trim();
    if (!trimmed) return t('stations.referral.noteRequired');
    if (trimmed.length > MAX_CLINICAL_NOTE) return t('stations.followUp.noteTooLong', { max: formatCount(MAX_CLINICAL_NOTE) });
    return null;
  };
}

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
  const checkNote = useNoteCheck();
  const [reason, setReason] = useState<ReferralReason>('clinician');
  const [urgency, setUrgency] = useState<ReferralUrgency>('routine');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const noteProblem = checkNote(note);
    setFailure(null);
    if (noteProblem) {
      setErrors({ note: noteProblem });
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    setErrors({});
    try {
      await onSubmit({ reason, urgency, note: note.trim() });
    } catch (error) {
      const refused = refusal(error);
      setErrors(refused.fields);
      setFailure(refused.message);
    }
  }

  return (
    <FormDialog
      title={t('stations.referral.addTitle', { name: personName })}
      submitLabel={t('stations.referral.add')}
      submitting={busy}
      onSubmit={submit}
      onClose={onClose}
      testId="add-referral-dialog"
    >
      <Field.Root invalid={!!errors.reason}>
        <Field.Label htmlFor={`${id}-reason`}>{t('stations.followUp.reason')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field id={`${id}-reason`} value={reason} onChange={(e) => setReason(e.target.value as ReferralReason)}>
            {REFERRAL_REASONS.map((r) => (
              <option key={r} value={r}>
                {capitalized(t(REASON_KEYS[r]))}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.reason}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={!!errors.urgency}>
        <Field.Label htmlFor={`${id}-urgency`}>{t('stations.followUp.urgency')}</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field id={`${id}-urgency`} value={urgency} onChange={(e) => setUrgency(e.target.value as ReferralUrgency)}>
            {REFERRAL_URGENCIES.map((u) => (
              <option key={u} value={u}>
                {t(URGENCY_KEYS[u])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{errors.urgency}</Field.ErrorText>
      </Field.Root>
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
      <Field.Root invalid={!!errors.note} required>
        <Field.Label htmlFor={`${id}-note`}>
          {t('stations.referral.note')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea id={`${id}-note`} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
        <Field.ErrorText>{errors.note}</Field.ErrorText>
      </Field.Root>
      {failure && (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      )}
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
  const checkNote = useNoteCheck();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const noteProblem = checkNote(note);
    setFailure(null);
    setError(noteProblem);
    if (noteProblem) {
      document.getElementById(`${id}-note`)?.focus();
      return;
    }
    try {
      await onSubmit(note.trim());
    } catch (caught) {
      const refused = refusal(caught);
      setError(refused.fields.note ?? null);
      setFailure(refused.message);
    }
  }

  return (
    <FormDialog
      title={t('stations.referral.dismissTitle', { name: personName })}
      submitLabel={t('stations.referral.dismiss')}
      submitting={busy}
      onSubmit={submit}
      onClose={onClose}
      testId="dismiss-referral-dialog"
    >
      <Text fontSize="sm" color="fg.muted">
        {capitalized(t(REASON_KEYS[reason]))} · {t('stations.referral.dismissHelp')}
      </Text>
      <Field.Root invalid={!!error} required>
        <Field.Label htmlFor={`${id}-note`}>
          {t('stations.referral.dismissNote')}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea id={`${id}-note`} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
      {failure && (
        <Text color="fg.error" role="alert">
          {failure}
        </Text>
      )}
    </FormDialog>
  );
}
