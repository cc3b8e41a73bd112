/**
 * A camp's settling, after its registrations changed: seats left free go to
 * the first in line as offers (each in a small transaction of its own), the
 * places of those still Waiting are written 1, 2, 3… in join order, and the
 * counts the camp shows are counted afresh (aggregation queries, one read
 * per thousand registrations) and written to the camp.
 *
 * It runs at most once per time slot (SETTLE_SLOT_MS) per camp, however many
 * changes the slot saw: the change that claims a slot creates
 * campSettles/{campId}_{slot} (its only write) and runs the settling, at
 * once when the slot is under way and nobody settled in it yet, else when
 * the slot begins (after every change it covers); the others find the
 * document and wait for the camp's countsAt, which the settling writes
 * anyway, to reach the slot, or (a join) answer at once. So a crowd joining
 * writes the camp and each slot once a second at most, a change alone in
 * its second answers without waiting for the second to end, and every
 * change but a crowd's joins answers once the counts shown include it.
 */
import {
  COLLECTIONS,
  campCountsFrom,
  freeSeatNumbers,
  hasCapacity,
  offerDeadline,
  SETTLE_SLOT_MS,
  settleSlotAt,
  type Camp,
  type Registration,
} from '@campcare/domain';
import { Timestamp, type Firestore, type Query } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { grpcCode, GRPC } from '../firestore/grpc.ts';
import { runTransaction } from '../firestore/transactions.ts';
import { readLine, seatRef, takeSeat, takenSeatNumbers, type InLine } from './seatStore.ts';

/** How long a change waits for the settling that covers it before answering anyway (the next one will count it). */
const SETTLE_WAIT_MS = 15_000;
/** How long a slot's document is kept: long enough to outlast every change it covers, then Firestore's TTL policy deletes it. */
const SLOT_KEPT_MS = 24 * 60 * 60 * 1000;
/** Places written at once by one settling. */
const PLACES_AT_ONCE = 25;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** campSettles/{campId}_{slot}: written once, by the change that claims the slot's settling. */
export interface SettleSlot {
  campId: string;
  slot: number;
  /** The TTL field (firestore.indexes.json): Firestore deletes the document after this. */
  expireAt: Timestamp;
}

/** What a change waits for before it answers. */
export interface SettleWaiting {
  /**
   * false: when another change holds the settling that covers this one, answer
   * without waiting for it (a join: its answer, seated or its place in line,
   * is final without the counts; the settling counts it soon after).
   */
  waitForOthers?: boolean;
}

/**
 * Sees that the camp's settling covers a change committed before
 * `changedAt` (ms), and waits until it has: a slot's settling starts within
 * its second, after every change that claimed or found it. The change first
 * claims the slot under way; if no change had, it settles at once (nothing
 * else settles in this second). Otherwise a settling of this second may have
 * started before the change committed, so it claims the next slot and
 * settles when that begins, or finds it claimed and waits for it (unless
 * `waitForOthers` is false).
 */
export async function settleCampAfter(
  campId: string,
  changedAt: number = Date.now(),
  firestore: Firestore = db,
  { waitForOthers = true }: SettleWaiting = {},
): Promise<void> {
  const current = settleSlotAt(changedAt);
  if (await claimSlot(campId, current, firestore)) {
    await settleCamp(campId, new Date(), firestore);
    return;
  }
  const next = current + 1;
  const begins = next * SETTLE_SLOT_MS;
  if (await claimSlot(campId, next, firestore)) {
    const wait = begins - Date.now();
    if (wait > 0) await sleep(wait);
    await settleCamp(campId, new Date(), firestore);
    return;
  }
  // Another change runs the next slot's settling: its counts are on the camp once countsAt reaches the slot.
  if (waitForOthers) await campCountedSince(campId, begins, firestore);
}

/** Creates the slot's document: true if this change claimed the slot (it runs the settling), false if another did. */
async function claimSlot(campId: string, slot: number, firestore: Firestore): Promise<boolean> {
  const ref = firestore.collection(COLLECTIONS.campSettles).doc(`${campId}_${slot}`);
  const doc: SettleSlot = { campId, slot, expireAt: Timestamp.fromMillis(slot * SETTLE_SLOT_MS + SLOT_KEPT_MS) };
  try {
    await ref.create(doc);
    return true;
  } catch (error) {
    if (grpcCode(error) !== GRPC.ALREADY_EXISTS) throw error;
    return false;
  }
}

/**
 * Resolves once the camp's counts were counted at `since` (ms) or later, or
 * the camp is gone, or SETTLE_WAIT_MS passed (a settling that failed: the
 * next change's settling counts this one). One listener on the camp, which
 * hears the settling's own write, instead of reading it again and again.
 */
function campCountedSince(campId: string, since: number, firestore: Firestore): Promise<void> {
  return new Promise((resolve) => {
    let unsubscribe: (() => void) | null = null;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      unsubscribe?.();
      resolve();
    };
    const timer = setTimeout(finish, SETTLE_WAIT_MS);
    unsubscribe = firestore
      .collection(COLLECTIONS.camps)
      .doc(campId)
      .onSnapshot((snap) => {
        if (!snap.exists || ((snap.get('countsAt') as number | undefined) ?? 0) >= since) finish();
      }, finish);
    if (done) unsubscribe();
  });
}

