/**
 * What the UI says for a failed API call, in the chosen language: the API
 * answers a stable code (`{ error: { code, message } }`), and this is the
 * one place a code becomes a catalog text. A code not listed here (a card
 * decline, a field error) shows the server's own message.
 */
import { ApiRequestError } from './api.ts';
import { hasText, translate } from './i18n/i18n.ts';

const MESSAGE_KEYS: Record<string, string> = {
  aborted: 'apiErrors.aborted',
  'already-paid': 'apiErrors.alreadyPaid',
  'already-registered': 'apiErrors.alreadyRegistered',
  'camp-cancelled': 'apiErrors.campCancelled',
  'camp-closed': 'apiErrors.campClosed',
  'fee-too-low': 'apiErrors.feeTooLow',
  'feedback-exists': 'apiErrors.feedbackExists',
  internal: 'apiErrors.internal',
  'network-error': 'apiErrors.networkError',
  'not-confirmed': 'apiErrors.notConfirmed',
  'not-found': 'apiErrors.notFound',
  'offer-expired': 'apiErrors.offerExpired',
  'payload-too-large': 'apiErrors.payloadTooLarge',
  'payment-canceled': 'apiErrors.paymentCanceled',
  'payment-mismatch': 'apiErrors.paymentMismatch',
  'payment-not-recorded': 'apiErrors.paymentNotRecorded',
  'payment-not-succeeded': 'apiErrors.paymentNotSucceeded',
  'payment-provider-error': 'apiErrors.paymentProviderError',
  'payment-refunded': 'apiErrors.paymentRefunded',
  'payments-not-configured': 'apiErrors.paymentsNotConfigured',
  'permission-denied': 'apiErrors.permissionDenied',
  'price-mismatch': 'apiErrors.priceMismatch',
  'refund-closed': 'apiErrors.refundClosed',
  'refund-refused': 'apiErrors.refundRefused',
  'registration-changed': 'apiErrors.registrationChanged',
  'registration-locked': 'apiErrors.registrationLocked',
  'session-revoked': 'apiErrors.sessionRevoked',
  unauthenticated: 'apiErrors.unauthenticated',
  waitlisted: 'apiErrors.waitlisted',
};

/** The message for a failed action; `fallbackKey` names the text for an error that carries none. */
export function apiErrorMessage(error: unknown, fallbackKey = 'apiErrors.unknown'): string {
  if (error instanceof ApiRequestError) {
    const key = MESSAGE_KEYS[error.code];
    // The texts are in the `errors` part of the catalog: before a page that needs it has loaded, the server's words.
    if (key && hasText(key)) return translate(key);
    if (error.message) return error.message;
  } else if (error instanceof Error && error.message) {
    return error.message;
  }
  return translate(fallbackKey);
}
