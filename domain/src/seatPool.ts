/**
 * The pool of a camp's free seats, spread over small shard documents so
 * that a burst of joins does not queue on one document: Firestore sustains
 * about one write per second per document, and contended transactions on
 * one document abort one another. A join takes a seat from one shard
 * (picked at random among those with seats left); a seat that frees with
 * nobody waiting goes back to a shard. Few seats per shard bounds how often
 * any one shard is written while a camp fills.
 *
 * The waiting list needs no shared counter: each Waiting registration's
 * place comes from its own join time (createdAt, then its id for joins in
 * the same millisecond), and positions 1, 2, 3… are computed when shown.
 *
 * The counts shown on cards (ParticipantCount, seatsOffered,
 * waitlistCount) are a summary on the camp document, counted from the
 * registrations and refreshed at most about once a second (campCounts).
 */

import { holdsSeat, type WaitlistState } from './waitlist.ts';

/** Seats per shard: a camp filling up writes each shard at most this many times. */
export const SEATS_PER_SHARD = 5;
/** Shards at most: a very large camp gets fuller shards rather than thousands of documents. */
export const MAX_SEAT_SHARDS = 200;

/** camps/{campId}/seatPool/{shardId}: some of the camp's free seats. */
export interface SeatShard {
  /** 0, 1, 2…: a join starts looking at a random one. */
  index: number;
  /** Free seats in this shard. */
  free: number;
  /** free > 0, for the query that finds a shard with seats left. */
  open: boolean;
}

/** The id of shard `index`: zero-padded, so ids sort like indexes. */
export function seatShardId(index: number): string {
  return String(index).padStart(3, '0');
}

/** How many shards a camp of this capacity has. */
export function seatShardCount(capacity: number): number {
  return Math.max(1, Math.min(MAX_SEAT_SHARDS, Math.ceil(capacity / SEATS_PER_SHARD)));
}

/** `free` seats spread evenly over `shards` shards (the first ones get one more when it does not divide). */
export function spreadSeats(free: number, shards: number): number[] {
  const each = Math.floor(Math.max(0, free) / shards);
  const extra = Math.max(0, free) - each * shards;
  return Array.from({ length: shards }, (_, i) => each + (i < extra ? 1 : 0));
}

/**
 * Takes `count` seats out of the shards' free seats, fullest shards first
 * (so the pool stays even); returns each changed shard's new free count by
 * index, or null when fewer than `count` seats are free.
 */
export function takeSeats(shards: readonly Pick<SeatShard, 'index' | 'free'>[], count: number): Map<number, number> | null {
  const total = shards.reduce((sum, s) => sum + s.free, 0);
  if (count > total) return null;
  const left = new Map(shards.map((s) => [s.index, s.free]));
  const changed = new Map<number, number>();
  for (let taken = 0; taken < count; taken++) {
    let fullest = -1;
    for (const [index, free] of left) if (fullest < 0 || free > left.get(fullest)!) fullest = index;
    left.set(fullest, left.get(fullest)! - 1);
    changed.set(fullest, left.get(fullest)!);
  }
  return changed;
}

/** What orders a waiting list: join time, then id. */
export interface InLineOrder {
  id: string;
  createdAt: string;
}

/** Earlier joiners first; the id settles joins of the same millisecond, so the order is total. */
export function compareInLine(a: InLineOrder, b: InLineOrder): number {
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Seats held by these registrations: seated ones and open offers. */
export function seatsHeldBy(registrations: readonly WaitlistState[]): number {
  return registrations.filter((r) => holdsSeat(r) || r.waitlistStatus === 'Offered').length;
}

/** The counts a camp shows, counted from its registrations (what the summary on the camp must equal). */
export function countSeats(registrations: readonly WaitlistState[]): { ParticipantCount: number; seatsOffered: number; waitlistCount: number } {
  return {
    ParticipantCount: registrations.filter(holdsSeat).length,
    seatsOffered: registrations.filter((r) => r.waitlistStatus === 'Offered').length,
    waitlistCount: registrations.filter((r) => r.waitlistStatus === 'Waiting').length,
  };
}
