/**
 * A camp's seats and line in Firestore (the model: domain/src/seatPool.ts).
 * A join takes one seat from one shard of the camp's pool, or joins the
 * line, which is every Waiting registration in join-time order. A change
 * that frees seats (a cancellation, a refund, an offer run out, an unpaid
 * seat released, a larger capacity) hands them to the first in line as
 * offers and puts the rest back in the pool, in the same transaction as the
 * change. No join writes the camp document, whose counts are a summary
 * (campCounts.ts).
 */
import {
  COLLECTIONS,
  compareInLine,
  hasCapacity,
  holdsSeat,
  offerDeadline,
  seatsHeldBy,
  seatShardCount,
  seatShardId,
  spreadSeats,
  takeSeats,
  type Camp,
  type Registration,
  type SeatShard,
} from '@campcare/domain';
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { runTransaction } from '../firestore/transactions.ts';

export const seatPoolOf = (campId: string, firestore: Firestore = db) =>
  firestore.collection(COLLECTIONS.camps).doc(campId).collection(COLLECTIONS.seatPool);

/** Whether the camp's seats are counted in a pool (every camp with a capacity, once laid out). */
export function hasSeatPool(camp: Camp): boolean {
  return hasCapacity(camp) && typeof camp.seatPoolShards === 'number' && camp.seatPoolShards > 0;
}

/**
 * Writes a fresh pool for the camp in the transaction: its capacity less the
 * seats `held`, spread over its shards; shards of an older, larger pool are
 * deleted. Returns the camp fields to write with it.
 */
export function layOutSeatPool(tx: Transaction, campId: string, capacity: number, held: number, previousShards: number, firestore: Firestore = db): Partial<Camp> {
  const shards = seatShardCount(capacity);
  const free = spreadSeats(capacity - held, shards);
  const pool = seatPoolOf(campId, firestore);
  free.forEach((seats, index) => {
    const shard: SeatShard = { index, free: seats, open: seats > 0 };
    tx.set(pool.doc(seatShardId(index)), shard);
  });
  for (let index = shards; index < previousShards; index++) tx.delete(pool.doc(seatShardId(index)));
  return { seatPoolShards: shards };
}

/** Deletes the camp's pool in the transaction (its capacity was removed); returns the camp fields to write with it. */
export function removeSeatPool(tx: Transaction, campId: string, previousShards: number, firestore: Firestore = db): Record<string, unknown> {
  const pool = seatPoolOf(campId, firestore);
  for (let index = 0; index < previousShards; index++) tx.delete(pool.doc(seatShardId(index)));
  return { seatPoolShards: FieldValue.delete() };
}

/**
 * Lays out the pool of a camp with a capacity that has none yet (a camp
 * from before pools, or one written straight to Firestore), counting the
 * seats its registrations hold. Does nothing when it has one, or no capacity.
 * Returns whether it laid one out.
 */
export async function ensureSeatPool(campId: string, firestore: Firestore = db): Promise<boolean> {
  const campRef = firestore.collection(COLLECTIONS.camps).doc(campId);
  const first = await campRef.get();
  if (!first.exists || !needsSeatPool(first.data() as Camp)) return false;
  return runTransaction(
    async (tx) => {
      const snap = await tx.get(campRef);
      if (!snap.exists) return false;
      const camp = snap.data() as Camp;
      if (!needsSeatPool(camp)) return false;
      const registrations = await tx.get(firestore.collection(COLLECTIONS.registrations).where('campId', '==', campId));
      const held = seatsHeldBy(registrations.docs.map((d) => d.data() as Registration));
      tx.update(campRef, layOutSeatPool(tx, campId, camp.Capacity as number, held, 0, firestore));
      return true;
    },
    { firestore },
  );
}

function needsSeatPool(camp: Camp): boolean {
  return hasCapacity(camp) && !hasSeatPool(camp);
}

/**
 * A shard that had seats left a moment ago, found without a transaction
 * (the join's transaction reads it again): the first open one from a random
 * index on, so concurrent joins spread over the shards. null: none open.
 */
export async function findOpenShard(campId: string, shards: number): Promise<DocumentReference | null> {
  const pool = seatPoolOf(campId);
  const start = Math.floor(Math.random() * shards);
  const from = await pool.where('open', '==', true).where('index', '>=', start).orderBy('index').limit(1).select().get();
  if (!from.empty) return from.docs[0]!.ref;
  const before = await pool.where('open', '==', true).where('index', '<', start).orderBy('index').limit(1).select().get();
  return before.empty ? null : before.docs[0]!.ref;
}

/** In a join's transaction: whether any shard has a seat left (read so that a seat freed meanwhile is seen). */
export async function anyShardOpen(tx: Transaction, campId: string): Promise<boolean> {
  const open = await tx.get(seatPoolOf(campId).where('open', '==', true).limit(1).select());
  return !open.empty;
}

/** Takes one seat from a shard read in the transaction; false when it has none left. */
export function takeSeatFrom(tx: Transaction, shard: DocumentSnapshot): boolean {
  const free = (shard.get('free') as number | undefined) ?? 0;
  if (!shard.exists || free <= 0) return false;
  tx.update(shard.ref, { free: free - 1, open: free - 1 > 0 });
  return true;
}

