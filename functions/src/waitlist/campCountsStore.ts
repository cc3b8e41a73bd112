/**
 * The counts a camp's card and page show (ParticipantCount, seatsOffered,
 * waitlistCount), kept on the camp document as a summary of its
 * registrations: counted (aggregation queries, one read per 1,000 entries)
 * and written at most about once a second, however fast people join.
 *
 * Every registration change asks for a refresh. campCountRefreshes/{campId}
 * says when the next one is due: a change committed before that instant is
 * covered by it (the refresh counts after it), so it asks nothing more;
 * otherwise it books the next slot, one second after the last, waits for it
 * and counts. So the camp and its booking document are each written at most
 * once a second, and the last change of a burst is always counted.
 */
import { COLLECTIONS, type Camp } from '@campcare/domain';
import { AggregateField, type Firestore, type Query } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { grpcCode, GRPC } from '../firestore/grpc.ts';
import { runTransaction } from '../firestore/transactions.ts';

/** The least time between two refreshes of one camp's counts. */
export const COUNTS_REFRESH_MS = 1000;

export type CampCounts = Required<Pick<Camp, 'ParticipantCount' | 'seatsOffered' | 'waitlistCount'>>;

/**
 * The counts as the registrations say now: seated ones (neither on the
 * waiting list in any state nor refunded), open offers, people Waiting.
 */
export async function countCampRegistrations(campId: string, firestore: Firestore = db): Promise<CampCounts> {
  const ofCamp = firestore.collection(COLLECTIONS.registrations).where('campId', '==', campId);
  const count = async (query: Query) => (await query.aggregate({ n: AggregateField.count() }).get()).data().n;
  const [all, waitlisted, waiting, offered, refunded] = await Promise.all([
    count(ofCamp),
    count(ofCamp.where('waitlistStatus', 'in', ['Waiting', 'Offered', 'Expired'])),
    count(ofCamp.where('waitlistStatus', '==', 'Waiting')),
    count(ofCamp.where('waitlistStatus', '==', 'Offered')),
    // A waitlisted registration never paid, so none of these is counted twice.
    count(ofCamp.where('PaymentStatus', '==', 'Refunded')),
  ]);
  return { ParticipantCount: Math.max(0, all - waitlisted - refunded), seatsOffered: offered, waitlistCount: waiting };
}

/** Counts the camp's registrations now and writes the counts on the camp (nothing when the camp is gone). */
export async function refreshCampCountsNow(campId: string, firestore: Firestore = db): Promise<CampCounts | null> {
  const counts = await countCampRegistrations(campId, firestore);
  try {
    await firestore.collection(COLLECTIONS.camps).doc(campId).update({ ...counts, countsRefreshedAt: new Date().toISOString() });
  } catch (error) {
    if (grpcCode(error) === GRPC.NOT_FOUND) return null;
    throw error;
  }
  return counts;
}

/**
 * Makes sure the camp's counts are refreshed after a change committed at
 * `changedAt`: books the next refresh unless one due after the change is
 * already booked, and runs it when it is due. Resolves once the counts
 * include the change (or once another refresh has promised to).
 */
export async function refreshCampCountsAfter(campId: string, changedAt: Date, firestore: Firestore = db): Promise<void> {
  const bookingRef = firestore.collection(COLLECTIONS.campCountRefreshes).doc(campId);
  const covered = (dueAt: unknown) => typeof dueAt === 'string' && Date.parse(dueAt) > changedAt.getTime();
  // Most changes of a burst find a refresh already booked: a plain read, no transaction.
  if (covered((await bookingRef.get()).get('dueAt'))) return;
  const due = await runTransaction(
    async (tx) => {
      const booking = await tx.get(bookingRef);
      const dueAt = booking.get('dueAt') as string | undefined;
      if (covered(dueAt)) return null;
      const next = Math.max(Date.now(), (dueAt ? Date.parse(dueAt) : 0) + COUNTS_REFRESH_MS, changedAt.getTime() + 1);
      tx.set(bookingRef, { campId, dueAt: new Date(next).toISOString() });
      return next;
    },
    { firestore },
  );
  if (due === null) return;
  const wait = due - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  await refreshCampCountsNow(campId, firestore);
}
