/**
 * Firestore access for the camp's copies: every registration, booking and
 * health record (health details, screening results, referrals and their
 * contact attempts) of a camp
 * brought in line with the camp (domain campCopy.ts:
 * PROPAGATED_CAMP_FIELDS), in batches of at most BATCH_WRITES writes
 * (Firestore's limit is 500). Only copies that differ are written, so a
 * second run (a retried trigger) changes nothing.
 */
import {
  COLLECTIONS,
  nameKeyFor,
  PROPAGATED_CAMP_FIELDS,
  registrationSearchEntries,
  searchEntryChanges,
  searchTokensFor,
  type Camp,
  type CampChanges,
  type Registration,
} from '@campcare/domain';
import { isDeepStrictEqual } from 'node:util';
import { FieldPath, type Firestore, type QueryDocumentSnapshot, type Timestamp } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { eraseAtFor } from '../privacy/healthStore.ts';

const BATCH_WRITES = 400;
/** A registration's rewrite also rewrites its search entries: at most 1 + 1 deleted + 3 written documents. */
const REGISTRATIONS_PER_BATCH = Math.floor(BATCH_WRITES / 5);

/** Compares copied values as data: organizerUids is an array, so a new array with the same uids is no change. */
function sameValue(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(a, b);
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
    // Screening results and referrals are health data too: erased on the same day as the camp's health details.
    [COLLECTIONS.screeningResults, 'health'],
    [COLLECTIONS.referrals, 'health'],
  ] as const) {
    let cursor: string | null = null;
    for (;;) {
      const pageSize = kind === 'registration' ? REGISTRATIONS_PER_BATCH : BATCH_WRITES;
      let query = firestore.collection(collection).where('campId', '==', campId).orderBy(FieldPath.documentId()).limit(pageSize);
      if (cursor) query = query.startAfter(cursor);
      const page = await query.get();
      let batch = firestore.batch();
      let writes = 0;
      let operations = 0;
      // Attempts make a page of referrals more writes than its size: a full batch is committed before the next write.
      const makeRoom = async () => {
        if (operations < BATCH_WRITES) return;
        await batch.commit();
        batch = firestore.batch();
        operations = 0;
      };
      for (const copy of page.docs) {
        const update = updateFor(copy, camp, kind);
        if (Object.keys(update).length === 0) continue;
        if (collection === COLLECTIONS.referrals) {
          // A referral's contact attempts are erased with it (their own eraseAt, which a TTL policy also reads):
          // they move first, so a run cut short leaves the referral unchanged and the retry moves them again.
          for (const attempt of (await copy.ref.collection('attempts').get()).docs) {
            if (Object.keys(updateFor(attempt, camp, 'health')).length === 0) continue;
            await makeRoom();
            batch.update(attempt.ref, update);
            operations++;
          }
          await makeRoom();
        }
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
        operations++;
      }
      if (operations > 0) await batch.commit();
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
