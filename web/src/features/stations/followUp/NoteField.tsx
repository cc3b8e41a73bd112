/**
 * The end of every referral and follow-up form: the clinician's note (its
 * problem under it) and, above the buttons, what the server refused that
 * names no field.
 */
import { Field, Text, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function NoteField({
  id,
  label,
  required = false,
  value,
  error,
  onChange,
}: {
  id: string;
  label: ReactNode;
  required?: boolean;
  value: string;
  error: string | null | undefined;
  onChange: (note: string) => void;
}) {
  return (
    <Field.Root invalid={!!error} required={required}>
      <Field.Label htmlFor={id}>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <Textarea id={id} rows={3} value={value} onChange={(e) => onChange(e.target.value)} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The form's refusal as a whole, read out when it appears. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Text color="fg.error" role="alert">
      {message}
    </Text>
  );
}
