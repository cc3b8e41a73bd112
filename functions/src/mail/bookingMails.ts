/**
 * The payment receipt: one per booking (a booking is one successful payment,
 * its id the payment's), in the payer's mail language, with the ticket the
 * payment gave the registration.
 */
import { COLLECTIONS, isFreshEvent, type Booking, type Registration } from '@campcare/domain';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { db } from '../firestore/firebase.ts';
import { paymentReceiptMail } from './campMails.ts';
import { mailLinks } from './links.ts';
import { readMailLanguage } from './mailPreferencesStore.ts';
import { accountStillExists } from './recipients.ts';
import { enqueueMail } from './mailQueueStore.ts';
import { eventTimeOf, mailId } from './queue.ts';
import { mailTicketOf } from './ticketQr.ts';

export const mailOnBookingCreated = onDocumentCreated({ document: `${COLLECTIONS.bookings}/{bookingId}`, retry: true }, async (event) => {
  const booking = event.data?.data() as Booking | undefined;
  if (!booking || !isFreshEvent(booking.date, eventTimeOf(event))) return;
  if (!(await accountStillExists(booking.participantUid))) return;
  const language = await readMailLanguage(db, booking.participantUid);
  // The payment gave the registration its ticket (in the same transaction as this booking).
  const registration = await db.collection(COLLECTIONS.registrations).doc(booking.registrationId).get();
  const ticket = registration.exists ? await mailTicketOf(registration.data() as Registration) : null;
  await enqueueMail(db, mailId(event.params.bookingId, 'receipt'), {
    to: booking.ParticipantEmail,
    uid: booking.participantUid,
    kind: 'payment-receipt',
    message: paymentReceiptMail(booking, mailLinks(), language, ticket),
  });
});
