/**
 * The background half of cancelling a camp: campCancellations/{campId}
 * drives it. Each run handles one batch of the camp's registrations after
 * the job's `lastRegistrationId`: the registration is marked as belonging to
 * a cancelled camp, a paid one is refunded in full, an open PaymentIntent is
 * cancelled. Then the job's progress is written, which starts the next run,
 * until no registration is left. Every step is safe to repeat (a restarted
 * function redoes at most one batch): a marked registration stays marked,
 * refunds carry idempotency keys, and progress only moves forward.
 */
import { COLLECTIONS, type Booking, type CampCancellationJob } from '@campcare/domain';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { FUNCTION_SECRETS } from '../config.ts';
import { recordRefundFailure } from '../payments/paymentProblems.ts';
import { currentPaymentsContext, type PaymentsContext } from '../payments/paymentsContext.ts';
import { bookingsOfRegistration, markBookingRefunded } from '../payments/paymentStore.ts';
import { ProviderRefusal } from '../payments/provider.ts';
import { recordRegistrationPayment } from '../payments/recorder.ts';
import { refundBookingPayment } from '../payments/refunds.ts';
import { markCampCancelled, readCancellationJob, recordCancellationBatch, registrationIdsAfter, type BatchTally } from './campCancellationStore.ts';

/** Registrations per run: each may need a call to the payment provider. */
export const CANCELLATION_BATCH = 50;

/** Marks one registration as cancelled with its camp and settles its money. */
async function settleRegistration(payments: PaymentsContext, id: string, tally: BatchTally): Promise<void> {
  const { db } = payments;
  const registration = await markCampCancelled(db, id);
  if (!registration) return;
  tally.registrations++;

  if (registration.PaymentStatus === 'Paid') {
    const bookings = (await bookingsOfRegistration(db, id))
      .map((doc) => ({ id: doc.id, ...(doc.data() as Booking) }))
      .filter((b) => b.paymentStatus === 'Paid');
    for (const booking of bookings) {
      try {
        await refundBookingPayment(payments.provider, booking);
        await markBookingRefunded(db, booking.id, booking.amount);
        tally.refunded++;
        tally.refundedCents += booking.amount;
      } catch (error) {
        // An outage is thrown: the run fails and the batch is done again.
        if (!(error instanceof ProviderRefusal)) throw error;
        tally.failures++;
        await recordRefundFailure(db, booking, `the camp was cancelled but the refund was refused (${error.code})`);
      }
    }
    return;
  }
  if (registration.PaymentStatus === 'Unpaid' && registration.paymentIntentId) {
    const intent = await payments.provider.cancelPaymentIntent(registration.paymentIntentId);
    if (intent?.status === 'canceled') tally.cancelledPayments++;
    // Paid a moment ago: recording it now finds the camp cancelled and refunds it.
    if (intent?.status === 'succeeded') await recordRegistrationPayment(payments, intent, null);
  }
}

/**
 * Runs one batch of a camp's cancellation. Returns the job as it is after
 * the batch (status 'done' once every registration was handled), or null
 * when there is no such job.
 */
export async function processCampCancellationBatch(payments: PaymentsContext, campId: string): Promise<CampCancellationJob | null> {
  const { db } = payments;
  const job = await readCancellationJob(db, campId);
  if (!job) return null;
  if (job.status === 'done') return job;

  const ids = await registrationIdsAfter(db, campId, job.lastRegistrationId, CANCELLATION_BATCH);
  const tally: BatchTally = { registrations: 0, refunded: 0, refundedCents: 0, cancelledPayments: 0, failures: 0 };
  for (const id of ids) await settleRegistration(payments, id, tally);

  const last = ids.length > 0 ? ids[ids.length - 1]! : job.lastRegistrationId;
  // Another run may already have recorded this batch (a redelivered event): then its figures stay.
  return recordCancellationBatch(db, campId, { startedAfter: job.lastRegistrationId, last, done: ids.length < CANCELLATION_BATCH, tally });
}

/** Each write of a running job (its creation, each batch's progress, a resume) runs the next batch. */
export const runCampCancellations = onDocumentWritten(
  { document: `${COLLECTIONS.campCancellations}/{campId}`, secrets: FUNCTION_SECRETS.runCampCancellations, retry: true },
  async (event) => {
    const job = event.data?.after.data() as CampCancellationJob | undefined;
    if (!job || job.status !== 'running') return;
    const payments = currentPaymentsContext();
    // A job started under another provider (say, by a test driving the fake Stripe) is not ours to run.
    if (job.provider !== payments.provider.kind) return;
    const after = await processCampCancellationBatch(payments, event.params.campId);
    if (after?.status === 'done') logger.info('Camp cancellation finished', { ...after });
  },
);
