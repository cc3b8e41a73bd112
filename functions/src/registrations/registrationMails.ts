/**
 * Mails that follow a registration's own changes, read off the document as
 * it moves: created (received), ConfirmationStatus → Confirmed (confirmed;
 * both with the QR ticket once the registration holds one), waitlistStatus →
 * Offered (a seat offered, with its deadline), unpaidReminderSentAt set (pay
 * before the unpaid seat's hold ends), unpaidSeatReleasedAt set (the hold
 * ran out), campCancelledAt set (the camp was cancelled, with the refund),
 * deleted (the participant cancelled, or an
 * organizer removed it; with the refund).
 * Each mail's id is the registration's, its creation time and the event,
 * so a replayed trigger queues nothing more, and a registration made again
 * later is a new one.
 */
import { placeInLine } from './registrationStore.ts';
import { COLLECTIONS, isFreshEvent, type Booking, type Camp, type Registration } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { bookingsOfRegistration } from '../payments/paymentStore.ts';
import {
  campCancelledMail,
  registrationCancelledMail,
  registrationConfirmedMail,
  registrationReceivedMail,
  seatOfferedMail,
  unpaidSeatReleasedMail,
  unpaidSeatReminderMail,
  type MailLinks,
} from '../mail/campMails.ts';
import { readMailLanguage } from '../mail/mailPreferencesStore.ts';
import { enqueueMail } from '../mail/mailQueueStore.ts';
import { mailId } from '../mail/queue.ts';
import { mailTicketOf } from '../mail/ticketQr.ts';

type RegistrationMailEvent = 'received' | 'confirmed' | 'seat-offered' | 'camp-cancelled' | 'cancelled' | 'unpaid-reminder' | 'unpaid-released';

/** Which mails a change of a registration sends (pure: the two versions and the event's time decide). */
export function registrationMailEvents(before: Registration | undefined, after: Registration | undefined, eventTime: Date): RegistrationMailEvent[] {
  if (!before && after) return isFreshEvent(after.createdAt, eventTime) ? ['received'] : [];
  if (before && !after) return before.campCancelledAt ? [] : ['cancelled'];
  if (!before || !after || !isFreshEvent(after.updatedAt, eventTime)) return [];
  const events: RegistrationMailEvent[] = [];
  if (before.ConfirmationStatus !== 'Confirmed' && after.ConfirmationStatus === 'Confirmed') events.push('confirmed');
  if (before.waitlistStatus !== 'Offered' && after.waitlistStatus === 'Offered') events.push('seat-offered');
  if (!before.campCancelledAt && after.campCancelledAt) events.push('camp-cancelled');
  if (!before.unpaidReminderSentAt && after.unpaidReminderSentAt) events.push('unpaid-reminder');
  if (!before.unpaidSeatReleasedAt && after.unpaidSeatReleasedAt) events.push('unpaid-released');
  return events;
}

const createdStamp = (r: Registration) => Date.parse(r.createdAt) || 0;

async function paidBookings(firestore: Firestore, registrationId: string): Promise<Booking[]> {
  return (await bookingsOfRegistration(firestore, registrationId)).map((d) => d.data() as Booking);
}

/**
 * A deletion is a cancellation only if its camp is still there and the
 * registration has not come back: the emulators' reset deletes everything
 * (camps too) and the seed writes its registrations again, which mails nobody.
 */
async function isCancellation(firestore: Firestore, registrationId: string, before: Registration): Promise<boolean> {
  const [camp, again] = await Promise.all([
    firestore.collection(COLLECTIONS.camps).doc(before.campId).get(),
    firestore.collection(COLLECTIONS.registrations).doc(registrationId).get(),
  ]);
  return camp.exists && !again.exists;
}

export async function queueRegistrationMails(
  firestore: Firestore,
  registrationId: string,
  before: Registration | undefined,
  after: Registration | undefined,
  eventTime: Date,
  links: MailLinks,
): Promise<number> {
  let queued = 0;
  const events = registrationMailEvents(before, after, eventTime);
  const language = events.length > 0 ? await readMailLanguage(firestore, (after ?? before)?.participantUid) : 'en';
  for (const event of events) {
    const r = (after ?? before)!;
    // The participant deleted their account: what happens to the registration then (cancelled, kept without a name) is not mailed.
    if (r.accountDeletedAt) continue;
    // An offer is news each time one is made (seatOfferedAt); every other event happens once per registration.
    const id = event === 'seat-offered' ? mailId(registrationId, createdStamp(r), 'offered', r.seatOfferedAt ?? '') : mailId(registrationId, createdStamp(r), event);
    // A join's place in line is counted, not stored with it (seats.ts): count it for the mail.
    const place = event === 'received' && r.waitlistStatus === 'Waiting' && !r.waitlistPosition ? await placeInLine(r.campId, registrationId) : null;
    const facts = { ...r, campId: r.campId, ...(place ? { waitlistPosition: place } : {}) };
    const base = { to: r.ParticipantEmail, uid: r.participantUid };
    let message;
    if (event === 'received') message = registrationReceivedMail(facts, links, language, await mailTicketOf(r));
    else if (event === 'confirmed') message = registrationConfirmedMail(facts, links, await mailTicketOf(r), language);
    else if (event === 'seat-offered') message = seatOfferedMail(facts, links, language);
    else if (event === 'unpaid-reminder') message = unpaidSeatReminderMail(facts, links, language);
    else if (event === 'unpaid-released') message = unpaidSeatReleasedMail(facts, links, language);
    else if (event === 'camp-cancelled') {
      const cancelled = await firestore.collection(COLLECTIONS.cancelledCamps).doc(r.campId).get();
      const reason = (cancelled.data() as Camp | undefined)?.cancellationReason ?? null;
      // The cancellation job refunds every paid booking in full, right after marking the registration.
      const refund = (await paidBookings(firestore, registrationId))
        .filter((b) => b.paymentStatus === 'Paid' || b.paymentStatus === 'Refunded')
        .reduce((sum, b) => sum + b.amount, 0);
      message = campCancelledMail(facts, reason, refund, links, language);
    } else {
      if (!(await isCancellation(firestore, registrationId, r))) continue;
      const refunded = (await paidBookings(firestore, registrationId)).reduce((sum, b) => sum + (b.amountRefunded ?? 0), 0);
      message = registrationCancelledMail(facts, refunded, links, language);
    }
    const kind = (
      {
        received: 'registration-received',
        confirmed: 'registration-confirmed',
        'seat-offered': 'seat-offered',
        'camp-cancelled': 'camp-cancelled',
        cancelled: 'registration-cancelled',
        'unpaid-reminder': 'unpaid-seat-reminder',
        'unpaid-released': 'unpaid-seat-released',
      } as const
    )[event];
    if (await enqueueMail(firestore, id, { ...base, kind, message })) queued++;
  }
  return queued;
}
