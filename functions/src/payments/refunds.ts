/**
 * Money going back: a booking becomes Refunded (or Disputed), and so does
 * the registration it paid for. Used by the participant's cancellation, the
 * camp cancellation and the webhook's `charge.refunded` and
 * `charge.dispute.created` (refunds made in Stripe's dashboard, banks'
 * disputes). Every change is safe to apply twice.
 */
import { COLLECTIONS, holdsSeat, type Booking, type Camp, type Registration } from '@campcare/domain';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { runTransaction } from '../transactions.ts';
import { countsOf, countsWithout, readLine, settleSeats } from '../waitlist/seats.ts';
import type { PaymentProvider, RefundRecord } from './provider.ts';
import { ProviderRefusal } from './provider.ts';

const bookings = (db: Firestore) => db.collection(COLLECTIONS.bookings);
const registrations = (db: Firestore) => db.collection(COLLECTIONS.registrations);

/**
 * Refunds a booking's payment in full. The key makes a retried call (a
 * restarted batch, a double click) give back the first refund; a payment
 * refunded already (in the dashboard) counts as done. Outages are thrown.
 */
export async function refundBookingPayment(
  provider: PaymentProvider,
  booking: Pick<Booking, 'transactionId' | 'registrationId' | 'amount'>,
  why: 'participant-cancelled' | 'camp-cancelled',
): Promise<RefundRecord | { id: null; amount: number; status: 'already-refunded' }> {
  try {
    return await provider.refundPayment({
      paymentIntentId: booking.transactionId,
      reason: 'requested_by_customer',
      metadata: { kind: why, registrationId: booking.registrationId },
      idempotencyKey: `${why}-${booking.transactionId}`,
    });
  } catch (error) {
    if (error instanceof ProviderRefusal && error.code === 'charge_already_refunded') {
      return { id: null, amount: booking.amount, status: 'already-refunded' };
    }
    throw error;
  }
}

/** The bookings of one registration (normally one). */
export async function bookingsOfRegistration(db: Firestore, registrationId: string) {
  return (await bookings(db).where('registrationId', '==', registrationId).get()).docs;
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
export function markBookingRefunded(db: Firestore, paymentIntentId: string, amountRefunded: number): Promise<boolean> {
  return changeBooking(db, paymentIntentId, async (tx, snap, registration, now) => {
    const booking = snap.data() as Booking;
    // Reads first (a transaction writes only after its last read): the camp and its line, when a seat is freed.
    const current = registration.exists ? (registration.data() as Registration) : null;
    const campRef = db.collection(COLLECTIONS.camps).doc(booking.campId);
    const freesSeat = !!current && holdsSeat(current) && (current.PaymentStatus === 'Paid' || current.PaymentStatus === 'Disputed');
    const campSnap = freesSeat ? await tx.get(campRef) : null;
    const camp = campSnap?.exists ? (campSnap.data() as Camp) : null;
    const line = camp ? await readLine(tx, db, booking.campId, camp) : [];
    const refunded = Math.max(booking.amountRefunded ?? 0, Math.min(amountRefunded, booking.amount));
    const full = refunded >= booking.amount;
    tx.update(snap.ref, {
      amountRefunded: refunded,
      ...(full ? { paymentStatus: 'Refunded', refundedAt: booking.refundedAt ?? now } : {}),
    });
    const status = registration.get('PaymentStatus') as Registration['PaymentStatus'] | undefined;
    if (full && registration.exists && (status === 'Paid' || status === 'Disputed')) {
      tx.update(registration.ref, { PaymentStatus: 'Refunded', updatedAt: now });
      if (camp && current) settleSeats(tx, campRef, camp, countsWithout(countsOf(camp), current), line, new Date(now));
    }
  });
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
