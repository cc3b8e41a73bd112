import { FEE_MAX, FEE_MIN, MIN_PAYABLE_FEE } from './constants.ts';

/** Dollars with at most two decimals (no fractions of a cent): fees and donations. */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
}

/** A fee is a number of dollars from 0 to 100,000 with at most two decimals. */
export function isValidFee(value: number): boolean {
  if (!Number.isFinite(value) || value < FEE_MIN || value > FEE_MAX) return false;
  return hasAtMostTwoDecimals(value);
}

/** Dollars to cents without floating-point drift (19.99 → 1999). */
export function feeToCents(fee: number): number {
  return Math.round(fee * 100);
}

export function isPayableFee(fee: number): boolean {
  return fee >= MIN_PAYABLE_FEE;
}

/**
 * A camp's fee: free (0), or something a card can pay (at least the
 * minimum card charge). A fee between the two could never be paid.
 */
export function isAllowedCampFee(fee: number): boolean {
  return isValidFee(fee) && (fee === 0 || isPayableFee(fee));
}

/**
 * 100000 → "100,000" without Intl. This module is evaluated in every page's
 * small entry (web/src/main.tsx), and a page's first Intl call costs 40-150 ms
 * of main-thread time in Chromium (its locale data being set up): it must not
 * be paid at module load, where it held back the entry's early reads.
 */
function groupThousands(value: number): string {
  return String(value).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** What the camp form and the API say about a fee isAllowedCampFee refuses. */
export const CAMP_FEE_MESSAGE = `Camp fees are 0 (free) or from $${MIN_PAYABLE_FEE} to $${groupThousands(FEE_MAX)}, with at most two decimals: card payments start at $${MIN_PAYABLE_FEE}.`;

export function formatFee(fee: number): string {
  if (fee === 0) return 'Free';
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(fee);
}

/** An amount in a currency's smallest unit, as Stripe reports it (100000, 'usd' → "$1,000.00"). */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
