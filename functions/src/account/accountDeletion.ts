/**
 * DELETE /me from start to end: what the person must decide first (paid
 * registrations of camps to come), the refunds they chose, the erasure, and
 * the Auth account itself. The Auth deletion trigger then runs the erasure
 * once more, which finds nothing left to do.
 */
import {
  COLLECTIONS,
  isPaidUpcoming,
  registrationFate,
  type Camp,
  type FateCamp,
  type PaidUpcomingCamp,
  type PaidUpcomingChoice,
  type Registration,
} from '@campcare/domain';
import { auth, db } from '../firestore/firebase.ts';
import type { Caller } from '../http/auth.ts';
import type { PaymentsContext } from '../payments/paymentsContext.ts';
import { cancelOpenPayment, cancelWithRefund, type PaidCancellation } from '../registrations/paidCancellation.ts';
import { eraseAccountData, markAccountDeleted, type ErasureSummary } from './erasureStore.ts';

interface OwnRegistration {
  id: string;
  registration: Registration;
  camp: FateCamp;
}

async function ownRegistrations(uid: string): Promise<OwnRegistration[]> {
  const snaps = (await db.collection(COLLECTIONS.registrations).where('participantUid', '==', uid).get()).docs;
  const camps = snaps.length > 0 ? await db.getAll(...snaps.map((s) => db.collection(COLLECTIONS.camps).doc(s.get('campId') as string))) : [];
  return snaps.map((snap, i) => {
    const registration = snap.data() as Registration;
    const camp = camps[i]?.exists ? (camps[i]!.data() as Camp) : registration;
    return { id: snap.id, registration, camp };
  });
}

/** The paid registrations of camps still to come, as the 409 answer lists them. */
export async function paidUpcomingCamps(uid: string, now: Date = new Date()): Promise<PaidUpcomingCamp[]> {
  return (await ownRegistrations(uid))
    .filter(({ registration, camp }) => isPaidUpcoming(registration, camp, now))
    .map(({ id, registration, camp }) => ({
      registrationId: id,
      campId: registration.campId,
      CampName: registration.CampName,
      DateTime: camp.DateTime,
      CampFees: registration.CampFees,
      refundable: registrationFate(registration, camp, 'cancel-and-refund', now) === 'cancel-and-refund',
    }));
}

/** Camps the caller runs: their account cannot go while it is all that lets someone manage them. */
export async function campsRunBy(uid: string): Promise<{ campId: string; CampName: string }[]> {
  const snap = await db.collection(COLLECTIONS.camps).where('organizerUids', 'array-contains', uid).limit(20).get();
  return snap.docs.map((d) => ({ campId: d.id, CampName: d.get('CampName') as string }));
}

export interface AccountDeletion extends ErasureSummary {
  kind: 'deleted';
  /** Cents refunded for the paid registrations cancelled. */
  refunded: number;
  refundedRegistrations: number;
}

/** A refund the person chose could not be made: the account and what was not refunded yet stay. */
export interface AccountKept {
  kind: 'refund-failed';
  cancellation: Exclude<PaidCancellation, { kind: 'refunded' }>;
}

/**
 * Refunds and cancels what the caller chose to, erases the rest and deletes
 * the Auth account. A refund that fails stops it before anything else is
 * erased (the account stays, and asking again carries on).
 */
export async function deleteAccount(
  payments: PaymentsContext,
  caller: Caller,
  choice: PaidUpcomingChoice,
  now: Date = new Date(),
): Promise<AccountDeletion | AccountKept> {
  let refunded = 0;
  let refundedRegistrations = 0;
  if (choice === 'cancel-and-refund') {
    for (const { id, registration, camp } of await ownRegistrations(caller.uid)) {
      if (registrationFate(registration, camp, choice, now) !== 'cancel-and-refund') continue;
      // Marked first, so the cancellation is not mailed to an account that is going.
      await markAccountDeleted(id, now);
      const cancellation = await cancelWithRefund(payments, caller.uid, id, registration, camp);
      if (cancellation.kind !== 'refunded') return { kind: 'refund-failed', cancellation };
      refunded += cancellation.cents;
      refundedRegistrations++;
    }
  }
  const summary = await eraseAccountData({ uid: caller.uid, email: caller.email || null, names: [caller.name] }, now);
  for (const paymentIntentId of summary.openPaymentIntents) await cancelOpenPayment(() => payments, paymentIntentId);
  try {
    await auth.deleteUser(caller.uid);
  } catch (error) {
    if ((error as { code?: string }).code !== 'auth/user-not-found') throw error;
  }
  return { kind: 'deleted', ...summary, refunded, refundedRegistrations };
}
