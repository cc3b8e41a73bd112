/**
 * The seat ledger of one camp, inside a transaction: every change that frees
 * or takes a seat (a registration removed or refunded, an offer accepted or
 * run out, a capacity raised) reads the camp and, when people are waiting,
 * its line; then `settleSeats` writes the camp's counters, offers every free
 * seat to the first in line and renumbers those behind (positions stay
 * 1, 2, 3…). All of it commits with the change that caused it, so the
 * counters and the line never disagree.
 */
import { COLLECTIONS, holdsSeat, offerDeadline, planOffers, seatsLeft, type Camp, type Registration } from '@campcare/domain';
import type { DocumentReference, Firestore, Transaction } from 'firebase-admin/firestore';

export interface InLine {
  id: string;
  position: number;
  ref: DocumentReference;
}

/** The camp's Waiting registrations, read in the transaction (none read when its counter says nobody waits). */
export async function readLine(tx: Transaction, firestore: Firestore, campId: string, camp: Pick<Camp, 'waitlistCount'>): Promise<InLine[]> {
  if ((camp.waitlistCount ?? 0) <= 0) return [];
  const snap = await tx.get(
    firestore.collection(COLLECTIONS.registrations).where('campId', '==', campId).where('waitlistStatus', '==', 'Waiting'),
  );
  return snap.docs.map((doc) => ({
    id: doc.id,
    position: (doc.get('waitlistPosition') as number | undefined) ?? Number.MAX_SAFE_INTEGER,
    ref: doc.ref,
  }));
}

/** The counters after a change, before free seats are offered. */
export interface SeatCounts {
  ParticipantCount: number;
  seatsOffered: number;
}

/**
 * Writes the camp's counters and hands every free seat to the first in line.
 * `camp` is the camp as read (its Capacity and offer hours), `counts` the
 * counters after the change, `line` the Waiting registrations still in line.
 * Returns the ids that got an offer.
 */
export function settleSeats(
  tx: Transaction,
  campRef: DocumentReference,
  camp: Camp,
  counts: SeatCounts,
  line: InLine[],
  now: Date,
  extra: Record<string, unknown> = {},
): string[] {
  const free = seatsLeft({ ...camp, ...counts }) ?? line.length;
  const { offered, renumbered } = planOffers(line, free);
  const at = now.toISOString();
  const offerExpiresAt = offerDeadline(now, camp.seatOfferHours);
  for (const entry of offered) {
    const offer: Partial<Registration> = {
      waitlistStatus: 'Offered',
      waitlistPosition: null,
      offerExpiresAt,
      seatOfferedAt: at,
      updatedAt: at,
    };
    tx.update(entry.ref, offer);
  }
  for (const { entry, position } of renumbered) tx.update(entry.ref, { waitlistPosition: position, updatedAt: at });
  tx.update(campRef, {
    ParticipantCount: Math.max(0, counts.ParticipantCount),
    seatsOffered: Math.max(0, counts.seatsOffered) + offered.length,
    waitlistCount: line.length - offered.length,
    updatedAt: at,
    ...extra,
  });
  return offered.map((entry) => entry.id);
}

/** The camp's counters as read, with the defaults of a camp that never had a waiting list. */
export function countsOf(camp: Camp): SeatCounts {
  return { ParticipantCount: camp.ParticipantCount ?? 0, seatsOffered: camp.seatsOffered ?? 0 };
}

/**
 * The counters once this registration no longer holds what it held: a seat
 * (registered, not refunded) or an open offer. A Waiting or Expired one
 * held neither; the line it leaves is the caller's to filter.
 */
export function countsWithout(counts: SeatCounts, registration: Registration): SeatCounts {
  if (registration.waitlistStatus === 'Offered') return { ...counts, seatsOffered: counts.seatsOffered - 1 };
  if (holdsSeat(registration)) return { ...counts, ParticipantCount: counts.ParticipantCount - 1 };
  return counts;
}
