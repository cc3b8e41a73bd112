/**
 * A 400's field errors as forms show them under their fields: the server's
 * words in English (they name the field and its limit), and in another
 * language the catalog's text for the code the server gives each field
 * (`fieldCodes`, one of the domain's FIELD_ERROR_CODES). The forms check the
 * same rules first in the chosen language, so this shows only when the
 * server refused what they let through (a date that passed meanwhile, a
 * capacity below the seats taken); its English must not appear in a page in
 * Bengali.
 */
import type { FieldErrorCode } from '@campcare/domain';
import { currentLanguage, hasText, translate } from './i18n/i18n.ts';

/** A text for every code: typing the table by the codes makes a new one fail the typecheck until it has a text. */
export const FIELD_MESSAGE_KEYS: Record<FieldErrorCode, string> = {
  required: 'form.required',
  'too-short': 'apiFieldErrors.tooShort',
  'too-long': 'apiFieldErrors.tooLong',
  'too-small': 'apiFieldErrors.tooSmall',
  'too-big': 'apiFieldErrors.tooBig',
  'not-a-number': 'apiFieldErrors.notANumber',
  'not-whole': 'apiFieldErrors.notWhole',
  'out-of-range': 'apiFieldErrors.outOfRange',
  'bad-format': 'apiFieldErrors.badFormat',
  'digit-count': 'apiFieldErrors.digitCount',
  markup: 'form.noMarkup',
  'one-line': 'form.oneLine',
  'in-past': 'apiFieldErrors.inPast',
  'not-found': 'apiFieldErrors.notFound',
  'below-taken': 'apiFieldErrors.belowTaken',
  'no-organizer-account': 'apiFieldErrors.noOrganizerAccount',
  invalid: 'apiErrors.fieldInvalid',
};

const keyOf = (code: string | undefined): string | undefined => (code ? (FIELD_MESSAGE_KEYS as Record<string, string | undefined>)[code] : undefined);

export function localizeFieldMessages(fields: Record<string, string>, codes: Record<string, string> = {}): Record<string, string> {
  if (currentLanguage() === 'en' || !hasText('apiErrors.fieldInvalid')) return fields;
  return Object.fromEntries(
    Object.keys(fields).map((field) => {
      const key = keyOf(codes[field]);
      return [field, translate(key && hasText(key) ? key : 'apiErrors.fieldInvalid')];
    }),
  );
}
