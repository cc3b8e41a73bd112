/**
 * Firestore access for payments: the registration being paid and the
 * PaymentIntent it remembers, bookings (written with the registration they
 * pay for; refunded and disputed), and donations with their thank-you mail.
 * Every change is safe to apply twice.
 */
import {
  canPay,
  COLLECTIONS,
  holdsSeat,
  type Booking,
  type Donation,
  type MailDocument,
  type Registration,
} from '@campcare/domain';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { grpcCode, GRPC } from '../firestore/grpc.ts';
import { runTransaction } from '../firestore/transactions.ts';
import { settleCampAfter } from '../seats/campSettleStore.ts';
import { releaseSeats, seatsOf } from '../seats/seatStore.ts';

const registrations = (db: Firestore) => db.collection(COLLECTIONS.registrations);
const bookings = (db: Firestore) => db.collection(COLLECTIONS.bookings);

export type BookingWithId = Booking & { _id: string };

/** The registration as it is now (null: there is none). */
export async function registrationToPay(db: Firestore, registrationId: string): Promise<Registration | null> {
  const snapshot = await registrations(db).doc(registrationId).get();
  return snapshot.exists ? (snapshot.data() as Registration) : null;
}

/**
 * Makes the registration remember its open PaymentIntent, if it can still be
 * paid. False: it was cancelled or paid meanwhile, and the intent must never
 * be paid.
 */
export function rememberPaymentIntent(db: Firestore, registrationId: string, paymentIntentId: string): Promise<boolean> {
  const ref = registrations(db).doc(registrationId);
  return runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists || !canPay(snap.data() as Registration)) return false;
      tx.update(ref, { paymentIntentId });
      return true;
    },
    { firestore: db },
  );
}

/** The booking already written for this PaymentIntent, if any. */
export async function bookingOf(db: Firestore, paymentIntentId: string): Promise<BookingWithId | null> {
  const snap = await bookings(db).doc(paymentIntentId).get();
  return snap.exists ? { ...(snap.data() as Booking), _id: paymentIntentId } : null;
}

/** The bookings of one registration (normally one). */
export async function bookingsOfRegistration(db: Firestore, registrationId: string) {
  return (await bookings(db).where('registrationId', '==', registrationId).get()).docs;
}

export type BookingWrite =
  | { kind: 'booked'; booking: BookingWithId; created: boolean }
  /** Nothing written: the reason the payment cannot be kept for this registration. */
  | { kind: 'refuse'; reason: string };

/**
 * In one transaction: bookings/{paymentIntentId} already there is answered as
 * it is; else `decide` sees the registration as it is now (null: gone) and
 * either refuses with a reason or gives the booking to create and the
 * registration's update, both written together.
 */
export function writeBooking(
  db: Firestore,
  paymentIntentId: string,
  registrationId: string,
  decide: (registration: Registration | null, now: string) => { refuse: string } | { booking: Booking; registrationUpdate: Partial<Registration> },
): Promise<BookingWrite> {
  const bookingRef = bookings(db).doc(paymentIntentId);
  const registrationRef = registrations(db).doc(registrationId);
  return runTransaction(
    async (tx): Promise<BookingWrite> => {
      const [bookingSnap, registrationSnap] = await Promise.all([tx.get(bookingRef), tx.get(registrationRef)]);
      if (bookingSnap.exists) return { kind: 'booked', booking: { ...(bookingSnap.data() as Booking), _id: paymentIntentId }, created: false };
      const now = new Date().toISOString();
      const decision = decide(registrationSnap.exists ? (registrationSnap.data() as Registration) : null, now);
      if ('refuse' in decision) return { kind: 'refuse', reason: decision.refuse };
      tx.update(registrationRef, { ...decision.registrationUpdate, updatedAt: now });
      tx.create(bookingRef, decision.booking);
      return { kind: 'booked', booking: { ...decision.booking, _id: paymentIntentId }, created: true };
    },
    // Booking and webhook often arrive together; give the loser of a race room to retry and find the booking.
    { maxAttempts: 10, firestore: db },
  );
}

/**
 * Reads a booking and the registration it paid for in one transaction and
 * lets `change` update them; false when there is no booking with this id.
 */