/** One settling of the camp now (see above); what the migration and the sweeps run too. */
export async function settleCamp(campId: string, now: Date = new Date(), firestore: Firestore = db): Promise<void> {
  const countedFrom = Date.now();
  const campRef = firestore.collection(COLLECTIONS.camps).doc(campId);
  const snap = await campRef.get();
  if (!snap.exists) return;
  const camp = snap.data() as Camp;
  if (camp.seatsLaidOutAt) await offerFreeSeats(campId, camp, now, firestore);
  await writePlaces(await readLine(null, campId, firestore), firestore);
  const counts = await countCamp(campId, firestore);
  await runTransaction(
    async (tx) => {
      const current = await tx.get(campRef);
      if (!current.exists) return;
      // A settling that started later has written already: its counts are the newer.
      if (((current.get('countsAt') as number | undefined) ?? 0) > countedFrom) return;
      tx.update(campRef, { ...counts, countsAt: countedFrom });
    },
    { firestore },
  );
}

/** The counts the camp shows, counted from its registrations. */
async function countCamp(campId: string, firestore: Firestore) {
  const ofCamp = firestore.collection(COLLECTIONS.registrations).where('campId', '==', campId);
  const count = async (query: Query) => (await query.count().get()).data().count;
  const [all, waiting, offered, expired, refunded] = await Promise.all([
    count(ofCamp),
    count(ofCamp.where('waitlistStatus', '==', 'Waiting')),
    count(ofCamp.where('waitlistStatus', '==', 'Offered')),
    count(ofCamp.where('waitlistStatus', '==', 'Expired')),
    count(ofCamp.where('PaymentStatus', '==', 'Refunded')),
  ]);
  return campCountsFrom({ all, waiting, offered, expired, refunded });
}

/**
 * Hands every seat no registration holds to the first in line, oldest
 * join first: an offer they accept or let run out. A camp without a
 * capacity offers a seat to everyone in line (its limit was removed).
 */
async function offerFreeSeats(campId: string, camp: Camp, now: Date, firestore: Firestore): Promise<void> {
  const line = await readLine(null, campId, firestore);
  if (line.length === 0) return;
  if (!hasCapacity(camp)) {
    for (const entry of line) await offerSeat(campId, entry, null, now, firestore);
    return;
  }
  const free = freeSeatNumbers(camp.Capacity, await takenSeatNumbers(null, campId, firestore));
  for (let i = 0; i < Math.min(free.length, line.length); i++) await offerSeat(campId, line[i]!, free[i]!, now, firestore);
}

/** Offers seat `n` (null: a camp without capacity) to one Waiting registration, if both still are as read. */
async function offerSeat(campId: string, entry: InLine, n: number | null, now: Date, firestore: Firestore): Promise<boolean> {
  const campRef = firestore.collection(COLLECTIONS.camps).doc(campId);
  return runTransaction(
    async (tx) => {
      const [campSnap, snap, seat] = await Promise.all([
        tx.get(campRef),
        tx.get(entry.ref),
        n === null ? Promise.resolve(null) : tx.get(seatRef(campId, n, firestore)),
      ]);
      if (!campSnap.exists || !snap.exists) return false;
      const camp = campSnap.data() as Camp;
      if ((snap.data() as Registration).waitlistStatus !== 'Waiting') return false;
      if (n !== null && (seat?.exists || !hasCapacity(camp) || n >= camp.Capacity)) return false;
      if (n === null && hasCapacity(camp)) return false;
      const at = now.toISOString();
      const offer: Partial<Registration> = {
        waitlistStatus: 'Offered',
        waitlistPosition: null,
        offerExpiresAt: offerDeadline(now, camp.seatOfferHours),
        seatOfferedAt: at,
        updatedAt: at,
      };
      tx.update(entry.ref, offer);
      if (n !== null) takeSeat(tx, campId, n, entry.id, at, firestore);
      return true;
    },
    { firestore },
  ).catch((error: unknown) => {
    // The seat was taken between the read and the commit: the next settling finds another.
    if (grpcCode(error) === GRPC.ALREADY_EXISTS) return false;
    throw error;
  });
}

/** Writes 1, 2, 3… on the Waiting registrations whose stored place differs (one write each, only when it moved). */
async function writePlaces(line: InLine[], firestore: Firestore): Promise<void> {
  const moved = line.map((entry, i) => ({ entry, position: i + 1 })).filter(({ entry, position }) => entry.position !== position);
  const writePlace = async ({ entry, position }: (typeof moved)[number]) => {
    try {
      await runTransaction(
        async (tx) => {
          const snap = await tx.get(entry.ref);
          // Offered or gone meanwhile: it is no longer in line.
          if (!snap.exists || snap.get('waitlistStatus') !== 'Waiting') return;
          tx.update(entry.ref, { waitlistPosition: position });
        },
        { firestore },
      );
    } catch (error) {
      if (grpcCode(error) !== GRPC.NOT_FOUND) throw error;
    }
  };
  // A few at a time: a long line that all moved is hundreds of small transactions.
  for (let i = 0; i < moved.length; i += PLACES_AT_ONCE) await Promise.all(moved.slice(i, i + PLACES_AT_ONCE).map(writePlace));
}
