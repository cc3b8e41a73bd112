/**
 * Money that came in without a seat to go with it (the registration was
 * deleted or cancelled in another tab, was already paid, or the payment does
 * not match it) goes back at once, and the case is written down for admins
 * in paymentProblems/{paymentIntentId}. Replays find the record and change
 * nothing; the refund's idempotency key means a retry never refunds twice.
 */
import type { PaymentProblem } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { readPaymentProblem, savePaymentProblem, type PaymentProblemWithId } from './paymentProblemStore.ts';
import type { PaymentProvider, PaymentIntentRecord } from './provider.ts';
import { ProviderRefusal } from './provider.ts';

export type { PaymentProblemWithId } from './paymentProblemStore.ts';

export interface ProblemFacts {
  registrationId: string | null;
  campId: string | null;
  participantUid: string | null;
  reason: string;
}

/** Writes down a payment that could not be recorded without refunding it (it is not ours to refund). */
export async function recordUnrefundedProblem(
  db: Firestore,
  intent: PaymentIntentRecord,
  facts: ProblemFacts,
): Promise<PaymentProblemWithId> {
  const existing = await readPaymentProblem(db, intent.id);
  if (existing) return existing;
  const problem: PaymentProblem = {
    paymentIntentId: intent.id,
    ...facts,
    amount: intent.amount,
    currency: intent.currency,
    action: 'not-recorded',
    refundId: null,
    createdAt: new Date().toISOString(),
  };
  const saved = await savePaymentProblem(db, problem);
  logger.error('Payment not recorded', { paymentIntentId: intent.id, reason: facts.reason });
  return saved;
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
  const existing = await readPaymentProblem(db, intent.id);
  if (existing && existing.action !== 'refund-failed') return existing;
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
    createdAt: existing?.createdAt ?? new Date().toISOString(),
  };
  return savePaymentProblem(db, problem);
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
  await savePaymentProblem(db, problem);
}
