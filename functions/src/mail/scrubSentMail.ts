/**
 * Sent mails lose their words (names, ticket codes, signed links) once
 * SENT_MAIL_KEEP_DAYS have passed (domain mail.ts): every hour, the ones
 * whose time has come (each gets its scrubAt when it is sent). On the
 * emulators `npm start` asks for the same every minute (POST
 * /api/emulator/scrubSentMail); mails sent before scrubAt existed were given
 * theirs by a migration (migrations/003-sent-mail-scrubbed.ts).
 */
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../firestore/firebase.ts';
import { scrubDueMail } from './mailQueueStore.ts';

export const scrubSentMail = onSchedule({ schedule: 'every 60 minutes', retryCount: 3 }, async () => {
  const scrubbed = await scrubDueMail(db, new Date());
  if (scrubbed > 0) logger.info('Sent mails scrubbed', { scrubbed });
});
