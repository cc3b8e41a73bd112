/**
 * A camp's held seats and its people as documents (the model:
 * domain/src/seats.ts). Joins take a seat by creating one seat document;
 * every change that frees one (a cancellation, a refund, an offer run out,
 * an unpaid seat released) deletes it in the transaction of that change,
 * and the camp's settling (campSettle.ts) then offers the seats left free
 * to the first in line. Only the functions read these documents.
 */
import {
  campPersonDocId,
  COLLECTIONS,
  compareInLine,
  freeSeatNumbers,
  hasCapacity,
  holdsSeat,
  lineKey,
  seatDocId,
  type Camp,
  type CampPerson,
  type Registration,
  type Seat,
} from '@campcare/domain';
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { runTransaction } from '../firestore/transactions.ts';

export const seatsCollection = (firestore: Firestore = db) => firestore.collection(COLLECTIONS.seats);
export const campPeopleCollection = (firestore: Firestore = db) => firestore.collection(COLLECTIONS.campPeople);

export const seatRef = (campId: string, n: number, firestore: Firestore = db) => seatsCollection(firestore).doc(seatDocId(campId, n));
export const campPersonRef = (campId: string, personKey: string, firestore: Firestore = db) =>
  campPeopleCollection(firestore).doc(campPersonDocId(campId, personKey));

export interface InLine {
  id: string;
  lineKey: string;
  position: number | null;
  ref: DocumentReference;
}

/** The key a registration's place in line sorts by: its lineAt, or for one from before lineAt, its createdAt. */
export function lineKeyOf(doc: DocumentSnapshot): string {
  const at = doc.get('lineAt') as Timestamp | undefined;
  if (at instanceof Timestamp) return lineKey(at.seconds, at.nanoseconds);
  const ms = Date.parse((doc.get('createdAt') as string | undefined) ?? '') || 0;
  return lineKey(Math.floor(ms / 1000), (ms % 1000) * 1_000_000);
}

/** The camp's Waiting registrations in join order (in the transaction when one is given). */
export async function readLine(tx: Transaction | null, campId: string, firestore: Firestore = db): Promise<InLine[]> {
  const query = firestore.collection(COLLECTIONS.registrations).where('campId', '==', campId).where('waitlistStatus', '==', 'Waiting');
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs
    .map((doc) => ({
      id: doc.id,
      lineKey: lineKeyOf(doc),
      position: (doc.get('waitlistPosition') as number | null | undefined) ?? null,
      ref: doc.ref,
    }))
    .sort(compareInLine);
}

/** The numbers of the camp's held seats (in the transaction when one is given). */
export async function takenSeatNumbers(tx: Transaction | null, campId: string, firestore: Firestore = db): Promise<number[]> {
  const query = seatsCollection(firestore).where('campId', '==', campId).select('n');
  const snap = tx ? await tx.get(query) : await query.get();
  return snap.docs.map((doc) => doc.get('n') as number);
}

/** The seat documents a registration holds, read in the transaction (one, or none). */
export async function seatsOf(tx: Transaction, registrationId: string, firestore: Firestore = db): Promise<DocumentSnapshot[]> {
  const snap = await tx.get(seatsCollection(firestore).where('registrationId', '==', registrationId));
  return snap.docs;
}

/** Writes seat `n` of the camp for a registration, in the transaction (create: a number taken meanwhile fails it). */
export function takeSeat(tx: Transaction, campId: string, n: number, registrationId: string, at: string, firestore: Firestore = db): void {
  const seat: Seat = { campId, n, registrationId, takenAt: at };
  tx.create(seatRef(campId, n, firestore), seat);
}

/** Marks the person as holding this registration for the camp, in the transaction. */
export function markPerson(tx: Transaction, campId: string, personKey: string, registrationId: string, firestore: Firestore = db): void {
  const person: CampPerson = { campId, personKey, registrationId };
  tx.set(campPersonRef(campId, personKey, firestore), person);
}

/**
 * In the transaction of a registration's deletion: its person may register
 * again, and the seat it held (if any) is free for the camp's settling to
 * offer. Give the seats read with seatsOf.
 */
export function releaseRegistration(tx: Transaction, registration: Registration, seats: DocumentSnapshot[], firestore: Firestore = db): void {
  if (registration.personKey) {
    tx.delete(campPersonRef(registration.campId, registration.personKey, firestore));
  }
  releaseSeats(tx, seats);
}

/** Frees the seats read with seatsOf, in the transaction (the registration no longer holds one). */
export function releaseSeats(tx: Transaction, seats: DocumentSnapshot[]): void {
  for (const seat of seats) tx.delete(seat.ref);
}

/**
 * Writes the seats and people of a camp from before they were documents
 * (its first join, or the migration, calls this): every registration marks
 * its person, and every seat it holds (seated or an open offer) gets a seat
 * number. In one transaction with the camp, which is marked laid out, so a
 * join meanwhile either waits for it or is counted in it. Returns whether it
 * wrote anything (false: laid out already, or no such camp).
 */
export async function ensureSeatsLaidOut(campId: string, firestore: Firestore = db): Promise<boolean> {
  const campRef = firestore.collection(COLLECTIONS.camps).doc(campId);
  return runTransaction(
    async (tx) => {
      const snap = await tx.get(campRef);
      if (!snap.exists) return false;
      const camp = snap.data() as Camp;
      if (camp.seatsLaidOutAt) return false;
      const registrations = await tx.get(firestore.collection(COLLECTIONS.registrations).where('campId', '==', campId));
      const seated = hasCapacity(camp) ? await takenSeatNumbers(tx, campId, firestore) : [];
      const now = new Date().toISOString();
      const free = hasCapacity(camp) ? freeSeatNumbers(Math.max(camp.Capacity, registrations.size), seated) : [];
      const seatedIds = new Set<string>();
      if (hasCapacity(camp)) {
        const seatDocs = await tx.get(seatsCollection(firestore).where('campId', '==', campId));
        for (const doc of seatDocs.docs) seatedIds.add(doc.get('registrationId') as string);
      }
      for (const doc of registrations.docs) {
        const registration = doc.data() as Registration;
        if (registration.personKey) markPerson(tx, campId, registration.personKey, doc.id, firestore);
        // The line is ordered by lineAt: one from before keeps its join time.
        if (registration.waitlistStatus === 'Waiting' && !(doc.get('lineAt') instanceof Timestamp)) {
          tx.update(doc.ref, { lineAt: Timestamp.fromMillis(Date.parse(registration.createdAt) || 0) });
        }
        const holds = holdsSeat(registration) || registration.waitlistStatus === 'Offered';
        if (hasCapacity(camp) && holds && !seatedIds.has(doc.id)) takeSeat(tx, campId, free.shift()!, doc.id, now, firestore);
      }
      tx.update(campRef, { seatsLaidOutAt: now });
      return true;
    },
    { firestore },
  );
}
