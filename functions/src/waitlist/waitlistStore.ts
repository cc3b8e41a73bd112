/**
 * Firestore access for the waiting list: accepting an offered seat, passing
 * on the seats of offers that ran out, and a camp's line for its organizers.
 * Each change runs in one transaction with its registration and seat, then
 * waits for the camp's settling (campSettle.ts), which offers freed seats
 * to the line and counts the camp.
 */
import {
  canAcceptSeat,
  COLLECTIONS,
  compareInLine,
  isOfferExpired,
  unpaidHoldFields,
  type Camp,
  type Registration,
  type WaitlistEntry,
  type WaitlistStatus,
} from '@campcare/domain';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { ticketFieldFor } from '../checkin/ticketCodes.ts';
import { db } from '../firestore/firebase.ts';
import { runTransaction } from '../firestore/transactions.ts';
import { settleCamp, settleCampAfter } from '../seats/campSettleStore.ts';
import { lineKeyOf, releaseSeats, seatsOf } from '../seats/seatStore.ts';

const registrations = (firestore: Firestore) => firestore.collection(COLLECTIONS.registrations);
const camps = (firestore: Firestore) => firestore.collection(COLLECTIONS.camps);

/** Offers passed on per sweep; the next run (or the next page of this one) takes the rest. */
const SWEEP_BATCH = 100;

export type AcceptOutcome =
  | { kind: 'accepted' }
  | { kind: 'missing' }
  | { kind: 'not-yours' }
  | { kind: 'no-offer'; status: WaitlistStatus | null }
  | { kind: 'expired' }
  | { kind: 'camp-gone' };

/**
 * The participant takes the seat they were offered, before its deadline:
 * the registration holds the offer's seat from now on (waitlistStatus null,
 * still Unpaid or Free and Pending), and the camp counts it as a
 * participant instead of an open offer.
 */
export async function acceptSeatOffer(id: string, participantUid: string, now: Date = new Date()): Promise<AcceptOutcome> {
  const ref = registrations(db).doc(id);
  const outcome = await runTransaction(async (tx): Promise<AcceptOutcome & { campId?: string }> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { kind: 'missing' };
    const registration = snap.data() as Registration;
    if (registration.participantUid !== participantUid) return { kind: 'not-yours' };
    if (registration.waitlistStatus !== 'Offered') return { kind: 'no-offer', status: registration.waitlistStatus ?? null };
    if (!canAcceptSeat(registration, now)) return { kind: 'expired' };
    const campRef = camps(db).doc(registration.campId);
    const campSnap = await tx.get(campRef);
    if (!campSnap.exists) return { kind: 'camp-gone' };
    const camp = campSnap.data() as Camp;
    const at = now.toISOString();
    const accepted: Partial<Registration> = {
      waitlistStatus: null,
      waitlistPosition: null,
      offerExpiresAt: null,
      seatAcceptedAt: at,
      updatedAt: at,
      // A free seat may attend at once: its ticket comes with it (a paid one gets it with the payment).
      ...ticketFieldFor({ ...registration, waitlistStatus: null }, registration.campId, registration),
      // An unpaid seat is held from now, then released like any other.
      ...unpaidHoldFields({ ...registration, waitlistStatus: null }, camp, now),
    };
    tx.update(ref, accepted);
    return { kind: 'accepted', campId: registration.campId };
  });
  if (outcome.kind === 'accepted' && outcome.campId) await settleCampAfter(outcome.campId);
  const { campId: _campId, ...answer } = outcome;
  return answer as AcceptOutcome;
}

/**
 * One offer that ran out: the registration becomes Expired and its seat goes
 * to the next in line (or becomes free). Checked again in the transaction,
 * so an offer accepted meanwhile, or a second sweep, changes nothing.
 */
async function expireOffer(firestore: Firestore, id: string, now: Date): Promise<string | null> {
  const ref = registrations(firestore).doc(id);
  return runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return null;
      const registration = snap.data() as Registration;
      if (!isOfferExpired(registration, now)) return null;
      const seats = await seatsOf(tx, id, firestore);
      const at = now.toISOString();
      const expired: Partial<Registration> = { waitlistStatus: 'Expired', updatedAt: at };
      tx.update(ref, expired);
      releaseSeats(tx, seats);
      return registration.campId;
    },
    { firestore },
  );
}

/**
 * Passes on the seat of every offer whose deadline is past: what the
 * scheduled function runs every few minutes (and the emulator-only endpoint
 * runs at once). Returns how many offers expired.
 */
export async function sweepExpiredOffers(now: Date = new Date(), firestore: Firestore = db): Promise<number> {
  let expired = 0;
  for (;;) {
    const due = await registrations(firestore)
      .where('waitlistStatus', '==', 'Offered')
      .where('offerExpiresAt', '<=', now.toISOString())
      .orderBy('offerExpiresAt', 'asc')
      .limit(SWEEP_BATCH)
      .select()
      .get();
    let changed = 0;
    const touched = new Set<string>();
    for (const doc of due.docs) {
      const campId = await expireOffer(firestore, doc.id, now);
      if (campId === null) continue;
      changed++;
      touched.add(campId);
    }
    // Each camp once: its settling offers the seats passed on to the next in line.
    for (const campId of touched) await settleCamp(campId, now, firestore);
    expired += changed;
    // A full page that changed nothing would come back the same: stop rather than loop.
    if (due.size < SWEEP_BATCH || changed === 0) return expired;
  }
}

/**
 * The camp's waiting list in order: open offers first (oldest offer first),
 * then everyone Waiting in join order, with their places. Two equality queries (automatic
 * indexes), sorted here: a line is at most the people who joined one camp.
 * null when there is no such camp; `authorize` sees the camp first and may
 * throw (only its organizers see the line).
 */
export async function listWaitlist(campId: string, authorize: (camp: Camp) => void): Promise<WaitlistEntry[] | null> {
  const camp = await camps(db).doc(campId).get();
  if (!camp.exists) return null;
  authorize(camp.data() as Camp);
  const inState = (status: 'Offered' | 'Waiting') =>
    registrations(db).where('campId', '==', campId).where('waitlistStatus', '==', status).get();
  const [offered, waiting] = await Promise.all([inState('Offered'), inState('Waiting')]);
  const entry = (doc: QueryDocumentSnapshot): WaitlistEntry => {
    const r = doc.data() as Registration;
    return {
      _id: doc.id,
      ParticipantName: r.ParticipantName,
      ParticipantEmail: r.ParticipantEmail,
      waitlistStatus: r.waitlistStatus as 'Offered' | 'Waiting',
      waitlistPosition: r.waitlistPosition ?? null,
      offerExpiresAt: r.offerExpiresAt ?? null,
      seatOfferedAt: r.seatOfferedAt ?? null,
      createdAt: r.createdAt,
    };
  };
  return [
    ...offered.docs.map(entry).sort((a, b) => (a.seatOfferedAt ?? '').localeCompare(b.seatOfferedAt ?? '')),
    // Places as they are now: join order, counted here (the stored ones trail a change by up to a second).
    ...[...waiting.docs]
      .sort((a, b) => compareInLine({ id: a.id, lineKey: lineKeyOf(a) }, { id: b.id, lineKey: lineKeyOf(b) }))
      .map((doc, i) => ({ ...entry(doc), waitlistPosition: i + 1 })),
  ];
}
