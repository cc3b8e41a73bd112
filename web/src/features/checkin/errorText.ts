/**
 * What the check-in pages say about a failure: in English the server's own
 * words, as they always were (they name the camp, the person, the rule); in
 * another language the catalog's text for the API's code (lib/apiErrorMessage.ts).
 */
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { currentLanguage } from '../../lib/i18n/index.ts';

export function errorText(error: unknown): string {
  if (currentLanguage() === 'en') return error instanceof Error ? error.message : String(error);
  return apiErrorMessage(error);
}
