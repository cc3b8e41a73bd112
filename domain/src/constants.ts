/** Business constants (page sizes, password, rating, feedback, fee and donation bounds, toasts) and the limits the API enforces. */
export const PAGE_SIZES = [5, 10, 15, 20] as const;
export const DEFAULT_PAGE_SIZE = 5;
export const MAX_PAGE_SIZE = 50;
export const PASSWORD_MIN_LENGTH = 6;
/** A participant's age, in whole years. */
export const MIN_AGE = 0;
export const MAX_AGE = 120;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const FEEDBACK_MIN_LENGTH = 3;
export const FEEDBACK_MAX_LENGTH = 1000;
/** Fees are in dollars with at most two decimals. */
export const FEE_MIN = 0;
export const FEE_MAX = 100_000;
/** A card payment below this amount is refused (Stripe's own minimum is $0.50). */
export const MIN_PAYABLE_FEE = 1;
/** Until this many hours before a camp, a participant who cancels a paid registration is refunded. */
export const DEFAULT_REFUND_CUTOFF_HOURS = 48;
/** A camp's own cut-off is from 0 hours (until it starts) to 30 days. */
export const MAX_REFUND_CUTOFF_HOURS = 720;
export const CANCELLATION_REASON_MAX = 500;
/** A camp's capacity, when it has one, is a whole number of seats from 1 to this. */
export const MAX_CAPACITY = 100_000;
/** How long the first person on a waiting list has to accept a freed seat, unless the camp says otherwise. */
export const DEFAULT_SEAT_OFFER_HOURS = 24;
/** A camp's own offer window is from 1 hour to 7 days. */
export const MIN_SEAT_OFFER_HOURS = 1;
export const MAX_SEAT_OFFER_HOURS = 168;
export const DONATION_MIN = 1;
export const DONATION_MAX = 10_000;
export const DONATION_DEFAULT_AMOUNT = 1000;
export const CURRENCY = 'usd';
export const PAYMENT_ALERT_MS = 2500;
export const POPULAR_CAMPS_LIMIT = 6;
export const REVIEWS_LIMIT = 20;
export const IMAGE_MAX_BYTES = 1_000_000;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const TOAST_DURATION_MS = { blank: 4000, error: 4000, custom: 4000, success: 2000 } as const;
export const TOAST_LIMIT = 20;
