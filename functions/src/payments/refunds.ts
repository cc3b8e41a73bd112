/**
 * Money going back through the payment provider: a booking's payment
 * refunded in full. Used by the participant's cancellation and the camp
 * cancellation; what the refund changes in Firestore is paymentStore.ts's
 * markBookingRefunded (also run by the webhook's `charge.refunded`).
 */
import type { Booking } from '@campcare/domain';
import type { PaymentProvider, RefundRecord } from './provider.ts';
import { ProviderRefusal } from './provider.ts';

/**
 * Refunds a booking's payment in full. The key makes a retried call (a
 * restarted batch, a double click) give back the first refund; a payment
 * refunded already (in the dashboard) counts as done. Outages are thrown.
 */
export async function refundBookingPayment(
  provider: PaymentProvider,
  booking: Pick<Booking, 'transactionId' | 'registrationId' | 'amount'>,
  why: 'participant-cancelled' | 'camp-cancelled',
): Promise<RefundRecord | { id: null; amount: number; status: 'already-refunded' }> {
  try {
    return await provider.refundPayment({
      paymentIntentId: booking.transactionId,
      reason: 'requested_by_customer',
      metadata: { kind: why, registrationId: booking.registrationId },
      idempotencyKey: `${why}-${booking.transactionId}`,
    });
  } catch (error) {
    if (error instanceof ProviderRefusal && error.code === 'charge_already_refunded') {
      return { id: null, amount: booking.amount, status: 'already-refunded' };
    }
    throw error;
  }
}
