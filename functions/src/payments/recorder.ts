/**
 * Recording payments: the one code path shared by POST /booking (the
 * browser), the Stripe webhook and the local provider's confirm step. A
 * PaymentIntent is checked against the registration it names before
 * anything is written, and the booking's id is the PaymentIntent's id, so
 * replays and races between the paths write exactly one booking.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  COLLECTIONS,
  CURRENCY,
  feeToCents,
  type Booking,
  type Donation,
  type Registration,
} from '@campcare/domain';
import { ApiError, forbidden, notFound } from '../http/errors.ts';
import { grpcCode, GRPC } from '../grpc.ts';
import { runTransaction } from '../transactions.ts';
import type { CheckoutSessionRecord, PaymentIntentRecord } from './provider.ts';

export type BookingWithId = Booking & { _id: string };

/** PaymentIntents we create for camp fees carry these metadata keys. */
export interface RegistrationPaymentMetadata {
  registrationId: string;
  uid: string;
  campId: string;
}

export function registrationPaymentMetadata(intent: PaymentIntentRecord): RegistrationPaymentMetadata | null {
  const { registrationId, uid, campId } = intent.metadata;
  return registrationId && uid && campId ? { registrationId, uid, campId } : null;
}

const paymentMismatch = (detail: string) =>
  new ApiError(409, 'payment-mismatch', `This payment does not match the registration (${detail}).`);

/** The booking written for a registration paid with a PaymentIntent (the payment-history record: camp, participant, amount, transaction id, date and statuses). */
export function bookingFor(registrationId: string, registration: Registration, intent: PaymentIntentRecord, date: string): Booking {
  return {
    registrationId,
    campId: registration.campId,
    participantUid: registration.participantUid,
    paymentCampId: registrationId,
    CampName: registration.CampName,
    ParticipantName: registration.ParticipantName,
    ParticipantEmail: registration.ParticipantEmail,
    Image: registration.Image,
    CampFees: registration.CampFees,
    DateTime: registration.DateTime,
    Location: registration.Location,
    HealthcareProfessional: registration.HealthcareProfessional,
    ConfirmationStatus: registration.ConfirmationStatus,
    paymentStatus: 'Paid',
    transactionId: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    date,
    organizerUids: registration.organizerUids ?? [],
  };
}

/**
 * Checks a PaymentIntent against its registration and, in one transaction,
 * marks the registration Paid and writes bookings/{intent.id}. Recording the
 * same PaymentIntent again returns the booking already written.
 *
 * `callerUid` is set when a signed-in user asks (POST /booking): the payment
 * must then be theirs. The webhook and the local provider pass null.
 */
export async function recordRegistrationPayment(
  db: Firestore,
  intent: PaymentIntentRecord,
  callerUid: string | null,
): Promise<{ booking: BookingWithId; created: boolean }> {
  const metadata = registrationPaymentMetadata(intent);
  if (!metadata) throw paymentMismatch('it is not a camp fee payment');
  if (callerUid !== null && metadata.uid !== callerUid) throw forbidden('This payment belongs to another user.');
  if (intent.status !== 'succeeded') {
    throw new ApiError(409, 'payment-not-succeeded', 'This payment has not succeeded, so nothing was recorded.');
  }

  const bookingRef = db.collection(COLLECTIONS.bookings).doc(intent.id);
  const registrationRef = db.collection(COLLECTIONS.registrations).doc(metadata.registrationId);

  // Replays are the common case (webhook retries, a reloaded page): answer them without a transaction.
  const existing = await bookingRef.get();
  if (existing.exists) return { booking: { ...(existing.data() as Booking), _id: intent.id }, created: false };

  return runTransaction(
    async (tx) => {
      const [bookingSnap, registrationSnap] = await Promise.all([tx.get(bookingRef), tx.get(registrationRef)]);
      if (bookingSnap.exists) return { booking: { ...(bookingSnap.data() as Booking), _id: intent.id }, created: false };
      if (!registrationSnap.exists) throw notFound('The registration this payment is for no longer exists.');
      const registration = registrationSnap.data() as Registration;

      if (registration.participantUid !== metadata.uid) throw paymentMismatch('another participant');
      if (registration.campId !== metadata.campId) throw paymentMismatch('another camp');
      if (intent.currency !== CURRENCY) throw paymentMismatch(`currency ${intent.currency}`);
      if (intent.amount !== feeToCents(registration.CampFees)) {
        throw paymentMismatch(`amount ${intent.amount} cents, fee ${feeToCents(registration.CampFees)} cents`);
      }
      if (registration.PaymentStatus === 'Paid') {
        // Paid by another PaymentIntent: this one needs a refund, which a person decides.
        logger.error('A second payment succeeded for a paid registration', {
          registrationId: metadata.registrationId,
          paymentIntentId: intent.id,
        });
        throw new ApiError(409, 'already-paid', 'This registration is already paid.');
      }

      const now = new Date().toISOString();
      const booking = bookingFor(metadata.registrationId, registration, intent, now);
      tx.update(registrationRef, { PaymentStatus: 'Paid', updatedAt: now });
      tx.create(bookingRef, booking);
      return { booking: { ...booking, _id: intent.id }, created: true };
    },
    // Booking and webhook often arrive together; give the loser of a race room to retry and find the booking.
    { maxAttempts: 10, firestore: db },
  );
}

/** Checkout Sessions we create for donations carry `kind: donation`. */
export const isDonationSession = (session: CheckoutSessionRecord) => session.metadata.kind === 'donation';

/**
 * Records a completed donation in donations/{sessionId}, once. The donor's
 * name is kept only when they agreed to show it.
 */
export async function recordDonation(
  db: Firestore,
  session: CheckoutSessionRecord,
): Promise<{ donation: Donation & { _id: string }; created: boolean } | null> {
  if (!isDonationSession(session) || session.paymentStatus !== 'paid') return null;
  if (session.amountTotal === null || session.currency === null) throw new Error(`Checkout Session ${session.id} has no amount.`);
  const showName = session.metadata.showName === 'true';
  const name = (session.metadata.donorName ?? '').trim();
  const donation: Donation = {
    amount: session.amountTotal / 100,
    currency: session.currency,
    donorName: showName && name ? name : null,
    createdAt: new Date().toISOString(),
  };
  const ref = db.collection(COLLECTIONS.donations).doc(session.id);
  try {
    await ref.create(donation);
    return { donation: { ...donation, _id: session.id }, created: true };
  } catch (error) {
    // gRPC ALREADY_EXISTS: a replayed event; the first write stands.
    if (grpcCode(error) === GRPC.ALREADY_EXISTS) {
      const snapshot = await ref.get();
      return { donation: { ...(snapshot.data() as Donation), _id: session.id }, created: false };
    }
    throw error;
  }
}
