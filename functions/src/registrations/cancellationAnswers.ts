/** How the routes answer a paid cancellation that did not happen (DELETE /deleteRegisteredCamps/{id}, DELETE /me). */
import { ApiError, conflict, forbidden, notFound } from '../http/errors.ts';
import type { PaidCancellation } from './paidCancellation.ts';

export function paidCancellationError(outcome: Exclude<PaidCancellation, { kind: 'refunded' }>): ApiError {
  switch (outcome.kind) {
    case 'refund-closed':
      return conflict('refund-closed', outcome.reason);
    case 'refund-refused':
      return conflict('refund-refused', 'The payment could not be refunded automatically. Please contact us.');
    case 'provider-unavailable':
      return new ApiError(502, 'payment-provider-error', 'The refund could not be made right now, so nothing was cancelled. Please try again.');
    case 'not-yours':
      return forbidden('Only the participant can cancel this registration.');
    case 'changed':
      return conflict('registration-locked', 'This registration changed meanwhile. Please reload the page.');
    case 'missing':
      return notFound('This registration does not exist.');
  }
}
