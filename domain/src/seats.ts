/**
 * How a camp's seats and line are kept so that a crowd joining at once does
 * not queue on one document (Firestore sustains about one write per second
 * per document, and contended transactions abort one another):
 *
 * - each held seat is its own document, seats/{campId}_{n} with n from 0 to
 *   Capacity - 1, naming the registration that holds it (seated, or an
 *   open offer). A join claims one number picked at random by creating its
 *   document; a number already taken sends it to another. Nothing else is
 *   written to take a seat, so joins of one camp write different documents.
 * - each person's registration for a camp is marked by
 *   campPeople/{campId}_{person key}, created with it, so a second one for
 *   the same person is refused by reading one document, not a query.
 * - the waiting list is every Waiting registration in the order of its own
 *   join time as the database committed it (lineAt, a server timestamp, then
 *   its id): no shared counter. Once a join has committed, every join ahead
 *   of it has too, so the place counted for its answer is final. Places
 *   1, 2, 3… are computed from that order.
 * - the counts a camp shows (ParticipantCount, seatsOffered, waitlistCount)
 *   are a summary on the camp, counted from the registrations by the camp's
 *   settling (at most once per SETTLE_SLOT_MS), which also hands seats left
 *   free to the first in line and writes their places.
 */

/** The settling of one camp runs at most once per this many milliseconds. */
export const SETTLE_SLOT_MS = 1000;

/** seats/{id}: the seat numbered `n` of camp `campId`. */
export function seatDocId(campId: string, n: number): string {
  return `${campId}_${n}`;
}

/** campPeople/{id}: the mark that this person holds a registration for this camp (person keys hold no slash). */
export function campPersonDocId(campId: string, personKey: string): string {
  return `${campId}_${personKey}`;
}

/** seats/{campId}_{n}: one held seat. */
export interface Seat {
  campId: string;
  n: number;
  /** The registration holding it: seated, or offered it. */
  registrationId: string;
  takenAt: string;
}

/** campPeople/{campId}_{personKey}: who holds the person's registration for the camp. */
export interface CampPerson {
  campId: string;
  personKey: string;
  registrationId: string;
}

/** What orders a waiting list: a key of the join time that sorts as text (lineKey), then the id. */
export interface InLineOrder {
  id: string;
  lineKey: string;
}

/** Earlier joiners first; the id settles joins of the same instant, so the order is total. */
export function compareInLine(a: InLineOrder, b: InLineOrder): number {
  if (a.lineKey !== b.lineKey) return a.lineKey < b.lineKey ? -1 : 1;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** A join time as text that sorts like the time: seconds and nanoseconds since the epoch, zero-padded. */
export function lineKey(seconds: number, nanoseconds: number): string {
  return `${String(seconds).padStart(12, '0')}.${String(nanoseconds).padStart(9, '0')}`;
}

/** The numbers of a camp of `capacity` seats not among `taken`. */
export function freeSeatNumbers(capacity: number, taken: Iterable<number>): number[] {
  const held = new Set(taken);
  const free: number[] = [];
  for (let n = 0; n < capacity; n++) if (!held.has(n)) free.push(n);
  return free;
}

/** The time slot under way at `at` (ms): slot k is the k-th SETTLE_SLOT_MS since the epoch, and its settling starts within it. */
export function settleSlotAt(at: number): number {
  return Math.floor(at / SETTLE_SLOT_MS);
}

/** Tallies of a camp's registrations, as counted by aggregation queries. */
export interface RegistrationTallies {
  all: number;
  waiting: number;
  offered: number;
  expired: number;
  refunded: number;
}

/**
 * The counts a camp shows, from its registrations' tallies: a seat is held
 * by every registration not on the waiting list and not refunded (holdsSeat),
 * an offer by every Offered one, the line is every Waiting one.
 */
export function campCountsFrom(t: RegistrationTallies): { ParticipantCount: number; seatsOffered: number; waitlistCount: number } {
  return {
    ParticipantCount: Math.max(0, t.all - t.waiting - t.offered - t.expired - t.refunded),
    seatsOffered: t.offered,
    waitlistCount: t.waiting,
  };
}
