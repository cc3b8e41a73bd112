/** Entry point: every Cloud Function CampCare deploys. */
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app.ts';
import { assertProductionSettings, FUNCTION_SECRETS } from './config.ts';

// Outside the emulators, no function starts without its production settings (config.ts): it fails here, naming them.
assertProductionSettings();

setGlobalOptions({ region: 'us-central1', maxInstances: 20 });

export const api = onRequest(
  // The Stripe keys are secrets; without a real key the payments use the local test provider.
  // MAIL_LINK_SECRET checks the reminders' unsubscribe links.
  { memory: '512MiB', concurrency: 80, secrets: FUNCTION_SECRETS.api },
  createApp(),
);
export { onUserCreated } from './users/onUserCreated.ts';
export { onUserDeleted } from './account/onUserDeleted.ts';
export { setUserRole } from './users/setUserRole.ts';
export { propagateCampEdits } from './camps/propagateCampEdits.ts';
export { runCampCancellations } from './camps/campCancellationJob.ts';
export { sendQueuedMail, retryFailedMail } from './mail/sender.ts';
export { notifyOnRegistrationChange } from './registrations/registrationNotices.ts';
export { mailOnBookingCreated } from './mail/bookingMails.ts';
export { sendCampReminders } from './mail/reminders.ts';
export { sendQueuedSms, sweepQueuedSms } from './sms/smsSender.ts';
export { sendSmsReminders } from './sms/smsReminders.ts';
export { notifyOnReferralCreated } from './referrals/referralNotices.ts';
export { mailScreeningResults } from './stations/resultNotices.ts';
export { scrubSentMail } from './mail/scrubSentMail.ts';
export { indexCampSearch } from './camps/campSearchIndex.ts';
export { expireSeatOffers } from './waitlist/expireSeatOffers.ts';
export { releaseUnpaidSeats } from './registrations/releaseUnpaidSeats.ts';
export { eraseExpiredHealth } from './account/eraseExpiredHealth.ts';
