/**
 * Capacity and the waiting list: how many seats a camp has left, where a
 * registration stands in line, and what each waiting-list state allows.
 *
 * The states live on the registration (see `WaitlistStatus` in model.ts):
 *
 *   (join a full camp) ─► Waiting ─(a seat frees, first in line)─► Offered
 *   Offered ─(Accept seat before offerExpiresAt)─► seated (waitlistStatus null)
 *   Offered ─(offerExpiresAt passes)─► Expired (the seat goes to the next in line)
 *   Waiting / Offered / Expired ─(the participant leaves, an organizer deletes)─► gone
 *
 * A seat is held by every registration that is not waitlisted and not
 * refunded, plus every open offer; `ParticipantCount` counts the first kind,
 * `seatsOffered` the second, `waitlistCount` the people Waiting.
 */
import { DEFAULT_SEAT_OFFER_HOURS } from './constants.ts';
import type { PaymentStatus, WaitlistStatus } from './model.ts';

/** The camp figures seat decisions need (all but Capacity are server-maintained). */
export interface CampSeats {
  /** Absent or null: unlimited. */
  Capacity?: number | null;
  ParticipantCount: number;
  seatsOffered?: number;
  waitlistCount?: number;
}

/** One person in a camp's line, as its organizers see it (`GET /api/camps/{id}/waitlist`). */
export interface WaitlistEntry {
  _id: string;
  ParticipantName: string;
  ParticipantEmail: string;
  waitlistStatus: 'Offered' | 'Waiting';
  waitlistPosition: number | null;
  offerExpiresAt: string | null;
  seatOfferedAt: string | null;
  createdAt: string;
}

/** What a registration's waiting-list standing is made of. */
export interface WaitlistState {
  PaymentStatus: PaymentStatus;
  waitlistStatus?: WaitlistStatus | null;
  waitlistPosition?: number | null;
  offerExpiresAt?: string | null;
}

export function hasCapacity(camp: Pick<CampSeats, 'Capacity'>): camp is CampSeats & { Capacity: number } {
  return typeof camp.Capacity === 'number';
}

/** Seats held: registered participants plus open offers. */
export function seatsTaken(camp: CampSeats): number {
  return (camp.ParticipantCount ?? 0) + (camp.seatsOffered ?? 0);
}

/** Seats anyone may still take at once; null when the camp has no capacity limit. */
export function seatsLeft(camp: CampSeats): number | null {
  if (!hasCapacity(camp)) return null;
  return Math.max(0, camp.Capacity - seatsTaken(camp));
}

/** A new participant goes to the waiting list: no seat left. */
export function isCampFull(camp: CampSeats): boolean {
  return seatsLeft(camp) === 0;
}

/**
 * Why an organizer may not set this capacity (null: they may). A camp never
 * gets fewer seats than are already held, so nobody loses a seat they have.
 */
export function capacityProblem(capacity: number | null | undefined, camp: CampSeats | null): string | null {
  if (capacity === null || capacity === undefined || !camp) return null;
  const taken = seatsTaken(camp);
  if (capacity < taken) {
    return `Capacity cannot be below the ${taken} seat${taken === 1 ? '' : 's'} already taken.`;
  }
  return null;
}

/** Why a waitlisted registration is refused payment, confirmation and feedback (the API's 409 and the UI's hint). */
export const WAITLISTED_HOLDS_NO_SEAT = 'This registration is on the waiting list and holds no seat yet: accept an offered seat first.';

/** On the waiting list in any state: such a registration holds no seat and cannot pay, be confirmed or reviewed. */
export function isWaitlisted(r: Pick<WaitlistState, 'waitlistStatus'>): boolean {
  return r.waitlistStatus === 'Waiting' || r.waitlistStatus === 'Offered' || r.waitlistStatus === 'Expired';
}

/** Counted in ParticipantCount: registered (not waitlisted) and not refunded. */
export function holdsSeat(r: WaitlistState): boolean {
  return !isWaitlisted(r) && r.PaymentStatus !== 'Refunded';
}

/** The offer is open and not past its deadline. */
export function canAcceptSeat(r: WaitlistState, now: Date = new Date()): boolean {
  return r.waitlistStatus === 'Offered' && !!r.offerExpiresAt && Date.parse(r.offerExpiresAt) > now.getTime();
}

/** An open offer whose deadline has passed: the sweep passes its seat on. */
export function isOfferExpired(r: WaitlistState, now: Date = new Date()): boolean {
  return r.waitlistStatus === 'Offered' && (!r.offerExpiresAt || Date.parse(r.offerExpiresAt) <= now.getTime());
}

/** When an offer made now runs out. */
export function offerDeadline(now: Date, seatOfferHours: number | undefined): string {
  return new Date(now.getTime() + (seatOfferHours ?? DEFAULT_SEAT_OFFER_HOURS) * 3_600_000).toISOString();
}

/**
 * How a waiting list changes when seats free up: the first `free` people in
 * line (by position) get offers, and everyone behind them moves up so that
 * positions stay 1, 2, 3… Pure: the store writes what this returns.
 */
export function planOffers<T extends { id: string; position: number }>(
  waiting: readonly T[],
  free: number,
): { offered: T[]; renumbered: { entry: T; position: number }[] } {
  const inLine = [...waiting].sort((a, b) => a.position - b.position);
  const count = Math.max(0, Math.min(free, inLine.length));
  const offered = inLine.slice(0, count);
  const renumbered = inLine
    .slice(count)
    .map((entry, i) => ({ entry, position: i + 1 }))
    .filter(({ entry, position }) => entry.position !== position);
  return { offered, renumbered };
}
