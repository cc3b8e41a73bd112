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
import {
  COLLECTIONS,
  type Booking,
  type CampCancellationJob,
  type Registration,
} from '@campcare/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { currentPaymentsContext, stripeSecretKey, stripeWebhookSecret, type PaymentsContext } from '../payments/config.ts';
import { recordRefundFailure } from '../payments/paymentProblems.ts';
import { ProviderRefusal } from '../payments/provider.ts';
import { recordRegistrationPayment } from '../payments/recorder.ts';
import { bookingsOfRegistration, markBookingRefunded, refundBookingPayment } from '../payments/refunds.ts';
import { runTransaction } from '../transactions.ts';

/** Registrations per run: each may need a call to the payment provider. */
export const CANCELLATION_BATCH = 50;

interface BatchTally {
  registrations: number;
  refunded: number;
  refundedCents: number;
  cancelledPayments: number;
  failures: number;
}

/** Marks one registration as cancelled with its camp and settles its money. */
async function settleRegistration(payments: PaymentsContext, id: string, tally: BatchTally): Promise<void> {
  const { db } = payments;
  const ref = db.collection(COLLECTIONS.registrations).doc(id);
  const registration = await runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const current = snap.data() as Registration;
      if (!current.campCancelledAt) {
        const now = new Date().toISOString();
        tx.update(ref, { campCancelledAt: now, updatedAt: now });
      }
      return current;
    },
    { firestore: db },
  );
  if (!registration) return;
  tally.registrations++;

  if (registration.PaymentStatus === 'Paid') {
    const bookings = (await bookingsOfRegistration(db, id))
      .map((doc) => ({ id: doc.id, ...(doc.data() as Booking) }))
      .filter((b) => b.paymentStatus === 'Paid');
    for (const booking of bookings) {
      try {
        await refundBookingPayment(payments.provider, booking, 'camp-cancelled');
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
  const jobRef = db.collection(COLLECTIONS.campCancellations).doc(campId);
  const jobSnap = await jobRef.get();
  if (!jobSnap.exists) return null;
  const job = jobSnap.data() as CampCancellationJob;
  if (job.status === 'done') return job;

  let query = db
    .collection(COLLECTIONS.registrations)
    .where('campId', '==', campId)
    .orderBy(FieldPath.documentId())
    .limit(CANCELLATION_BATCH);
  if (job.lastRegistrationId) query = query.startAfter(job.lastRegistrationId);
  const page = await query.get();
  const tally: BatchTally = { registrations: 0, refunded: 0, refundedCents: 0, cancelledPayments: 0, failures: 0 };
  for (const doc of page.docs) await settleRegistration(payments, doc.id, tally);

  const last = page.docs.length > 0 ? page.docs[page.docs.length - 1]!.id : job.lastRegistrationId;
  const done = page.size < CANCELLATION_BATCH;
  return runTransaction(
    async (tx) => {
      const current = (await tx.get(jobRef)).data() as CampCancellationJob;
      // Another run already recorded this batch (a redelivered event): keep its figures.
      if (current.status === 'done' || current.lastRegistrationId !== job.lastRegistrationId) return current;
      const now = new Date().toISOString();
      const next: CampCancellationJob = {
        ...current,
        lastRegistrationId: last,
        registrations: current.registrations + tally.registrations,
        refunded: current.refunded + tally.refunded,
        refundedCents: current.refundedCents + tally.refundedCents,
        cancelledPayments: current.cancelledPayments + tally.cancelledPayments,
        failures: current.failures + tally.failures,
        status: done ? 'done' : 'running',
        updatedAt: now,
        finishedAt: done ? now : null,
      };
      tx.set(jobRef, next);
      return next;
    },
    { firestore: db },
  );
}

/** Each write of a running job (its creation, each batch's progress, a resume) runs the next batch. */
export const runCampCancellations = onDocumentWritten(
  { document: `${COLLECTIONS.campCancellations}/{campId}`, secrets: [stripeSecretKey, stripeWebhookSecret], retry: true },
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
