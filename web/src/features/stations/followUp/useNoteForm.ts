/**
 * What the referral and follow-up forms share: the note (required when a
 * clinician's decision needs a reason, never longer than the server keeps),
 * checked here as the server checks it and focused when it is wrong, and
 * the server's refusal split into the fields the form shows and the rest.
 */
import { MAX_CLINICAL_NOTE } from '@campcare/domain/clinical';
import { useState, type FormEvent } from 'react';
import { ApiRequestError } from '../../../lib/api.ts';
import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';
import { formatCount } from '../../../lib/format.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

export type FieldErrors<F extends string> = Partial<Record<F | 'note', string>>;

/** The server's refusal split into the form's fields it names and the rest (shown above the buttons). */
export function refusal<F extends string>(error: unknown, fields: readonly (F | 'note')[]): { fields: FieldErrors<F>; message: string | null } {
  const found: FieldErrors<F> = {};
  if (error instanceof ApiRequestError) {
    for (const name of fields) if (error.fields[name]) found[name] = error.fields[name];
  }
  return { fields: found, message: Object.keys(found).length ? null : apiErrorMessage(error) };
}

export function useNoteForm<F extends string = never>({
  noteId,
  required,
  fields,
}: {
  /** The note's element id, focused when the note is wrong. */
  noteId: string;
  required: boolean;
  /** The fields whose refusal the form shows under them (the note's, and these). */
  fields: readonly F[];
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [failure, setFailure] = useState<string | null>(null);

  function noteProblem(): string | null {
    const trimmed = note.trim();
    if (required && !trimmed) return t('stations.referral.noteRequired');
    if (trimmed.length > MAX_CLINICAL_NOTE) return t('stations.followUp.noteTooLong', { max: formatCount(MAX_CLINICAL_NOTE) });
    return null;
  }

  /** The form's submit: checks the note, then saves it trimmed; `save` rejects with the API's error. */
  function onSubmit(save: (note: string) => Promise<void>) {
    return async (event: FormEvent) => {
      event.preventDefault();
      const problem = noteProblem();
      setFailure(null);
      if (problem) {
        setErrors({ note: problem } as FieldErrors<F>);
        document.getElementById(noteId)?.focus();
        return;
      }
      setErrors({});
      try {
        await save(note.trim());
      } catch (error) {
        const refused = refusal<F>(error, ['note', ...fields]);
        setErrors(refused.fields);
        setFailure(refused.message);
      }
    };
  }

  return { note, setNote, errors, failure, onSubmit };
}
