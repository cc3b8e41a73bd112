/** Figures for the analytics pages, computed from the user's real documents. */
import type { Booking, Registration } from '@campcare/domain';
import { formatMonth } from '../../../lib/format.ts';

// Money on these pages is written like everywhere else: in the reader's language.
export { formatMoney } from '../../../lib/format.ts';

export interface ParticipantFigures {
  campsJoined: number;
  upcomingCamps: number;
  /** Dollars actually charged (bookings hold cents). */
  totalPaid: number;
  confirmations: number;
}

export function participantFigures(
  registrations: readonly Pick<Registration, 'DateTime' | 'ConfirmationStatus'>[],
  bookings: readonly (Pick<Booking, 'amount'> & Partial<Pick<Booking, 'amountRefunded'>>)[],
  now: Date = new Date(),
): ParticipantFigures {
  const nowMs = now.getTime();
  return {
    campsJoined: registrations.length,
    upcomingCamps: registrations.filter((r) => Date.parse(r.DateTime) > nowMs).length,
    totalPaid: centsToDollars(bookings.reduce((sum, b) => sum + netCents(b), 0)),
    confirmations: registrations.filter((r) => r.ConfirmationStatus === 'Confirmed').length,
  };
}

/** What a booking still holds: the amount charged minus any refund. */
export function netCents(b: Pick<Booking, 'amount'> & Partial<Pick<Booking, 'amountRefunded'>>): number {
  const amount = Number.isFinite(b.amount) ? b.amount : 0;
  const refunded = Number.isFinite(b.amountRefunded) ? (b.amountRefunded as number) : 0;
  return amount - refunded;
}

export interface PaymentPoint {
  /** `YYYY-MM`, sortable. */
  month: string;
  /** Human label in the reader's language, e.g. "Nov 2026". */
  label: string;
  amount: number;
}

/** Payments summed per calendar month (UTC), oldest first. */
export function paymentsByMonth(bookings: readonly (Pick<Booking, 'amount' | 'date'> & Partial<Pick<Booking, 'amountRefunded'>>)[]): PaymentPoint[] {
  const cents = new Map<string, number>();
  for (const b of bookings) {
    const ms = Date.parse(b.date);
    if (!Number.isFinite(ms)) continue;
    const month = new Date(ms).toISOString().slice(0, 7);
    cents.set(month, (cents.get(month) ?? 0) + netCents(b));
  }
  return [...cents.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, total]) => ({ month, label: monthLabel(month), amount: centsToDollars(total) }));
}

export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return formatMonth(year!, m! - 1);
}

export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Share of paid registrations that the organizers have confirmed, 0–100, whole percent. */
export function confirmationRate(confirmed: number, paid: number): number {
  if (paid <= 0) return 0;
  return Math.round((Math.min(confirmed, paid) / paid) * 100);
}
