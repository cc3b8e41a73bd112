import { ApiRequestError } from '../../../lib/api.ts';

/** The message to show for a failed action: the server's own words when there are any. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}

/** Deleting a camp that has paid registrations is refused (409): say why and what to do. */
export function campDeleteErrorMessage(error: unknown): string {
  if (error instanceof ApiRequestError && error.status === 409) {
    // The server says how many paid registrations there are; add why and what is still possible.
    return `${error.message} Participants have paid for it, so it must stay; you can still edit its details.`;
  }
  return errorMessage(error);
}
