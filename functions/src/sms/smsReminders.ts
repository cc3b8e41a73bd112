/**
 * The day-before reminder by text, beside the mail: to everyone holding a
 * seat who opted in to texts. One per account and camp date (the id names
 * both), however many of the account's people are registered and however
 * often the sweep runs; a camp moved to another day is reminded of again.
 * It runs with the mail reminders (sendCampReminders' schedule) and, on the
 * emulators, through POST /api/emulator/sendSmsReminders.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../firestore/firebase.ts';
import { campsDueReminders } from '../mail/reminderStore.ts';
import { queueSmsFor, smsId } from './smsQueue.ts';
import { readSmsPreferencesOf } from './smsPreferencesStore.ts';
import { seatedRegistrations } from './smsReminderStore.ts';
import { reminderSms } from './smsTexts.ts';

export async function queueDueSmsReminders(firestore: Firestore, now: Date): Promise<number> {
  let queued = 0;
  for (const { id: campId, camp } of await campsDueReminders(firestore, now)) {
    const seated = await seatedRegistrations(firestore, campId);
    const uids = [...new Set(seated.map((s) => s.registration.participantUid))];
    const preferences = await readSmsPreferencesOf(firestore, uids);
    for (const uid of uids) {
      const outcome = await queueSmsFor(
        firestore,
        {
          id: smsId('reminder', campId, uid, Date.parse(camp.DateTime)),
          uid,
          kind: 'camp-reminder',
          body: (language) => reminderSms(camp, language),
          campId,
          campStartsAt: camp.DateTime,
          campTimeZone: camp.TimeZone ?? null,
        },
        preferences.get(uid),
        now,
      );
      if (outcome === 'queued') queued++;
    }
  }
  return queued;
}

export const sendSmsReminders = onSchedule({ schedule: 'every 15 minutes', retryCount: 3 }, async () => {
  const queued = await queueDueSmsReminders(db, new Date());
  if (queued > 0) logger.info('Text reminders queued', { queued });
});
