/**
 * Every error code the API answers (`{ error: { code, message } }`). The
 * functions can only throw a code of this list (ApiError takes an
 * ApiErrorCode), and the web app has a text for each in every language
 * (its apiErrorMessage test reads this list), so a new code cannot reach a
 * user without words in their language. The messages the API sends along
 * are English, for logs and API users.
 */
export const API_ERROR_CODES = [
  // Any route
  'invalid-argument',
  'unauthenticated',
  'session-revoked',
  'permission-denied',
  'not-found',
  'payload-too-large',
  'rate-limited',
  'aborted',
  'internal',
  // Registrations, waiting list, feedback
  'already-registered',
  'camp-cancelled',
  'camp-closed',
  'waitlisted',
  'no-seat-offer',
  'offer-expired',
  'not-confirmed',
  'feedback-exists',
  'registration-changed',
  'registration-locked',
  'not-confirmable',
  'refund-closed',
  'refund-refused',
  // Payments
  'already-paid',
  'fee-too-low',
  'price-mismatch',
  'payment-canceled',
  'payment-mismatch',
  'payment-not-succeeded',
  'payment-not-recorded',
  'payment-refunded',
  'payment-provider-error',
  'payments-not-configured',
  'invalid-signature',
  // The test card form of the local payment provider (Stripe's own codes)
  'card_declined',
  'incorrect_number',
  'invalid_expiry_month',
  'invalid_expiry_year',
  'invalid_cvc',
  // Camps and their organizers
  'camp-has-registrations',
  'already-organizer',
  'too-many-organizers',
  'creator-stays',
  // Camp staff and their invitations
  'already-staff',
  'staff-is-organizer',
  'too-many-staff',
  'invitation-expired',
  'invitation-wrong-account',
  // Check-in at the door, walk-ins and claiming them
  'no-ticket',
  'already-checked-in',
  'camp-full',
  'walk-in-closed',
  'walk-in-paid-camp',
  'claim-code-invalid',
  // Stations and screening results
  'nobody-waiting',
  'not-at-station',
  'result-id-taken',
  // Referrals and their follow-up
  'referral-not-open',
  // Reports and DHIS2
  'dhis2-not-configured',
  'dhis2-push-failed',
  // Deleting one's account
  'runs-camps',
  'paid-upcoming-registrations',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * Why one field of a request was refused: a 400's `error.fieldCodes` names
 * one per field beside `error.fields` (the English messages), so a form says
 * it in the reader's language (the web app has a text for each code in every
 * language). A field schema's own rules name theirs in their issue's params
 * (fields/issues.ts).
 */
export const FIELD_ERROR_CODES = [
  'required',
  'too-short',
  'too-long',
  'too-small',
  'too-big',
  'not-a-number',
  'not-whole',
  'out-of-range',
  'bad-format',
  'digit-count',
  'markup',
  'one-line',
  'in-past',
  'not-found',
  'below-taken',
  'no-organizer-account',
  'invalid',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

