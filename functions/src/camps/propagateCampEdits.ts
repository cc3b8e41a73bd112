/**
 * Edits reach everyone: when an organizer changes a camp's name, date,
 * place, professional or picture, every registration and booking keeps a
 * copy of those fields, so each copy is rewritten here, in batches of at most
 * BATCH_WRITES writes (Firestore's limit is 500). Only copies that differ are
 * written, so a second run (a retried trigger) changes nothing. The fee is
 * deliberately not copied: a registration keeps the price its participant saw.
 *
 * The same copy carries the camp's organizerUids (which the rules and the
 * organizer queries read on each registration and booking): the co-organizer
 * routes call propagateCampFields right after the camp changes, so the new
 * organizer sees the camp's people at once; the trigger then finds nothing
 * left to write. One mechanism for every copied field. The camp's health
 * records (healthDetails) follow the same way: their erasure time is the
 * camp's date plus its retention.
 */
import {
  COLLECTIONS,
  nameKeyFor,
  registrationSearchEntries,
  searchEntryChanges,
  searchTokensFor,
  type Camp,
  type Registration,
} from '@campcare/domain';
import { isDeepStrictEqual } from 'node:util';
import { FieldPath, type Firestore, type QueryDocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onDocumentUpdated } from 'firebase-functions/v2/firestore';
import { db } from '../firebase.ts';
import { queueCampChangeMails } from '../mail/campChangeMails.ts';
import { mailLinks } from '../mail/links.ts';
import { eraseAtFor } from '../privacy/healthStore.ts';

/** The camp fields registrations and bookings copy. Another copied field is added here, nowhere else. */
export const PROPAGATED_CAMP_FIELDS = ['CampName', 'DateTime', 'Location', 'HealthcareProfessional', 'Image', 'refundCutoffHours', 'retentionDays', 'organizerUids', 'TimeZone'] as const satisfies readonly (keyof Camp)[];
export type PropagatedField = (typeof PROPAGATED_CAMP_FIELDS)[number];
/** The fields a participant is told about when they change (the refund cut-off is shown, not announced). */
export const ANNOUNCED_CAMP_FIELDS: readonly PropagatedField[] = ['CampName', 'DateTime', 'Location', 'HealthcareProfessional'];

const BATCH_WRITES = 400;
/** A registration's rewrite also rewrites its search entries: at most 1 + 1 deleted + 3 written documents. */
const REGISTRATIONS_PER_BATCH = Math.floor(BATCH_WRITES / 5);

export type CampChanges = Partial<Pick<Camp, PropagatedField>>;

/** Compares copied values as data: organizerUids is an array, so a new array with the same uids is no change. */
function sameValue(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(a, b);
}

/** The propagated fields whose value differs between the two versions of a camp. */
export function changedCampFields(before: Partial<Camp>, after: Partial<Camp>): CampChanges {
  const changes: Record<string, unknown> = {};
  for (const field of PROPAGATED_CAMP_FIELDS) {
    if (after[field] !== undefined && !sameValue(before[field], after[field])) changes[field] = after[field];
  }
  return changes as CampChanges;
}

/** The update a copy needs to match the camp (empty when it already does). */
function updateFor(copy: QueryDocumentSnapshot, camp: Partial<Camp>, kind: 'registration' | 'booking' | 'health'): Record<string, unknown> {
  const update: Record<string, unknown> = {};
  if (kind === 'health') {
    // A health record copies no field: its erasure time follows the camp's date and retention. Computed
    // only from a whole camp (the trigger's); a partial one (new organizers) leaves it as it is.
    if (camp.DateTime === undefined) return update;
    const eraseAt = eraseAtFor({ DateTime: camp.DateTime, retentionDays: camp.retentionDays });
    const current = copy.get('eraseAt') as Timestamp | undefined;
    if (!current || !current.isEqual(eraseAt)) update.eraseAt = eraseAt;
    return update;
  }
  for (const field of PROPAGATED_CAMP_FIELDS) {
    if (camp[field] !== undefined && !sameValue(copy.get(field), camp[field])) update[field] = camp[field];
  }
  if (kind === 'registration' && update.CampName !== undefined) {
    update.searchTokens = searchTokensFor(String(update.CampName), String(copy.get('ParticipantName') ?? ''));
    update.nameKey = nameKeyFor(String(update.CampName));
  }
  return update;
}

