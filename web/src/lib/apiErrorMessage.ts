/**
 * What the UI says for a failed API call, in the chosen language: the API
 * answers a stable code (`{ error: { code, message } }`, one of the domain's
 * API_ERROR_CODES), and this is the one place a code becomes a catalog text.
 * The server's own words are English: they are shown only in English, for
 * what they say more precisely (which field, which limit); in another
 * language the code's text stands in for them.
 */
import type { ApiErrorCode } from '@campcare/domain';
import { ApiRequestError } from './api.ts';
import { formatCount } from './format.ts';
import { currentLanguage, hasText, translate } from './i18n/i18n.ts';

/** Codes the web app makes up itself, for calls that got no answer. */
type ClientErrorCode = 'network-error';

/** A text for every code: typing the table by the codes makes a new one fail the typecheck until it has a text. */
export const MESSAGE_KEYS: Record<ApiErrorCode | ClientErrorCode, string> = {
  'invalid-argument': 'apiErrors.invalidArgument',
  unauthenticated: 'apiErrors.unauthenticated',
  'session-revoked': 'apiErrors.sessionRevoked',
  'permission-denied': 'apiErrors.permissionDenied',
  'not-found': 'apiErrors.notFound',
  'payload-too-large': 'apiErrors.payloadTooLarge',
  'rate-limited': 'apiErrors.rateLimited',
  aborted: 'apiErrors.aborted',
  internal: 'apiErrors.internal',
  'network-error': 'apiErrors.networkError',
  'already-registered': 'apiErrors.alreadyRegistered',
  'camp-cancelled': 'apiErrors.campCancelled',
  'camp-closed': 'apiErrors.campClosed',
  waitlisted: 'apiErrors.waitlisted',
  'no-seat-offer': 'apiErrors.noSeatOffer',
  'offer-expired': 'apiErrors.offerExpired',
  'not-confirmed': 'apiErrors.notConfirmed',
  'feedback-exists': 'apiErrors.feedbackExists',
  'registration-changed': 'apiErrors.registrationChanged',
  'registration-locked': 'apiErrors.registrationLocked',
  'not-confirmable': 'apiErrors.notConfirmable',
  'refund-closed': 'apiErrors.refundClosed',
  'refund-refused': 'apiErrors.refundRefused',
  'already-paid': 'apiErrors.alreadyPaid',
  'fee-too-low': 'apiErrors.feeTooLow',
  'price-mismatch': 'apiErrors.priceMismatch',
  'payment-canceled': 'apiErrors.paymentCanceled',
  'payment-mismatch': 'apiErrors.paymentMismatch',
  'payment-not-succeeded': 'apiErrors.paymentNotSucceeded',
  'payment-not-recorded': 'apiErrors.paymentNotRecorded',
  'payment-refunded': 'apiErrors.paymentRefunded',
  'payment-provider-error': 'apiErrors.paymentProviderError',
  'payments-not-configured': 'apiErrors.paymentsNotConfigured',
  'invalid-signature': 'apiErrors.invalidSignature',
  card_declined: 'apiErrors.cardDeclined',
  incorrect_number: 'apiErrors.cardNumber',
  invalid_expiry_month: 'apiErrors.cardExpiryIncomplete',
  invalid_expiry_year: 'apiErrors.cardExpired',
  invalid_cvc: 'apiErrors.cardCvc',
  'camp-has-registrations': 'apiErrors.campHasRegistrations',
  'already-organizer': 'apiErrors.alreadyOrganizer',
  'too-many-organizers': 'apiErrors.tooManyOrganizers',
  'creator-stays': 'apiErrors.creatorStays',
  'already-staff': 'apiErrors.alreadyStaff',
  'referral-not-open': 'apiErrors.referralNotOpen',
  'dhis2-not-configured': 'apiErrors.dhis2NotConfigured',
  'dhis2-push-failed': 'apiErrors.dhis2PushFailed',
  'staff-is-organizer': 'apiErrors.staffIsOrganizer',
  'too-many-staff': 'apiErrors.tooManyStaff',
  'invitation-expired': 'apiErrors.invitationExpired',
  'invitation-wrong-account': 'apiErrors.invitationWrongAccount',
  'camp-full': 'apiErrors.campFull',
  'walk-in-closed': 'apiErrors.walkInClosed',
  'walk-in-paid-camp': 'apiErrors.walkInPaidCamp',
  'claim-code-invalid': 'apiErrors.claimCodeInvalid',
  'nobody-waiting': 'apiErrors.nobodyWaiting',
  'not-at-station': 'apiErrors.notAtStation',
  'result-id-taken': 'apiErrors.resultIdTaken',
  'no-ticket': 'apiErrors.noTicket',
  'already-checked-in': 'apiErrors.alreadyCheckedIn',
  'runs-camps': 'apiErrors.runsCamps',
  'paid-upcoming-registrations': 'apiErrors.paidUpcomingRegistrations',
};

const keyOf = (code: string): string | undefined => (MESSAGE_KEYS as Record<string, string | undefined>)[code];

/** The message for a failed action; `fallbackKey` names the text for an error that carries none. */
export function apiErrorMessage(error: unknown, fallbackKey = 'apiErrors.unknown'): string {
  if (error instanceof ApiRequestError) {
    const english = currentLanguage() === 'en';
    // A field error's message names the field and the rule: better than the code's general text, where it is readable.
    if (error.code === 'invalid-argument' && english && error.message) return error.message;
    const key = keyOf(error.code);
    // The texts are in the `shared` part of the catalog: before a page that needs it has loaded, the server's words.
    if (key && hasText(key)) return translate(key, textValues(error));
    if (error.message && (english || !hasText(fallbackKey))) return error.message;
  } else if (error instanceof Error && error.message) {
    // Firebase's SDKs write English (Firestore's "Missing or insufficient permissions."): in another language, the
    // catalog's text for their code (Firestore's codes are the API's) or the general one. Other errors are the app's
    // own, already worded in the language shown (lib/downscaleImage.ts).
    if (error.name === 'FirebaseError' && currentLanguage() !== 'en') return firebaseErrorText((error as Error & { code?: unknown }).code, fallbackKey);
    return error.message;
  }
  return translate(fallbackKey);
}

/** What a code's text says besides itself: how long a rate-limited caller waits, in whole minutes. */
function textValues(error: ApiRequestError): Record<string, unknown> | undefined {
  if (error.code !== 'rate-limited') return undefined;
  const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
  return { minutes: formatCount(minutes), count: minutes };
}

function firebaseErrorText(code: unknown, fallbackKey: string): string {
  const key = typeof code !== 'string' ? undefined : code === 'unavailable' ? 'apiErrors.networkError' : keyOf(code);
  return translate(key && hasText(key) ? key : fallbackKey);
}
