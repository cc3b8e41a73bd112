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
  // Deleting one's account
  'runs-camps',
  'paid-upcoming-registrations',
] as const;

export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
