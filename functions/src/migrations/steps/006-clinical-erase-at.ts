/**
 * Screening results, referrals and their contact attempts written before
 * they carried their erasure time had none, so neither the hourly sweep nor
 * Firestore's TTL policy would ever erase them. Each gets its camp's (the
 * camp's day plus its retention, as health details count it); an attempt
 * gets its referral's.
 *
 * A camp is never deleted once someone joined it (it is cancelled instead),
 * so a result or referral whose camp is gone was left behind by a hand in
 * the console. It still must not be kept for good: it takes the time from
 * its registration's copy of the camp (date and retention), and when that is
 * gone too, the run's time, so the next sweep erases it (nobody can be
 * followed up for a camp and a registration that no longer exist). How many
 * went each way is logged.
 */
import { COLLECTIONS, healthErasureTime, type Camp, type Registration } from '@campcare/domain';
import { Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { Migration } from '../migration.ts';
import { scanCollection } from '../scan.ts';

/** Writes per batch, under Firestore's 500: a page's referrals with many attempts each are split over several. */
export const ERASE_AT_BATCH_WRITES = 450;

type EraseAtSource = 'camp' | 'registration' | 'run';

/** `load` called once per id in a run (the same camp or registration stands behind many documents). */
function onceEach<T>(load: (id: string) => Promise<T | null>): (id: string) => Promise<T | null> {
  const found = new Map<string, Promise<T | null>>();
  return (id) => {
    if (!id) return Promise.resolve(null);
    if (!found.has(id)) found.set(id, load(id));
    return found.get(id)!;
  };
}

/** Each camp's (and, for a camp that is gone, each registration's copy of it) erasure time, read once per run. */
function erasureTimes(db: Firestore, now: Date) {
  const timeOf = (copy: Pick<Camp, 'DateTime' | 'retentionDays'> | undefined) =>
    copy && typeof copy.DateTime === 'string' && !Number.isNaN(Date.parse(copy.DateTime))
      ? Timestamp.fromDate(healthErasureTime(copy.DateTime, copy.retentionDays))
      : null;
  const ofCamp = onceEach(async (id) => timeOf((await db.collection(COLLECTIONS.camps).doc(id).get()).data() as Camp | undefined));
  const ofRegistration = onceEach(async (id) =>
    timeOf((await db.collection(COLLECTIONS.registrations).doc(id).get()).data() as Registration | undefined),
  );
  return async (campId: string, registrationId: string): Promise<{ eraseAt: Timestamp; source: EraseAtSource }> => {
    const fromCamp = await ofCamp(campId);
    if (fromCamp) return { eraseAt: fromCamp, source: 'camp' };
    const fromRegistration = await ofRegistration(registrationId);
    if (fromRegistration) return { eraseAt: fromRegistration, source: 'registration' };
    return { eraseAt: Timestamp.fromDate(now), source: 'run' };
  };
}

/** Commits the updates in batches of at most ERASE_AT_BATCH_WRITES writes. */
async function writeEraseAt(db: Firestore, updates: readonly { ref: DocumentReference; eraseAt: Timestamp }[]): Promise<void> {
  for (let start = 0; start < updates.length; start += ERASE_AT_BATCH_WRITES) {
    const batch = db.batch();
    for (const { ref, eraseAt } of updates.slice(start, start + ERASE_AT_BATCH_WRITES)) batch.update(ref, { eraseAt });
    await batch.commit();
  }
}

export const clinicalEraseAt: Migration = {
  id: '006-clinical-erase-at',
  description: 'Screening results, referrals and contact attempts written before eraseAt: each gets its camp’s erasure time (an attempt its referral’s).',
  run: async (db, { now, log }) => {
    const eraseAtOf = erasureTimes(db, now);
    const sources: Record<EraseAtSource, number> = { camp: 0, registration: 0, run: 0 };
    let changed = 0;
    for (const collection of [COLLECTIONS.screeningResults, COLLECTIONS.referrals]) {
      changed += await scanCollection(db, collection, async (page) => {
        const updates = await Promise.all(
          page.map(async (doc) => {
            const mine: { ref: DocumentReference; eraseAt: Timestamp }[] = [];
            let eraseAt = doc.get('eraseAt') as Timestamp | undefined;
            if (!eraseAt) {
              const found = await eraseAtOf(String(doc.get('campId') ?? ''), String(doc.get('registrationId') ?? ''));
              eraseAt = found.eraseAt;
              sources[found.source]++;
              mine.push({ ref: doc.ref, eraseAt });
            }
            if (collection === COLLECTIONS.referrals) {
              // Its attempts take the referral's time (a handful per referral, read here rather than scanned apart);
              // also those added, without one, to a referral that had its time already.
              const attempts = await doc.ref.collection('attempts').get();
              for (const attempt of attempts.docs) if (!attempt.get('eraseAt')) mine.push({ ref: attempt.ref, eraseAt });
            }
            return mine;
          }),
        );
        const flat = updates.flat();
        await writeEraseAt(db, flat);
        return flat.length;
      });
    }
    if (sources.registration || sources.run) {
      log(`camp gone: ${sources.registration} from their registration's copy of the camp, ${sources.run} with neither, erased at the next sweep`);
    }
    return changed;
  },
};
