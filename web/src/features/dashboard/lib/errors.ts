import { apiErrorMessage } from '../../../lib/apiErrorMessage.ts';

/** The message to show for a failed action, in the chosen language (lib/apiErrorMessage.ts). */
export function errorMessage(error: unknown): string {
  return apiErrorMessage(error);
}
