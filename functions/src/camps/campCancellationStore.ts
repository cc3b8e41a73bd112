/**
 * Firestore access for a camp's cancellation job (campCancellations/{campId}):
 * its registrations page by page, each marked as belonging to a cancelled
 * camp, and the job's progress. Every write is safe to repeat.
 */
import { COLLECTIONS, type CampCancellationJob, type Registration } from '@campcare/domain';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../firestore/transactions.ts';

/** What one batch did, added to the job's figures. */
export interface BatchTally {
  registrations: number;
  refunded: number;
  refundedCents: number;
  cancelledPayments: number;
  failures: number;
}

/** Marks the registration as belonging to a cancelled camp (once) and returns it as it was read; null when it is gone. */
export function markCampCancelled(db: Firestore, registrationId: string): Promise<Registration | null> {
  const ref = db.collection(COLLECTIONS.registrations).doc(registrationId);
  return runTransaction(
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
}

export async function readCancellationJob(db: Firestore, campId: string): Promise<CampCancellationJob | null> {
  const snap = await db.collection(COLLECTIONS.campCancellations).doc(campId).get();
  return snap.exists ? (snap.data() as CampCancellationJob) : null;
}

/** The ids of the camp's next `limit` registrations after `afterId`, in id order. */
export async function registrationIdsAfter(db: Firestore, campId: string, afterId: string | null, limit: number): Promise<string[]> {
  let query = db.collection(COLLECTIONS.registrations).where('campId', '==', campId).orderBy(FieldPath.documentId()).limit(limit);
  if (afterId) query = query.startAfter(afterId);
  return (await query.get()).docs.map((doc) => doc.id);
}

/**
 * Adds one batch's figures to the job and moves it on to `last` ('done' with
 * `done`). A batch the job already counted (a redelivered event: the job is
 * no longer at `startedAfter`) changes nothing. Returns the job as it is now.
 */
export function recordCancellationBatch(
  db: Firestore,
  campId: string,
  batch: { startedAfter: string | null; last: string | null; done: boolean; tally: BatchTally },
): Promise<CampCancellationJob> {
  const jobRef = db.collection(COLLECTIONS.campCancellations).doc(campId);
  const { tally } = batch;
  return runTransaction(
    async (tx) => {
      const current = (await tx.get(jobRef)).data() as CampCancellationJob;
      if (current.status === 'done' || current.lastRegistrationId !== batch.startedAfter) return current;
      const now = new Date().toISOString();
      const next: CampCancellationJob = {
        ...current,
        lastRegistrationId: batch.last,
        registrations: current.registrations + tally.registrations,
        refunded: current.refunded + tally.refunded,
        refundedCents: current.refundedCents + tally.refundedCents,
        cancelledPayments: current.cancelledPayments + tally.cancelledPayments,
        failures: current.failures + tally.failures,
        status: batch.done ? 'done' : 'running',
        updatedAt: now,
        finishedAt: batch.done ? now : null,
      };
      tx.set(jobRef, next);
      return next;
    },
    { firestore: db },
  );
}
