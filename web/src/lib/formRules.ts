/**
 * Forms on top of the domain's field schemas (`@campcare/domain/fields`):
 * an empty field says "This field is required"; anything else gets the
 * message the API would answer, from the same schema.
 */
import { containsMarkup } from '@campcare/domain/fields';
import { z } from 'zod';
import { formatCount } from './format.ts';
import { translate } from './i18n/index.ts';

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

/**
 * react-hook-form's `validate` for a free-text field: the domain's schema (the
 * API's own) decides whether the text is good; the words come from the
 * catalog's `form` texts (the `shared` part), in the language shown, with the
 * schema's own limits. `message` names what else can be wrong with the field
 * (its format), when it has one.
 */
export function validateText(schema: z.ZodType, { required = true, message = 'form.invalid' }: { required?: boolean; message?: string } = {}) {
  const check = validateWith(required ? requiredInput(schema) : schema);
  const { minLength, maxLength } = schema instanceof z.ZodString ? schema : { minLength: null, maxLength: null };
  return (value: unknown): true | string => {
    if (check(value) === true) return true;
    const text = typeof value === 'string' ? value.trim() : '';
    if (text === '') return translate('form.required');
    if (minLength !== null && text.length < minLength) return translate('form.tooShort', { min: formatCount(minLength) });
    if (maxLength !== null && text.length > maxLength) return translate('form.tooLong', { max: formatCount(maxLength) });
    if (containsMarkup(text)) return translate('form.noMarkup');
    return translate(message);
  };
}
