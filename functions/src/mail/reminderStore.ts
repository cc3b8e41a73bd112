/**
 * What reminders read: the camps starting within the reminder window, the
 * registrations of one camp that hold a seat, and whether their people want
 * reminders.
 */
import {
  COLLECTIONS,
  holdsSeat,
  mailLanguageOf,
  reminderWindow,
  wantsReminders,
  type Camp,
  type MailLanguage,
  type Registration,
} from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';

/** Camps starting after `now` and at most REMINDER_LEAD_HOURS later (a range on DateTime, in its order). */
export async function campsDueReminders(db: Firestore, now: Date): Promise<{ id: string; camp: Camp }[]> {
  const { after, until } = reminderWindow(now);
  const snap = await db.collection(COLLECTIONS.camps).where('DateTime', '>', after).where('DateTime', '<=', until).orderBy('DateTime').get();
  return snap.docs.map((d) => ({ id: d.id, camp: d.data() as Camp }));
}

/**
 * The camp's registrations that hold a seat (not on the waiting list, camp
 * not cancelled) and whose people have not turned reminders off, each with
 * the language their mails are written in (read off the same profiles).
 */
export async function reminderRecipients(
  db: Firestore,
  campId: string,
): Promise<{ id: string; registration: Registration; language: MailLanguage }[]> {
  const snap = await db.collection(COLLECTIONS.registrations).where('campId', '==', campId).get();
  const seated = snap.docs
    .map((d) => ({ id: d.id, registration: d.data() as Registration }))
    .filter(({ registration }) => holdsSeat(registration) && !registration.campCancelledAt);
  if (seated.length === 0) return [];
  const users = await db.getAll(...[...new Set(seated.map((s) => s.registration.participantUid))].map((uid) => db.collection(COLLECTIONS.users).doc(uid)));
  const optedOut = new Set(users.filter((u) => !wantsReminders(u.data())).map((u) => u.id));
  const languages = new Map(users.map((u) => [u.id, mailLanguageOf(u.get('language'))]));
  return seated
    .filter(({ registration }) => !optedOut.has(registration.participantUid))
    .map((s) => ({ ...s, language: languages.get(s.registration.participantUid) ?? 'en' }));
}
