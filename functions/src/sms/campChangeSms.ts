/**
 * "Camp changed" by text: when an organizer moves a camp (its date or
 * place) or renames it, each account holding a seat there that opted in
 * gets one message with the camp's new date and place and its page's link.
 * The id names the edit's event, so a retried trigger queues nothing more.
 */
import type { Camp } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { queueSmsFor, smsId } from './smsQueue.ts';
import { readSmsPreferencesOf } from './smsPreferencesStore.ts';
import { seatedRegistrations } from './smsReminderStore.ts';
import { campChangedSms } from './smsTexts.ts';

/** The changes worth a text: what the person must know to come (the professional's name is left to the mail). */
export function isTextWorthyChange(before: Partial<Camp>, after: Partial<Camp>): boolean {
  return before.DateTime !== after.DateTime || before.Location !== after.Location || before.CampName !== after.CampName;
}

export async function queueCampChangeSms(firestore: Firestore, campId: string, before: Partial<Camp>, camp: Camp, eventId: string, origin: string, now: Date = new Date()): Promise<number> {
  if (!isTextWorthyChange(before, camp)) return 0;
  const uids = [...new Set((await seatedRegistrations(firestore, campId)).map((s) => s.registration.participantUid))];
  const preferences = await readSmsPreferencesOf(firestore, uids);
  const link = `${origin}/campDetail/${encodeURIComponent(campId)}`;
  let queued = 0;
  for (const uid of uids) {
    const outcome = await queueSmsFor(
      firestore,
      { id: smsId('changed', campId, uid, eventId), uid, kind: 'camp-changed', body: (language) => campChangedSms(camp, link, language), campId, campStartsAt: camp.DateTime, campTimeZone: camp.TimeZone ?? null },
      preferences.get(uid),
      now,
    );
    if (outcome === 'queued') queued++;
  }
  return queued;
}
