/**
 * Unpaid seats of paid camps (domain unpaidHolds.ts): the sweep that sends
 * each held seat's reminder once it is due and releases each seat whose
 * hold ran out to the waiting list, in one transaction with its camp, as a
 * cancellation would (seats.ts). Every change is checked again inside its
 * transaction, so a payment that lands meanwhile, or a second sweep, changes
 * nothing. The mails follow from the fields it sets (registrationMails.ts).
 */
import { COLLECTIONS, isUnpaidHoldOver, isUnpaidReminderDue, type Registration } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { runTransaction } from '../firestore/transactions.ts';
import { settleCamp } from '../seats/campSettleStore.ts';
import { releaseSeats, seatsOf } from '../seats/seatStore.ts';

const registrations = (firestore: Firestore) => firestore.collection(COLLECTIONS.registrations);

/** Registrations handled per page of a sweep; the next page (or run) takes the rest. */
const SWEEP_BATCH = 100;

export interface UnpaidSweep {
  reminded: number;
  released: number;
  /** The released registrations' open PaymentIntents, for the caller to cancel at the provider. */
  openPaymentIntents: string[];
}

/**
 * What one step did: acted, or only cleared a field that no longer applies
 * (the camp was cancelled, say), so that the registration leaves the sweep's
 * query and cannot hold up the registrations behind it.
 */
type Step = 'done' | 'cleared' | 'nothing';

/** Marks the reminder sent (the mail trigger writes it), if it is still due. */
async function remind(firestore: Firestore, id: string, now: Date): Promise<Step> {
  const ref = registrations(firestore).doc(id);
  return runTransaction(
    async (tx): Promise<Step> => {
      const snap = await tx.get(ref);
      if (!snap.exists) return 'nothing';
      const at = now.toISOString();
      if (!isUnpaidReminderDue(snap.data() as Registration, now)) {
        tx.update(ref, { unpaidReminderAt: null });
        return 'cleared';
      }
      // updatedAt is the wall clock's (a test's sweep may run at a moved `now`): the mail trigger sends only for fresh changes.
      tx.update(ref, { unpaidReminderAt: null, unpaidReminderSentAt: at, updatedAt: new Date().toISOString() });
      return 'done';
    },
    { firestore },
  );
}

/**
 * Releases one unpaid seat whose hold ran out: the registration stays, as
 * Expired (it holds no seat and may not pay; the participant may cancel it
 * and join again), and the seat goes to the first in line. Returns its open
 * PaymentIntent (to cancel), or false when there was nothing to release.
 */
async function release(firestore: Firestore, id: string, now: Date): Promise<{ paymentIntentId: string | null; campId: string } | Exclude<Step, 'done'>> {
  const ref = registrations(firestore).doc(id);
  return runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return 'nothing' as const;
      const registration = snap.data() as Registration;
      if (!isUnpaidHoldOver(registration, now)) {
        tx.update(ref, { unpaidHoldExpiresAt: null, unpaidReminderAt: null });
        return 'cleared' as const;
      }
      const seats = await seatsOf(tx, id, firestore);
      const at = now.toISOString();
      const released: Partial<Registration> = {
        waitlistStatus: 'Expired',
        waitlistPosition: null,
        unpaidHoldExpiresAt: null,
        unpaidReminderAt: null,
        unpaidSeatReleasedAt: at,
        updatedAt: new Date().toISOString(),
      };
      tx.update(ref, released);
      releaseSeats(tx, seats);
      return { paymentIntentId: registration.paymentIntentId ?? null, campId: registration.campId };
    },
    { firestore },
  );
}

/** Runs `handle` on every registration `field` says is due by `now`, page by page; returns how many it acted on. */
async function sweepDue(firestore: Firestore, field: 'unpaidReminderAt' | 'unpaidHoldExpiresAt', now: Date, handle: (id: string) => Promise<Step>): Promise<number> {
  let done = 0;
  for (;;) {
    const due = await registrations(firestore).where(field, '<=', now.toISOString()).orderBy(field, 'asc').limit(SWEEP_BATCH).select().get();
    let changed = 0;
    for (const doc of due.docs) {
      const step = await handle(doc.id);
      if (step !== 'nothing') changed++;
      if (step === 'done') done++;
    }
    // Every step takes its registration out of the query; a full page that changed nothing would come back the same.
    if (due.size < SWEEP_BATCH || changed === 0) return done;
  }
}

/**
 * Sends the reminders that are due, then releases the seats whose hold ran
 * out (a seat released in the same sweep as its reminder is simply released:
 * a hold shorter than the sweep's interval). What the scheduled
 * `releaseUnpaidSeats` and the emulator-only endpoint run.
 */
export async function sweepUnpaidSeats(now: Date = new Date(), firestore: Firestore = db): Promise<UnpaidSweep> {
  const openPaymentIntents: string[] = [];
  const touched = new Set<string>();
  const reminded = await sweepDue(firestore, 'unpaidReminderAt', now, (id) => remind(firestore, id, now));
  const released = await sweepDue(firestore, 'unpaidHoldExpiresAt', now, async (id): Promise<Step> => {
    const outcome = await release(firestore, id, now);
    if (typeof outcome === 'string') return outcome;
    if (outcome.paymentIntentId) openPaymentIntents.push(outcome.paymentIntentId);
    touched.add(outcome.campId);
    return 'done';
  });
  // Each camp once: its settling offers the released seats to the first in line.
  for (const campId of touched) await settleCamp(campId, now, firestore);
  return { reminded, released, openPaymentIntents };
}
