/**
 * The follow-up's two writes on one referral, each a small form in a dialog:
 * a contact attempt (how, whether the person was reached, a note) or the
 * outcome that closes the referral (with a note). The caller runs the
 * mutation; a refusal stays in the dialog, in the page's language.
 */
import { Checkbox, chakra, Dialog, Field, NativeSelect, Portal, Stack, Text, Textarea } from '@chakra-ui/react';
import { CONTACT_CHANNELS, FOLLOW_UP_OUTCOMES, MAX_CLINICAL_NOTE, type ContactChannel, type FollowUpOutcome } from '@campcare/domain/clinical';
import { useId, useState, type FormEvent } from 'react';
import { DialogActions } from '../../../components/DialogActions.tsx';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { formatCount } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';
import { CHANNEL_KEYS, OUTCOME_KEYS } from '../referralNames.ts';
import { REASON_KEYS } from '../reasonKeys.ts';
import type { FollowUpRow } from '../api/referrals.ts';

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
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = note.trim();
    if (trimmed.length > MAX_CLINICAL_NOTE) {
      setNoteError(t('stations.followUp.noteTooLong', { max: formatCount(MAX_CLINICAL_NOTE) }));
      document.getElementById(`${formId}-note`)?.focus();
      return;
    }
    setNoteError(null);
    setFailure(null);
    try {
      await onSubmit(kind === 'attempt' ? { kind, channel, reached, note: trimmed } : { kind, outcome, note: trimmed });
    } catch (error) {
      setFailure(apiErrorMessage(error));
    }
  }

  const title = t(kind === 'attempt' ? 'stations.followUp.attemptTitle' : 'stations.followUp.outcomeTitle', { name: row.participantName });
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && !busy && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4" asChild>
            <chakra.form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted">
                    {t(REASON_KEYS[row.referral.reason])} · {row.phoneNumber ?? t('stations.followUp.noPhone')}
                  </Text>
                  {kind === 'attempt' ? (
                    <>
                      <Field.Root>
                        <Field.Label htmlFor={`${formId}-channel`}>{t('stations.followUp.channelLabel')}</Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field id={`${formId}-channel`} value={channel} onChange={(e) => setChannel(e.target.value as ContactChannel)}>
                            {CONTACT_CHANNELS.map((c) => (
                              <option key={c} value={c}>
                                {t(CHANNEL_KEYS[c])}
                              </option>
                            ))}
                          </NativeSelect.Field>
                          <NativeSelect.Indicator />
                        </NativeSelect.Root>
                      </Field.Root>
                      <Checkbox.Root checked={reached} onCheckedChange={(e) => setReached(!!e.checked)}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{t('stations.followUp.reachedLabel')}</Checkbox.Label>
                      </Checkbox.Root>
                    </>
                  ) : (
                    <Field.Root>
                      <Field.Label htmlFor={`${formId}-outcome`}>{t('stations.followUp.outcomeLabel')}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field id={`${formId}-outcome`} value={outcome} onChange={(e) => setOutcome(e.target.value as FollowUpOutcome)}>
                          {FOLLOW_UP_OUTCOMES.map((o) => (
                            <option key={o} value={o}>
                              {t(OUTCOME_KEYS[o])}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                      <Field.HelperText>{t('stations.followUp.outcomeCloses')}</Field.HelperText>
                    </Field.Root>
                  )}
                  <Field.Root invalid={!!noteError}>
                    <Field.Label htmlFor={`${formId}-note`}>{t('stations.followUp.note')}</Field.Label>
                    <Textarea id={`${formId}-note`} rows={3} value={note} onChange={(e) => setNote(e.target.value)} />
                    <Field.ErrorText>{noteError}</Field.ErrorText>
                  </Field.Root>
                  {failure && (
                    <Text color="fg.error" role="alert">
                      {failure}
                    </Text>
                  )}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <DialogActions label={t(kind === 'attempt' ? 'stations.followUp.logAttempt' : 'stations.followUp.saveOutcome')} busy={busy} onCancel={onClose} />
              </Dialog.Footer>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
