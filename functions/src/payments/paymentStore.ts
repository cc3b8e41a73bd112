/** Firestore access of the fee payment routes: the registration being paid and the PaymentIntent it remembers. */
import { canPay, COLLECTIONS, type Registration } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../transactions.ts';

const registrations = (db: Firestore) => db.collection(COLLECTIONS.registrations);

/** The registration as it is now (null: there is none). */
export async function registrationToPay(db: Firestore, registrationId: string): Promise<Registration | null> {
  const snapshot = await registrations(db).doc(registrationId).get();
  return snapshot.exists ? (snapshot.data() as Registration) : null;
}

/**
 * Makes the registration remember its open PaymentIntent, if it can still be
 * paid. False: it was cancelled or paid meanwhile, and the intent must never
 * be paid.
 */
export function rememberPaymentIntent(db: Firestore, registrationId: string, paymentIntentId: string): Promise<boolean> {
  const ref = registrations(db).doc(registrationId);
  return runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || !canPay(snap.data() as Registration)) return false;
      tx.update(ref, { paymentIntentId });
      return true;
    },
    { firestore: db },
  );
}