export interface InLine {
  id: string;
  createdAt: string;
  ref: DocumentReference;
}

/** What a seat-freeing change reads before it writes: the line in order, and a shard to put seats back in. */
export interface SeatContext {
  campId: string;
  camp: Camp;
  line: InLine[];
  /** A shard of the pool, read in the transaction (null: the camp has no pool). */
  shard: DocumentSnapshot | null;
}

/** The camp's Waiting registrations in join order, read in the transaction. */
export async function readLine(tx: Transaction, campId: string, firestore: Firestore = db): Promise<InLine[]> {
  const snap = await tx.get(firestore.collection(COLLECTIONS.registrations).where('campId', '==', campId).where('waitlistStatus', '==', 'Waiting'));
  return snap.docs
    .map((doc) => ({ id: doc.id, createdAt: (doc.get('createdAt') as string | undefined) ?? '', ref: doc.ref }))
    .sort(compareInLine);
}

/** Reads, in the transaction, what settleFreedSeats needs; `without` leaves a registration out of the line (it is going). */
export async function readSeatContext(tx: Transaction, campId: string, camp: Camp, without: string | null = null, firestore: Firestore = db): Promise<SeatContext> {
  const pooled = hasSeatPool(camp);
  const [line, shard] = await Promise.all([
    readLine(tx, campId, firestore),
    pooled ? tx.get(seatPoolOf(campId, firestore).doc(seatShardId(Math.floor(Math.random() * (camp.seatPoolShards as number))))) : Promise.resolve(null),
  ]);
  return { campId, camp, line: line.filter((entry) => entry.id !== without), shard };
}

/**
 * Hands `freed` seats to the first in line as offers and puts the rest
 * back in the pool. A camp without capacity has no seats to hand out: its
 * line is empty. Returns the ids that got an offer.
 */
export function settleFreedSeats(tx: Transaction, context: SeatContext, freed: number, now: Date): string[] {
  if (freed <= 0 || !hasCapacity(context.camp)) return [];
  const offered = context.line.slice(0, freed);
  const at = now.toISOString();
  const offerExpiresAt = offerDeadline(now, context.camp.seatOfferHours);
  for (const entry of offered) {
    const offer: Partial<Registration> = { waitlistStatus: 'Offered', waitlistPosition: null, offerExpiresAt, seatOfferedAt: at, updatedAt: at };
    tx.update(entry.ref, offer);
  }
  const back = freed - offered.length;
  if (back > 0 && context.shard?.exists) {
    const free = ((context.shard.get('free') as number | undefined) ?? 0) + back;
    tx.update(context.shard.ref, { free, open: true });
  }
  return offered.map((entry) => entry.id);
}

/** Seats a registration gives back when it goes or stops holding one: 1 for a seat or an open offer. */
export function seatsFreedBy(registration: Registration): number {
  return holdsSeat(registration) || registration.waitlistStatus === 'Offered' ? 1 : 0;
}

/** Every shard of the pool, read in the transaction (a capacity change needs the free seats of all). */
export async function readPool(tx: Transaction, campId: string, camp: Camp, firestore: Firestore = db): Promise<DocumentSnapshot[]> {
  if (!hasSeatPool(camp)) return [];
  const pool = seatPoolOf(campId, firestore);
  const refs = Array.from({ length: camp.seatPoolShards as number }, (_, i) => pool.doc(seatShardId(i)));
  return tx.getAll(...refs);
}

/** Free seats in a pool read with readPool. */
export function freeSeatsIn(pool: readonly DocumentSnapshot[]): number {
  return pool.reduce((sum, shard) => sum + ((shard.get('free') as number | undefined) ?? 0), 0);
}

/** Takes `count` seats out of a pool read with readPool; false when fewer are free. */
export function removeSeats(tx: Transaction, pool: readonly DocumentSnapshot[], count: number): boolean {
  const byIndex = new Map(pool.map((shard) => [(shard.get('index') as number | undefined) ?? -1, shard]));
  const changed = takeSeats(
    pool.map((shard) => ({ index: (shard.get('index') as number | undefined) ?? -1, free: (shard.get('free') as number | undefined) ?? 0 })),
    count,
  );
  if (!changed) return false;
  for (const [index, free] of changed) tx.update(byIndex.get(index)!.ref, { free, open: free > 0 });
  return true;
}

/** The registration's place in its camp's line (1 = next), null when it is not Waiting. */
export async function linePosition(registration: Pick<Registration, 'campId' | 'waitlistStatus' | 'createdAt'>, id: string): Promise<number | null> {
  if (registration.waitlistStatus !== 'Waiting') return null;
  const waiting = db.collection(COLLECTIONS.registrations).where('campId', '==', registration.campId).where('waitlistStatus', '==', 'Waiting');
  const [earlier, sameTime] = await Promise.all([
    waiting.where('createdAt', '<', registration.createdAt).count().get(),
    waiting.where('createdAt', '==', registration.createdAt).select().get(),
  ]);
  const tiedAhead = sameTime.docs.filter((doc) => doc.id < id).length;
  return earlier.data().count + tiedAhead + 1;
}
