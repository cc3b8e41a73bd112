/** Firestore access for paymentProblems/{paymentIntentId}: the payments that came without a seat, for admins. */
import { COLLECTIONS, type PaymentProblem } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';

export type PaymentProblemWithId = PaymentProblem & { _id: string };

const problemsCollection = (db: Firestore) => db.collection(COLLECTIONS.paymentProblems);

/** The problem recorded for this payment, if any. */
export async function readPaymentProblem(db: Firestore, paymentIntentId: string): Promise<PaymentProblemWithId | null> {
  const snap = await problemsCollection(db).doc(paymentIntentId).get();
  return snap.exists ? { ...(snap.data() as PaymentProblem), _id: paymentIntentId } : null;
}

/** Writes (or rewrites) the problem under its payment's id. */
export async function savePaymentProblem(db: Firestore, problem: PaymentProblem): Promise<PaymentProblemWithId> {
  await problemsCollection(db).doc(problem.paymentIntentId).set(problem);
  return { ...problem, _id: problem.paymentIntentId };
}

/** Every problem, newest first (the admin page). */
export async function listPaymentProblems(db: Firestore, limit: number): Promise<PaymentProblemWithId[]> {
  const snap = await problemsCollection(db).orderBy('createdAt', 'desc').limit(limit).get();
  return snap.docs.map((d) => ({ ...(d.data() as PaymentProblem), _id: d.id }));
}