function changeBooking(
  db: Firestore,
  paymentIntentId: string,
  change: (tx: Transaction, booking: DocumentSnapshot, registration: DocumentSnapshot, now: string) => void | Promise<void>,
): Promise<boolean> {
  const ref = bookings(db).doc(paymentIntentId);
  return runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (!snap.exists) return false;
      const registration = await tx.get(registrations(db).doc((snap.data() as Booking).registrationId));
      await change(tx, snap, registration, new Date().toISOString());
      return true;
    },
    { firestore: db },
  );
}

/**
 * Records that `amountRefunded` cents of a booking went back. Fully refunded:
 * the booking and its registration (if it is still there) show Refunded,
 * and the registration's seat goes to the first in line (or becomes free).
 * false: no booking for this payment (not a camp fee, or never recorded).
 */
export async function markBookingRefunded(db: Firestore, paymentIntentId: string, amountRefunded: number): Promise<boolean> {
  let refundedCamp: string | null = null;
  const changed = await changeBooking(db, paymentIntentId, async (tx, snap, registration, now) => {
    const booking = snap.data() as Booking;
    // Reads first (a transaction writes only after its last read): the seat, when one is freed.
    const current = registration.exists ? (registration.data() as Registration) : null;
    const freesSeat = !!current && holdsSeat(current) && (current.PaymentStatus === 'Paid' || current.PaymentStatus === 'Disputed');
    const seats = freesSeat ? await seatsOf(tx, registration.id, db) : [];
    const refunded = Math.max(booking.amountRefunded ?? 0, Math.min(amountRefunded, booking.amount));
    const full = refunded >= booking.amount;
    tx.update(snap.ref, {
      amountRefunded: refunded,
      ...(full ? { paymentStatus: 'Refunded', refundedAt: booking.refundedAt ?? now } : {}),
    });
    const status = registration.get('PaymentStatus') as Registration['PaymentStatus'] | undefined;
    if (full && registration.exists && (status === 'Paid' || status === 'Disputed')) {
      tx.update(registration.ref, { PaymentStatus: 'Refunded', updatedAt: now });
      releaseSeats(tx, seats);
      refundedCamp = booking.campId;
    }
  });
  // The camp's settling offers the freed seat to the first in line.
  if (refundedCamp) await settleCampAfter(refundedCamp, Date.now(), db);
  return changed;
}

/** A bank dispute on a booking's payment: it and its registration show Disputed. false: no such booking. */
export function markBookingDisputed(db: Firestore, paymentIntentId: string): Promise<boolean> {
  return changeBooking(db, paymentIntentId, (tx, snap, registration, now) => {
    const booking = snap.data() as Booking;
    // A refunded payment stays Refunded: the money is already back.
    if (booking.paymentStatus !== 'Refunded') tx.update(snap.ref, { paymentStatus: 'Disputed', disputedAt: booking.disputedAt ?? now });
    if (registration.exists && registration.get('PaymentStatus') === 'Paid') {
      tx.update(registration.ref, { PaymentStatus: 'Disputed', updatedAt: now });
    }
  });
}

/**
 * Writes donations/{sessionId} and, in the same batch, its thank-you mail
 * (mail/{mailId}), once: a replay finds the donation written and writes
 * neither again. Returns the donation as stored and whether this call wrote it.
 */
export async function writeDonation(
  db: Firestore,
  sessionId: string,
  donation: Donation,
  thanks: { id: string; mail: MailDocument } | null,
): Promise<{ donation: Donation & { _id: string }; created: boolean }> {
  const ref = db.collection(COLLECTIONS.donations).doc(sessionId);
  const batch = db.batch().create(ref, donation);
  if (thanks) batch.create(db.collection(COLLECTIONS.mail).doc(thanks.id), thanks.mail);
  try {
    await batch.commit();
    return { donation: { ...donation, _id: sessionId }, created: true };
  } catch (error) {
    // gRPC ALREADY_EXISTS: a replayed event; the first write (donation and thank-you) stands.
    if (grpcCode(error) === GRPC.ALREADY_EXISTS) {
      const snapshot = await ref.get();
      return { donation: { ...(snapshot.data() as Donation), _id: sessionId }, created: false };
    }
    throw error;
  }
}
