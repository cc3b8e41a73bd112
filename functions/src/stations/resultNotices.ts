/**
 * Each screened person's results by mail, once their camp's day is over:
 * the trigger is the end of the camp's day (a day after it starts) rather
 * than a person's last result, because nothing says which result is the
 * last (a person may skip stations or leave early, and an offline station
 * sends its results later), while at the end of the day everything the
 * stations took is in. One mail per registration and camp: the queue keeps
 * a mail id once, so the hourly runs (and the emulators' endpoint) that
 * find the same camp again queue nothing more. Deployed, this runs every
 * hour; on the emulators `npm start` calls POST
 * /api/emulator/mailScreeningResults every minute.
 */
import type { MailLanguage } from '@campcare/domain';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../firestore/firebase.ts';
import type { MailLinks } from '../mail/campMails.ts';
import { mailLinks } from '../mail/links.ts';
import { readMailLanguages } from '../mail/mailPreferencesStore.ts';
import { enqueueMail } from '../mail/mailQueueStore.ts';
import { resultMailId, resultsMail } from '../mail/resultMails.ts';
import { campsDueResultMail, resultMailFactsOfCamp } from './resultMailStore.ts';

/** Queues the results mails due at `now`; returns how many this run queued. */
export async function queueResultMails(now: Date, links: MailLinks): Promise<number> {
  let queued = 0;
  for (const { id, camp } of await campsDueResultMail(now)) {
    const mails = await resultMailFactsOfCamp(id, camp);
    const languages: Map<string, MailLanguage> = await readMailLanguages(db, new Set(mails.map((m) => m.facts.uid)));
    for (const { registrationId, facts } of mails) {
      if (await enqueueMail(db, resultMailId(registrationId), resultsMail(facts, links, languages.get(facts.uid) ?? 'en'), now)) queued++;
    }
  }
  return queued;
}

export const mailScreeningResults = onSchedule({ schedule: 'every 60 minutes', retryCount: 3 }, async () => {
  const queued = await queueResultMails(new Date(), mailLinks());
  if (queued > 0) logger.info('Screening results mailed', { queued });
});
