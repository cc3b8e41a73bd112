/**
 * Cancelling with money involved: a paid registration refunded in full
 * before it goes, and an unpaid one's open PaymentIntent cancelled after.
 * Used by the participant's Cancel button (DELETE /deleteRegisteredCamps/{id})
 * and by account deletion (DELETE /me).
 */
import { participantRefund, type Booking, type Registration } from '@campcare/domain';
import { logger } from 'firebase-functions';
import type { Caller } from '../http/auth.ts';
import { ApiError, conflict, forbidden, notFound } from '../http/errors.ts';
import type { PaymentsContext } from '../payments/config.ts';
import { ProviderRefusal } from '../payments/provider.ts';
import { recordRegistrationPayment } from '../payments/recorder.ts';
import { bookingsOfRegistration, refundBookingPayment } from '../payments/refunds.ts';
import { deleteRegistration } from './registrationStore.ts';

/**
 * The participant cancels a paid registration before the camp's cut-off:
 * the fee goes back in full first (an outage leaves everything as it was,
 * and a retry reuses the same refund), then the registration is deleted and
 * its booking marked Refunded in one transaction. Returns the cents refunded.
 */
export async function cancelWithRefund(
  payments: PaymentsContext,
  caller: Caller,
  id: string,
  registration: Registration,
  camp: { DateTime: string; refundCutoffHours?: number } | null,
): Promise<number> {
  const window = participantRefund(registration, camp ?? registration);
  if (!window.allowed) throw conflict('refund-closed', window.reason);
  const bookings = (await bookingsOfRegistration(payments.db, id))
    .map((doc) => ({ id: doc.id, ...(doc.data() as Booking) }))
    .filter((b) => b.paymentStatus === 'Paid');
  let cents = 0;
  for (const booking of bookings) {
    try {
      cents += (await refundBookingPayment(payments.provider, booking, 'participant-cancelled')).amount;
    } catch (error) {
      if (error instanceof ProviderRefusal) {
        logger.error('Refund refused on cancellation', { registrationId: id, code: error.code });
        throw conflict('refund-refused', 'The payment could not be refunded automatically. Please contact us.');
      }
      logger.error('Refund failed on cancellation', { registrationId: id, error: String(error) });
      throw new ApiError(502, 'payment-provider-error', 'The refund could not be made right now, so nothing was cancelled. Please try again.');
    }
  }
  const deleted = await deleteRegistration(
    id,
    ({ registration: current }) => {
      // Only the participant themselves takes this path; checked again on the registration as it is now.
      if (current.participantUid !== caller.uid) throw forbidden('Only the participant can cancel this registration.');
      if (current.PaymentStatus !== 'Paid' && current.PaymentStatus !== 'Refunded') {
        throw conflict('registration-locked', 'This registration changed meanwhile. Please reload the page.');
      }
    },
    bookings.map((b) => b.id),
  );
  if (!deleted) throw notFound('This registration does not exist.');
  return cents;
}

/**
 * Cancels the registration's open PaymentIntent so it can no longer be
 * paid. If it was paid in the meantime, recording it finds no registration
 * and refunds it. A failure here is logged, not shown: the registration is
 * already gone, and a late payment is refunded when it arrives.
 */
export async function cancelOpenPayment(getPayments: () => PaymentsContext, paymentIntentId: string): Promise<void> {
  try {
    const payments = getPayments();
    const intent = await payments.provider.cancelPaymentIntent(paymentIntentId);
    if (intent?.status === 'succeeded') await recordRegistrationPayment(payments, intent, null);
  } catch (error) {
    logger.error('Open payment not cancelled', { paymentIntentId, error: String(error) });
  }
}
