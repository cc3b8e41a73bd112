/**
 * Recording payments: the one code path shared by POST /booking (the
 * browser), the Stripe webhook and the local provider's confirm step. A
 * PaymentIntent is checked against the registration it names before
 * anything is written, and the booking's id is the PaymentIntent's id, so
 * replays and races between the paths write exactly one booking.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  campCopyOf,
  isWaitlisted,
  CURRENCY,
  feeToCents,
  mailLanguageOf,
  type Booking,
  type Donation,
  type MailDocument,
  type Registration,
} from '@campcare/domain';
import { ticketFieldFor } from '../checkin/ticketCodes.ts';
import type { MailLinks } from '../mail/campMails.ts';
import { donationThanksMail, donationThanksMailId } from '../mail/donationMails.ts';
import { readMailLanguage } from '../mail/mailPreferencesStore.ts';
import { recordUnrefundedProblem, refundAsProblem, type PaymentProblemWithId } from './paymentProblems.ts';
import { bookingOf, writeBooking, writeDonation, type BookingWithId } from './paymentStore.ts';
import type { CheckoutSessionRecord, PaymentIntentRecord, PaymentProvider } from './provider.ts';

export type { BookingWithId } from './paymentStore.ts';

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

/** The booking written for a registration paid with a PaymentIntent (the payment-history record: the registration's camp copy, participant, amount, transaction id, date and statuses). */
export function bookingFor(registrationId: string, registration: Registration, intent: PaymentIntentRecord, date: string): Booking {
  return {
    registrationId,
    campId: registration.campId,
    participantUid: registration.participantUid,
    paymentCampId: registrationId,
    ...campCopyOf(registration),
    ParticipantName: registration.ParticipantName,
    ParticipantEmail: registration.ParticipantEmail,
    ConfirmationStatus: registration.ConfirmationStatus,
    paymentStatus: 'Paid',
    transactionId: intent.id,
    amount: intent.amount,
    currency: intent.currency,
    date,
  };
}

/** What the providers and the store need to record a payment. */
export interface RecordingContext {
  db: Firestore;
  provider: PaymentProvider;
  /** The configured key's mode: a payment in the other mode is not ours to record. */
  livemode: boolean;
}

/** What became of a payment; the routes and the webhook turn these into answers (paymentAnswers.ts). */
export type PaymentOutcome =
  | { kind: 'booked'; booking: BookingWithId; created: boolean }
  /** The payment had no seat to pay for: refunded (or left for a person) and recorded for admins. */
  | { kind: 'problem'; problem: PaymentProblemWithId }
  /** Nothing was recorded: the PaymentIntent names no registration (a donation, or not ours). */
  | { kind: 'not-a-camp-fee' }
  /** Nothing was recorded: the signed-in caller is not the participant who paid. */
  | { kind: 'not-yours' }
  /** Nothing was recorded: the payment has not succeeded (yet). */
  | { kind: 'not-succeeded' };

/** Why a succeeded payment cannot be kept for this registration, or null when it can. */
function whyNotKept(registration: Registration, metadata: RegistrationPaymentMetadata, intent: PaymentIntentRecord): string | null {
  if (registration.participantUid !== metadata.uid) return 'the payment names another participant';
  if (registration.campId !== metadata.campId) return 'the payment names another camp';
  if (intent.currency !== CURRENCY) return `the payment is in ${intent.currency}, not ${CURRENCY}`;
  if (intent.amount !== feeToCents(registration.CampFees)) {
    return `the payment is ${intent.amount} cents but the fee is ${feeToCents(registration.CampFees)} cents`;
  }
  if (registration.campCancelledAt) return 'the camp was cancelled';
  if (registration.PaymentStatus === 'Refunded') return 'the registration was cancelled and refunded';
  if (registration.PaymentStatus === 'Free') return 'the registration needs no payment (free camp)';
  if (isWaitlisted(registration)) return 'the registration is on the waiting list and holds no seat';
  if (registration.PaymentStatus !== 'Unpaid') return 'the registration was already paid';
  return null;
}

