/**
 * The follow-up's two writes on one referral, each a small form in a dialog:
 * a contact attempt (how, whether the person was reached, a note) or the
 * outcome that closes the referral (with a note). The caller runs the
 * mutation; a refusal stays in the dialog, in the page's language.
 */
import { Checkbox, Text } from '@chakra-ui/react';
import { CONTACT_CHANNELS, FOLLOW_UP_OUTCOMES, type ContactChannel, type FollowUpOutcome } from '@campcare/domain/clinical';
import { useId, useState } from 'react';
import { FormDialog } from '../../../components/FormDialog.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
import type { FollowUpRow } from '../api/referrals.ts';
import { CHANNEL_KEYS, OUTCOME_KEYS } from '../referralNames.ts';
import { REASON_KEYS } from '../reasonKeys.ts';
import { ChoiceField } from './ChoiceSelect.tsx';
import { FormFailure, NoteField } from './NoteField.tsx';
import { useNoteForm } from './useNoteForm.ts';

export type FollowUpWrite =
  | { kind: 'attempt'; channel: ContactChannel; reached: boolean; note: string }
  | { kind: 'outcome'; outcome: FollowUpOutcome; note: string };

export function FollowUpDialog({
  kind,
  row,
  busy,
  onSubmit,
  onClose,
}: {
  kind: 'attempt' | 'outcome';
  row: FollowUpRow;
  busy: boolean;
  /** Resolves when saved (the dialog is then closed by the caller); rejects with the API's error. */
  onSubmit: (write: FollowUpWrite) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formId = useId();
  const [channel, setChannel] = useState<ContactChannel>('phone');
  const [reached, setReached] = useState(false);
  const [outcome, setOutcome] = useState<FollowUpOutcome>('reached');
  // The note is optional here: trying someone or recording what happened needs no reason.
  const form = useNoteForm({ noteId: `${formId}-note`, required: false, fields: [] });

  return (
    <FormDialog
      title={t(kind === 'attempt' ? 'stations.followUp.attemptTitle' : 'stations.followUp.outcomeTitle', { name: row.participantName })}
      submitLabel={t(kind === 'attempt' ? 'stations.followUp.logAttempt' : 'stations.followUp.saveOutcome')}
      submitting={busy}
      onSubmit={form.onSubmit((note) => onSubmit(kind === 'attempt' ? { kind, channel, reached, note } : { kind, outcome, note }))}
      onClose={onClose}
    >
      <Text fontSize="sm" color="fg.muted">
        {t(REASON_KEYS[row.referral.reason])} · {row.phoneNumber ?? t('stations.followUp.noPhone')}
      </Text>
      {kind === 'attempt' ? (
        <>
          <ChoiceField
            id={`${formId}-channel`}
            label={t('stations.followUp.channelLabel')}
            value={channel}
            choices={CONTACT_CHANNELS}
            nameOf={(c) => t(CHANNEL_KEYS[c])}
            onChange={setChannel}
          />
          <Checkbox.Root checked={reached} onCheckedChange={(e) => setReached(!!e.checked)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{t('stations.followUp.reachedLabel')}</Checkbox.Label>
          </Checkbox.Root>
        </>
      ) : (
        <ChoiceField
          id={`${formId}-outcome`}
          label={t('stations.followUp.outcomeLabel')}
          value={outcome}
          choices={FOLLOW_UP_OUTCOMES}
          nameOf={(o) => t(OUTCOME_KEYS[o])}
          onChange={setOutcome}
          helper={t('stations.followUp.outcomeCloses')}
        />
      )}
      <NoteField id={`${formId}-note`} label={t('stations.followUp.note')} value={form.note} error={form.errors.note} onChange={form.setNote} />
      <FormFailure message={form.failure} />
    </FormDialog>
  );
}
