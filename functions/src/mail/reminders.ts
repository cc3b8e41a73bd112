/**
 * "See you tomorrow": a reminder to everyone holding a seat at a camp that
 * starts within the next REMINDER_LEAD_HOURS, once per registration and camp
 * date (the mail id carries both, so a second run, or the schedule and the
 * emulator endpoint both running, sends nothing more, while a camp moved to
 * another day is reminded of again). Each reminder carries a signed
 * one-click unsubscribe link, in the text and in List-Unsubscribe, and the
 * ticket when the registration holds one, and is written in the
 * participant's mail language, its footer too.
 * Deployed, `sendCampReminders` runs every 15 minutes; the emulators run no
 * schedules, so there `npm run send-reminders` calls the emulator-only
 * `POST /api/emulator/sendReminders` (functions/src/mail/routes.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../firestore/firebase.ts';
import { campReminderMail, type MailLinks } from './campMails.ts';
import { FUNCTION_SECRETS, mailLinkSecret, readParam } from '../config.ts';
import { mailLinks } from './links.ts';
import { enqueueMail } from './mailQueueStore.ts';
import { mailId } from './queue.ts';
import { mailTicketOf } from './ticketQr.ts';
import { campsDueReminders, reminderRecipients } from './reminderStore.ts';
import { unsubscribeHeaders, unsubscribeUrl } from './unsubscribe.ts';

/** Queues the reminders due at `now`; returns how many were queued by this run. */
export async function queueDueReminders(firestore: Firestore, now: Date, links: MailLinks, secret: string): Promise<number> {
  let queued = 0;
  for (const { id: campId, camp } of await campsDueReminders(firestore, now)) {
    for (const { id, registration: r, language } of await reminderRecipients(firestore, campId)) {
      // The camp's own values: a copy on the registration may still be on its way after an edit.
      const facts = { ...r, campId, CampName: camp.CampName, DateTime: camp.DateTime, Location: camp.Location, HealthcareProfessional: camp.HealthcareProfessional, TimeZone: camp.TimeZone ?? null };
      const unsubscribe = unsubscribeUrl(links, r.participantUid, secret);
      const mail = {
        to: r.ParticipantEmail,
        uid: r.participantUid,
        kind: 'camp-reminder' as const,
        message: campReminderMail(facts, unsubscribe, links, language, await mailTicketOf(r)),
        headers: unsubscribeHeaders(unsubscribe),
      };
      if (await enqueueMail(firestore, mailId(id, Date.parse(r.createdAt) || 0, 'reminder', Date.parse(camp.DateTime)), mail)) queued++;
    }
  }
  return queued;
}

export const sendCampReminders = onSchedule({ schedule: 'every 15 minutes', retryCount: 3, secrets: FUNCTION_SECRETS.sendCampReminders }, async () => {
  const queued = await queueDueReminders(db, new Date(), mailLinks(), readParam(mailLinkSecret, ''));
  if (queued > 0) logger.info('Camp reminders queued', { queued });
});
