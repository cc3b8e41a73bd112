/**
 * The local test provider's card rules, copied from Stripe's test mode so the
 * offline flow feels like the real one: 4242 4242 4242 4242 succeeds,
 * 4000 0000 0000 0002 is declined, any other number is invalid. Messages are
 * Stripe's own.
 */

export const LOCAL_SUCCESS_CARD = '4242424242424242';
export const LOCAL_DECLINED_CARD = '4000000000000002';

export interface LocalCardInput {
  cardNumber: string;
  /** MM/YY or MM/YYYY */
  expiry: string;
  cvc: string;
}

export type LocalCardOutcome =
  | { outcome: 'succeeded' }
  | { outcome: 'declined'; code: 'card_declined'; declineCode: 'generic_decline'; message: string }
  | {
      outcome: 'invalid';
      code: 'incorrect_number' | 'invalid_expiry_month' | 'invalid_expiry_year' | 'invalid_cvc';
      message: string;
    };

export const DECLINED_MESSAGE = 'Your card was declined.';
export const INVALID_NUMBER_MESSAGE = 'Your card number is invalid.';

/** Decides what a card does, the way Stripe's test mode would; `now` is injectable for tests. */
export function localCardOutcome(card: LocalCardInput, now = new Date()): LocalCardOutcome {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  if (digits !== LOCAL_SUCCESS_CARD && digits !== LOCAL_DECLINED_CARD) {
    return { outcome: 'invalid', code: 'incorrect_number', message: INVALID_NUMBER_MESSAGE };
  }
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(card.expiry);
  const month = expiry ? Number(expiry[1]) : NaN;
  if (!expiry || month < 1 || month > 12) {
    return { outcome: 'invalid', code: 'invalid_expiry_month', message: "Your card's expiration date is incomplete." };
  }
  const year = expiry[2]!.length === 2 ? 2000 + Number(expiry[2]) : Number(expiry[2]);
  const currentMonthIndex = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < currentMonthIndex) {
    return { outcome: 'invalid', code: 'invalid_expiry_year', message: "Your card's expiration date is in the past." };
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return { outcome: 'invalid', code: 'invalid_cvc', message: "Your card's security code is incomplete." };
  }
  if (digits === LOCAL_DECLINED_CARD) {
    return { outcome: 'declined', code: 'card_declined', declineCode: 'generic_decline', message: DECLINED_MESSAGE };
  }
  return { outcome: 'succeeded' };
}
