/**
 * "Camp changed": when an organizer changes a camp's name, date, place or
 * professional, everyone registered for it (not those whose registration
 * belongs to a cancelled camp) gets one mail saying what changed, with the
 * new calendar file. The mail id carries the edit's event id, so a retried
 * trigger queues nothing more, while a later edit is news again.
 */
import {
  campTimeZone,
  COLLECTIONS,
  formatDateTimeInZone,
  type Camp,
  type Registration,
} from '@campcare/domain';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';
import { campChangedMail, type CampChange, type MailLinks } from './campMails.ts';
import { enqueueMail, mailId } from './queue.ts';

/** The fields participants are told about, in the words the mail uses. */
const ANNOUNCED: { field: 'CampName' | 'DateTime' | 'Location' | 'HealthcareProfessional'; label: string }[] = [
  { field: 'CampName', label: 'Name' },
  { field: 'DateTime', label: 'Date and time' },
  { field: 'Location', label: 'Place' },
  { field: 'HealthcareProfessional', label: 'Healthcare professional' },
];

/** What changed between two versions of a camp, as the mail says it (dates in each version's own zone). */
export function describeCampChanges(before: Partial<Camp>, after: Partial<Camp>): CampChange[] {
  const changes: CampChange[] = [];
  for (const { field, label } of ANNOUNCED) {
    const was = before[field];
    const now = after[field];
    if (was === undefined || now === undefined || was === now) continue;
    if (field === 'DateTime') {
      changes.push({ label, before: formatDateTimeInZone(String(was), campTimeZone(before)), after: formatDateTimeInZone(String(now), campTimeZone(after)) });
    } else changes.push({ label, before: String(was), after: String(now) });
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
  const changes = describeCampChanges(before, camp);
  if (changes.length === 0) return 0;
  let queued = 0;
  let cursor: string | null = null;
  for (;;) {
    let query = firestore.collection(COLLECTIONS.registrations).where('campId', '==', campId).orderBy(FieldPath.documentId()).limit(PAGE);
    if (cursor) query = query.startAfter(cursor);
    const page = await query.get();
    for (const doc of page.docs) {
      const r = doc.data() as Registration;
      if (r.campCancelledAt) continue;
      // The camp's current values: the registration's copy may still be on its way.
      const facts = { ...r, campId, CampName: camp.CampName, DateTime: camp.DateTime, Location: camp.Location, HealthcareProfessional: camp.HealthcareProfessional, TimeZone: camp.TimeZone ?? null };
      const id = mailId(doc.id, Date.parse(r.createdAt) || 0, 'changed', eventId);
      if (await enqueueMail(firestore, id, { to: r.ParticipantEmail, uid: r.participantUid, kind: 'camp-changed', message: campChangedMail(facts, changes, links) })) queued++;
    }
    if (page.size < PAGE) break;
    cursor = page.docs[page.docs.length - 1]!.id;
  }
  return queued;
}
