/**
 * "Camp changed": when an organizer changes a camp's name, date, place or
 * professional, everyone registered for it (not those whose registration
 * belongs to a cancelled camp) gets one mail saying what changed, with the
 * new calendar file. The mail id carries the edit's event id, so a retried
 * trigger queues nothing more, while a later edit is news again. Each mail
 * is written in its participant's mail language (what changed, the dates on
 * the camp's clock in that language's digits; names and places as typed).
 */
import {
  campTimeZone,
  COLLECTIONS,
  formatDateTimeInZone,
  MAIL_LANGUAGES,
  type Camp,
  type MailLanguage,
  type Registration,
} from '@campcare/domain';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { campChangedMail, type CampChange, type MailLinks } from './campMails.ts';
import { readMailLanguages } from './mailPreferencesStore.ts';
import { MAIL_LOCALES, MAIL_TEXTS, type MailTexts } from './mailTexts.ts';
import { enqueueMail } from './mailQueueStore.ts';
import { mailId } from './queue.ts';

/** The fields participants are told about, with the mail's word for each. */
const ANNOUNCED: { field: 'CampName' | 'DateTime' | 'Location' | 'HealthcareProfessional'; label: (words: MailTexts) => string }[] = [
  { field: 'CampName', label: (words) => words.changeNameLabel },
  { field: 'DateTime', label: (words) => words.changeDateLabel },
  { field: 'Location', label: (words) => words.changePlaceLabel },
  { field: 'HealthcareProfessional', label: (words) => words.professionalLabel },
];

/**
 * What changed between two versions of a camp, as the mail says it in
 * `language` (dates in each version's own zone, in that language's digits;
 * typed values as typed).
 */
export function describeCampChanges(before: Partial<Camp>, after: Partial<Camp>, language: MailLanguage = 'en'): CampChange[] {
  const words = MAIL_TEXTS[language];
  const changes: CampChange[] = [];
  for (const { field, label } of ANNOUNCED) {
    const was = before[field];
    const now = after[field];
    if (was === undefined || now === undefined || was === now) continue;
    if (field === 'DateTime') {
      const locale = MAIL_LOCALES[language];
      changes.push({
        label: label(words),
        before: formatDateTimeInZone(String(was), campTimeZone(before), locale),
        after: formatDateTimeInZone(String(now), campTimeZone(after), locale),
      });
    } else changes.push({ label: label(words), before: String(was), after: String(now) });
  }
  return changes;
}

const PAGE = 300;

/** Queues the mail for every registration of the camp; returns how many were queued now. */
export async function queueCampChangeMails(
  firestore: Firestore,
  campId: string,
  before: Partial<Camp>,
  camp: Camp,
  eventId: string,
  links: MailLinks,
): Promise<number> {
  if (describeCampChanges(before, camp).length === 0) return 0;
  const changesIn = Object.fromEntries(MAIL_LANGUAGES.map((language) => [language, describeCampChanges(before, camp, language)])) as Record<MailLanguage, CampChange[]>;
  let queued = 0;
  let cursor: string | null = null;
  for (;;) {
    let query = firestore.collection(COLLECTIONS.registrations).where('campId', '==', campId).orderBy(FieldPath.documentId()).limit(PAGE);
    if (cursor) query = query.startAfter(cursor);
    const page = await query.get();
    const registrations = page.docs.map((doc) => ({ doc, r: doc.data() as Registration })).filter(({ r }) => !r.campCancelledAt);
    const languages = await readMailLanguages(firestore, registrations.map(({ r }) => r.participantUid));
    for (const { doc, r } of registrations) {
      const language = languages.get(r.participantUid) ?? 'en';
      // The camp's current values: the registration's copy may still be on its way.
      const facts = { ...r, campId, CampName: camp.CampName, DateTime: camp.DateTime, Location: camp.Location, HealthcareProfessional: camp.HealthcareProfessional, TimeZone: camp.TimeZone ?? null };
      const id = mailId(doc.id, Date.parse(r.createdAt) || 0, 'changed', eventId);
      if (await enqueueMail(firestore, id, { to: r.ParticipantEmail, uid: r.participantUid, kind: 'camp-changed', message: campChangedMail(facts, changesIn[language], links, language) })) queued++;
    }
    if (page.size < PAGE) break;
    cursor = page.docs[page.docs.length - 1]!.id;
  }
  return queued;
}
