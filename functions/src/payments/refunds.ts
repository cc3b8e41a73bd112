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
 * Refunds a booking's payment in full. One key per registration and payment,
 * whoever asks (the participant's cancellation, the camp's cancellation, a
 * retry of either), with the same parameters, so Stripe gives every later
 * request the first refund instead of making or refusing another one. A
 * payment refunded already (in the dashboard) counts as done. Outages are
 * thrown.
 */
export async function refundBookingPayment(
  provider: PaymentProvider,
  booking: Pick<Booking, 'transactionId' | 'registrationId' | 'amount'>,
): Promise<RefundRecord | { id: null; amount: number; status: 'already-refunded' }> {
  try {
    return await provider.refundPayment({
      paymentIntentId: booking.transactionId,
      reason: 'requested_by_customer',
      metadata: { kind: 'registration-refund', registrationId: booking.registrationId },
      idempotencyKey: registrationRefundKey(booking),
    });
  } catch (error) {
    if (error instanceof ProviderRefusal && error.code === 'charge_already_refunded') {
      return { id: null, amount: booking.amount, status: 'already-refunded' };
    }
    throw error;
  }
}

/** The idempotency key of a registration's refund of one payment. */
function registrationRefundKey(booking: Pick<Booking, 'transactionId' | 'registrationId'>): string {
  return `refund-${booking.registrationId}-${booking.transactionId}`;
}
