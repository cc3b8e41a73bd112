import { ApiRequestError } from '../../../lib/api.ts';

/** The message to show for a failed action: the server's own words when there are any. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