/**
 * Checks a PaymentIntent against its registration and, in one transaction,
 * marks the registration Paid and writes bookings/{intent.id}. Recording the
 * same PaymentIntent again returns the booking already written. A succeeded
 * payment that cannot be kept (no registration, a cancelled or paid one, a
 * mismatch) is refunded and recorded as a payment problem.
 *
 * `callerUid` is set when a signed-in user asks (POST /booking): the payment
 * must then be theirs. The webhook and the local provider pass null.
 */
export async function recordRegistrationPayment(
  context: RecordingContext,
  intent: PaymentIntentRecord,
  callerUid: string | null,
): Promise<PaymentOutcome> {
  const { db } = context;
  const metadata = registrationPaymentMetadata(intent);
  if (!metadata) return { kind: 'not-a-camp-fee' };
  if (callerUid !== null && metadata.uid !== callerUid) return { kind: 'not-yours' };
  if (intent.status !== 'succeeded') return { kind: 'not-succeeded' };
  const facts = { registrationId: metadata.registrationId, campId: metadata.campId, participantUid: metadata.uid };
  if (intent.livemode !== context.livemode) {
    const reason = intent.livemode ? 'a live payment reached a test-mode site' : 'a test payment reached a live site';
    return { kind: 'problem', problem: await recordUnrefundedProblem(db, intent, { ...facts, reason }) };
  }

  // Replays are the common case (webhook retries, a reloaded page): answer them without a transaction.
  const existing = await bookingOf(db, intent.id);
  if (existing) return { kind: 'booked', booking: existing, created: false };

  const decision = await writeBooking(db, intent.id, metadata.registrationId, (registration, now) => {
    if (!registration) return { refuse: 'the registration no longer exists' };
    const reason = whyNotKept(registration, metadata, intent);
    if (reason) return { refuse: reason };
    return {
      booking: bookingFor(metadata.registrationId, registration, intent, now),
      registrationUpdate: {
        PaymentStatus: 'Paid',
        paymentIntentId: intent.id,
        // Paid, the registration may attend: its ticket is made in the same write.
        ...ticketFieldFor({ ...registration, PaymentStatus: 'Paid' }, registration.campId, registration),
        // Paid, the seat is no longer held pending payment: nothing to remind of or release.
        unpaidHoldExpiresAt: null,
        unpaidReminderAt: null,
      },
    };
  });
  if (decision.kind !== 'refuse') return decision;
  return { kind: 'problem', problem: await refundAsProblem(db, context.provider, intent, { ...facts, reason: decision.reason }) };
}

/** Checkout Sessions we create for donations carry `kind: donation`. */
export const isDonationSession = (session: CheckoutSessionRecord) => session.metadata.kind === 'donation';

/**
 * Records a completed donation in donations/{sessionId}, once, and in the
 * same batch queues its thank-you to the payer's address: a replayed event
 * finds the donation there and writes neither again. The donor's name is
 * kept only when they agreed to show it; the address goes into the mail
 * alone, never into the public donation record.
 */
export async function recordDonation(
  db: Firestore,
  session: CheckoutSessionRecord,
  links: MailLinks,
): Promise<{ donation: Donation & { _id: string }; created: boolean } | null> {
  if (!isDonationSession(session) || session.paymentStatus !== 'paid') return null;
  if (session.amountTotal === null || session.currency === null) throw new Error(`Checkout Session ${session.id} has no amount.`);
  const showName = session.metadata.showName === 'true';
  const name = (session.metadata.donorName ?? '').trim();
  const now = new Date();
  const donation: Donation = {
    amount: session.amountTotal / 100,
    currency: session.currency,
    donorName: showName && name ? name : null,
    createdAt: now.toISOString(),
  };
  let thanks: { id: string; mail: MailDocument } | null = null;
  if (session.customerEmail) {
    const facts = { id: session.id, amountCents: session.amountTotal, currency: session.currency, uid: session.metadata.donorUid || null };
    // The language of the page they gave from (the only one known of a donor who was not signed in), else a signed-in donor's.
    const language = session.metadata.language ? mailLanguageOf(session.metadata.language) : await readMailLanguage(db, facts.uid);
    thanks = { id: donationThanksMailId(session.id), mail: { ...donationThanksMail(session.customerEmail, facts, links, language), createdAt: now.toISOString() } };
  }
  return writeDonation(db, session.id, donation, thanks);
}