/**
 * Brings every registration, booking and health record of a camp in line with `camp`, one
 * page of documents and one batch at a time (never one transaction over
 * all). Returns how many copies were rewritten.
 */
export async function syncCampCopies(firestore: Firestore, campId: string, camp: Partial<Camp>): Promise<number> {
  let written = 0;
  for (const [collection, kind] of [
    [COLLECTIONS.registrations, 'registration'],
    [COLLECTIONS.bookings, 'booking'],
    [COLLECTIONS.healthDetails, 'health'],
  ] as const) {
    let cursor: string | null = null;
    for (;;) {
      const pageSize = kind === 'registration' ? REGISTRATIONS_PER_BATCH : BATCH_WRITES;
      let query = firestore.collection(collection).where('campId', '==', campId).orderBy(FieldPath.documentId()).limit(pageSize);
      if (cursor) query = query.startAfter(cursor);
      const page = await query.get();
      const batch = firestore.batch();
      let writes = 0;
      for (const copy of page.docs) {
        const update = updateFor(copy, camp, kind);
        if (Object.keys(update).length === 0) continue;
        if (kind === 'registration') {
          update.updatedAt = new Date().toISOString();
          // A new name or new organizers change the registration's search entries: in the same batch, so they never lag.
          const before = copy.data() as Registration;
          const { deleted, written: entries } = searchEntryChanges(
            registrationSearchEntries(copy.id, before),
            registrationSearchEntries(copy.id, { ...before, ...update }),
          );
          for (const id of deleted) batch.delete(firestore.collection(COLLECTIONS.registrationSearch).doc(id));
          for (const entry of entries) batch.set(firestore.collection(COLLECTIONS.registrationSearch).doc(entry.id), entry.data);
        }
        batch.update(copy.ref, update);
        writes++;
      }
      if (writes > 0) await batch.commit();
      written += writes;
      if (page.size < pageSize) break;
      cursor = page.docs[page.docs.length - 1]!.id;
    }
  }
  return written;
}

/** Writes `fields` onto every registration and booking of the camp that differs; returns how many it rewrote. */
export async function propagateCampFields(campId: string, fields: CampChanges): Promise<number> {
  return syncCampCopies(db, campId, fields);
}

/**
 * Tells participants what changed (one mail each, functions/src/mail/), for
 * the announced fields only; `eventId` makes a retried run queue nothing more.
 */
export async function announceCampChanges(campId: string, before: Camp, current: Camp, eventId: string): Promise<void> {
  const changes = changedCampFields(before, current);
  const announced = ANNOUNCED_CAMP_FIELDS.filter((f) => changes[f] !== undefined);
  if (announced.length === 0) return;
  const queued = await queueCampChangeMails(db, campId, before, current, eventId, mailLinks());
  logger.info('Camp changed; participants told', { campId, fields: announced, queued });
}

export const propagateCampEdits = onDocumentUpdated({ document: `${COLLECTIONS.camps}/{campId}`, retry: true }, async (event) => {
  const before = event.data?.before.data() as Camp | undefined;
  const after = event.data?.after.data() as Camp | undefined;
  if (!before || !after) return;
  const changes = changedCampFields(before, after);
  if (Object.keys(changes).length === 0) return;
  const campId = event.params.campId;
  // The camp as it is now, not as this event saw it: a late or repeated run still ends with the latest values.
  const current = await db.collection(COLLECTIONS.camps).doc(campId).get();
  if (!current.exists) return;
  const written = await syncCampCopies(db, campId, current.data() as Camp);
  logger.info('Camp edit propagated', { campId, written });
  await announceCampChanges(campId, before, current.data() as Camp, event.id);
});
