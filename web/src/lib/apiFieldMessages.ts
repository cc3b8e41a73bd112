/**
 * A 400's field errors (`fields`) as forms show them under their fields:
 * the server's words in English, the catalog's "check this value" in another
 * language. The forms check the same rules first in the chosen language, so
 * this shows only when the server refused what they let through; its
 * English must not appear in a page in Bengali.
 */
import { currentLanguage, hasText, translate } from './i18n/i18n.ts';

export function localizeFieldMessages(fields: Record<string, string>): Record<string, string> {
  if (currentLanguage() === 'en' || !hasText('apiErrors.fieldInvalid')) return fields;
  return Object.fromEntries(Object.keys(fields).map((field) => [field, translate('apiErrors.fieldInvalid')]));
}
