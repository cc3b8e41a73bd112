/**
 * Money that came in without a seat to go with it (the registration was
 * deleted or cancelled in another tab, was already paid, or the payment does
 * not match it) goes back at once, and the case is written down for admins
 * in paymentProblems/{paymentIntentId}. Replays find the record and change
 * nothing; the refund's idempotency key means a retry never refunds twice.
 */
import { COLLECTIONS, type PaymentProblem } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { PaymentProvider, PaymentIntentRecord } from './provider.ts';
import { ProviderRefusal } from './provider.ts';

export type PaymentProblemWithId = PaymentProblem & { _id: string };

export interface ProblemFacts {
  registrationId: string | null;
  campId: string | null;
  participantUid: string | null;
  reason: string;
}

const problemsCollection = (db: Firestore) => db.collection(COLLECTIONS.paymentProblems);

/** Writes down a payment that could not be recorded without refunding it (it is not ours to refund). */
export async function recordUnrefundedProblem(
  db: Firestore,
  intent: PaymentIntentRecord,
  facts: ProblemFacts,
): Promise<PaymentProblemWithId> {
  const ref = problemsCollection(db).doc(intent.id);
  const existing = await ref.get();
  if (existing.exists) return { ...(existing.data() as PaymentProblem), _id: intent.id };
  const problem: PaymentProblem = {
    paymentIntentId: intent.id,
    ...facts,
    amount: intent.amount,
    currency: intent.currency,
    action: 'not-recorded',
    refundId: null,
    createdAt: new Date().toISOString(),
  };
  await ref.set(problem);
  logger.error('Payment not recorded', { paymentIntentId: intent.id, reason: facts.reason });
  return { ...problem, _id: intent.id };
}

/**
 * Refunds a succeeded payment in full and records why. A provider outage is
 * thrown (the caller answers "try again"); a refusal that will not change
 * (say, refunded already in the dashboard) is recorded for a person to check.
 */
export async function refundAsProblem(
  db: Firestore,
  provider: PaymentProvider,
  intent: PaymentIntentRecord,
  facts: ProblemFacts,
): Promise<PaymentProblemWithId> {
  const ref = problemsCollection(db).doc(intent.id);
  const existing = await ref.get();
  if (existing.exists && existing.get('action') !== 'refund-failed') {
    return { ...(existing.data() as PaymentProblem), _id: intent.id };
  }
  let action: PaymentProblem['action'] = 'refunded';
  let refundId: string | null = null;
  try {
    const refund = await provider.refundPayment({
      paymentIntentId: intent.id,
      reason: facts.reason.includes('already paid') ? 'duplicate' : 'requested_by_customer',
      metadata: { kind: 'payment-problem', registrationId: facts.registrationId ?? '' },
      idempotencyKey: `problem-refund-${intent.id}`,
    });
    refundId = refund.id;
  } catch (error) {
    if (!(error instanceof ProviderRefusal)) throw error;
    // Refunded already (in the dashboard): the money is back, which is all that was needed.
    if (error.code !== 'charge_already_refunded') action = 'refund-failed';
    logger.error('Automatic refund refused by the payment provider', { paymentIntentId: intent.id, code: error.code });
  }
  const problem: PaymentProblem = {
    paymentIntentId: intent.id,
    ...facts,
    amount: intent.amount,
    currency: intent.currency,
    action,
    refundId,
    createdAt: existing.exists ? (existing.get('createdAt') as string) : new Date().toISOString(),
  };
  await ref.set(problem);
  return { ...problem, _id: intent.id };
}

/** Every problem, newest first (the admin page). */
export async function listPaymentProblems(db: Firestore, limit: number): Promise<PaymentProblemWithId[]> {
  const snap = await problemsCollection(db).orderBy('createdAt', 'desc').limit(limit).get();
  return snap.docs.map((d) => ({ ...(d.data() as PaymentProblem), _id: d.id }));
}

/** A refund the provider refused for good (the camp was cancelled, say): a person must look at it. */
export async function recordRefundFailure(
  db: Firestore,
  booking: { transactionId: string; registrationId: string; campId: string; participantUid: string; amount: number; currency: string },
  reason: string,
): Promise<void> {
  const problem: PaymentProblem = {
    paymentIntentId: booking.transactionId,
    registrationId: booking.registrationId,
    campId: booking.campId,
    participantUid: booking.participantUid,
    amount: booking.amount,
    currency: booking.currency,
    reason,
    action: 'refund-failed',
    refundId: null,
    createdAt: new Date().toISOString(),
  };
  await problemsCollection(db).doc(booking.transactionId).set(problem);
}
