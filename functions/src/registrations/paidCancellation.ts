/**
 * Cancelling with money involved: a paid registration refunded in full
 * before it goes, and an unpaid one's open PaymentIntent cancelled after.
 * Used by the participant's Cancel button (DELETE /deleteRegisteredCamps/{id})
 * and by account deletion (DELETE /me). It returns what happened; the routes
 * answer it (cancellationAnswers.ts).
 */
import { participantRefund, type Booking, type Registration } from '@campcare/domain';
import { logger } from 'firebase-functions';
import type { PaymentsContext } from '../payments/paymentsContext.ts';
import { ProviderRefusal } from '../payments/provider.ts';
import { recordRegistrationPayment } from '../payments/recorder.ts';
import { bookingsOfRegistration } from '../payments/paymentStore.ts';
import { refundBookingPayment } from '../payments/refunds.ts';
import { deleteRegistration } from './registrationStore.ts';

/** What became of a paid registration's cancellation. Only `refunded` changed anything. */
export type PaidCancellation =
  | { kind: 'refunded'; cents: number }
  /** The camp's refund cut-off has passed (or it took place): the domain's reason. */
  | { kind: 'refund-closed'; reason: string }
  /** The provider refused the refund for good: a person must look at it. */
  | { kind: 'refund-refused' }
  /** The provider could not be reached: nothing was cancelled, asking again is safe. */
  | { kind: 'provider-unavailable' }
  | { kind: 'not-yours' }
  /** Paid no more (or not yet) when read again in the transaction. */
  | { kind: 'changed' }
  | { kind: 'missing' };

/** A refusal found inside the deletion's transaction, which it rolls back. */
class Refused extends Error {
  constructor(readonly outcome: PaidCancellation) {
    super(outcome.kind);
  }
}

/**
 * The participant cancels a paid registration before the camp's cut-off:
 * the fee goes back in full first (an outage leaves everything as it was,
 * and a retry reuses the same refund), then the registration is deleted and
 * its booking marked Refunded in one transaction.
 */
export async function cancelWithRefund(
  payments: PaymentsContext,
  participantUid: string,
  id: string,
  registration: Registration,
  camp: { DateTime: string; refundCutoffHours?: number } | null,
): Promise<PaidCancellation> {
  const window = participantRefund(registration, camp ?? registration);
  if (!window.allowed) return { kind: 'refund-closed', reason: window.reason };
  const bookings = (await bookingsOfRegistration(payments.db, id))
    .map((doc) => ({ id: doc.id, ...(doc.data() as Booking) }))
    .filter((b) => b.paymentStatus === 'Paid');
  let cents = 0;
  for (const booking of bookings) {
    try {
      cents += (await refundBookingPayment(payments.provider, booking)).amount;
    } catch (error) {
      if (error instanceof ProviderRefusal) {
        logger.error('Refund refused on cancellation', { registrationId: id, code: error.code });
        return { kind: 'refund-refused' };
      }
      logger.error('Refund failed on cancellation', { registrationId: id, error: String(error) });
      return { kind: 'provider-unavailable' };
    }
  }
  try {
    const deleted = await deleteRegistration(
      id,
      ({ registration: current }) => {
        // Only the participant themselves takes this path; checked again on the registration as it is now.
        if (current.participantUid !== participantUid) throw new Refused({ kind: 'not-yours' });
        if (current.PaymentStatus !== 'Paid' && current.PaymentStatus !== 'Refunded') throw new Refused({ kind: 'changed' });
      },
      bookings.map((b) => b.id),
    );
    return deleted ? { kind: 'refunded', cents } : { kind: 'missing' };
  } catch (error) {
    if (error instanceof Refused) return error.outcome;
    throw error;
  }
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
