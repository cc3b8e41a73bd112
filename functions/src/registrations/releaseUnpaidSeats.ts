/**
 * Unpaid seats are released even when nobody uses the site: every five
 * minutes the sweep mails the reminders that are due and passes each seat
 * whose hold ran out to the next in line, then cancels the released
 * registrations' open payments (a payment that still lands is refunded, as
 * for any registration that holds no seat). The emulators run no
 * schedules: there `npm start` calls the emulator-only
 * `POST /api/emulator/sweepUnpaidSeats` every minute instead.
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FUNCTION_SECRETS } from '../config.ts';
import { currentPaymentsContext, type PaymentsContext } from '../payments/paymentsContext.ts';
import { sweepUnpaidSeats } from '../waitlist/unpaidSeatStore.ts';
import { cancelOpenPayment } from './paidCancellation.ts';

/** The sweep, then the released seats' open payments cancelled at the provider. */
export async function releaseDueUnpaidSeats(now: Date = new Date(), getPayments: () => PaymentsContext = currentPaymentsContext) {
  const sweep = await sweepUnpaidSeats(now);
  for (const id of sweep.openPaymentIntents) await cancelOpenPayment(getPayments, id);
  return sweep;
}

export const releaseUnpaidSeats = onSchedule(
  { schedule: 'every 5 minutes', retryCount: 3, secrets: FUNCTION_SECRETS.releaseUnpaidSeats },
  async () => {
    const { reminded, released } = await releaseDueUnpaidSeats();
    if (reminded + released > 0) logger.info('Unpaid seats reminded and released', { reminded, released });
  },
);
