/**
 * Forms on top of the domain's field schemas (`@campcare/domain/fields`):
 * an empty field says "This field is required"; anything else gets the
 * message the API would answer, from the same schema.
 */
import { z } from 'zod';

export const REQUIRED = 'This field is required';

/** A required text input, checked by a field schema. */
export function requiredInput<F extends z.ZodType>(field: F) {
  // Every field schema takes text (the numeric ones take their input's text too); the
  // cast only tells pipe so, since its type wants an input of exactly string.
  return z.string().trim().min(1, { error: REQUIRED }).pipe(field as unknown as z.ZodType<z.output<F>, string>);
}

/** A required numeric input: its text read as a number, then checked by a field schema. */
export function requiredNumberInput<F extends z.ZodType<unknown, number>>(field: F) {
  return z.string().trim().min(1, { error: REQUIRED }).transform(Number).pipe(field);
}

/** react-hook-form's `validate` for one field: true, or the schema's first message. */
export function validateWith(schema: z.ZodType) {
  return (value: unknown): true | string => {
    const result = schema.safeParse(value);
    return result.success || (result.error.issues[0]?.message ?? 'This value is not valid.');
  };
}
