/**
 * A select over a fixed list of choices, each shown by its name in the
 * page's language: the referral and follow-up forms pick a reason, an
 * urgency, a channel or an outcome this way, and the follow-up list filters
 * with it. `ChoiceField` is the same inside a labelled field, with its error
 * and help under it.
 */
import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface ChoiceSelectProps<T extends string> {
  /** The select's id (a label outside a Chakra Field names it with htmlFor); inside one, the Field gives it its own. */
  id?: string;
  value: T;
  choices: readonly T[];
  /** Each choice's name, as shown. */
  nameOf: (choice: T) => string;
  onChange: (choice: T) => void;
  /** Options before the choices (an "any" of a filter). */
  before?: ReactNode;
}

export function ChoiceSelect<T extends string>({ id, value, choices, nameOf, onChange, before }: ChoiceSelectProps<T>) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value as T)}>
        {before}
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {nameOf(choice)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function ChoiceField<T extends string>({
  id,
  label,
  error,
  helper,
  ...select
}: ChoiceSelectProps<T> & { id: string; label: ReactNode; error?: string | null; helper?: ReactNode }) {
  return (
    <Field.Root invalid={!!error}>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <ChoiceSelect id={id} {...select} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
