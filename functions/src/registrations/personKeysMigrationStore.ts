/**
 * A data migration for registrations written before families, walk-ins and
 * unpaid-seat holds (its id and shape are the migration runner's: an id
 * that orders it, a description, and a `run` that changes only what is
 * still old, so it is safe to run again):
 *
 * - each registration of an account (under `{campId}_{uid}`, no person key)
 *   gets its account holder's key, `account:{uid}`, which the duplicate
 *   check of new registrations reads (it also looks for the old id itself,
 *   so nothing breaks before this has run);
 * - each unpaid seat of a paid camp still to come gets its hold (from the
 *   migration's time, as if taken then: nobody loses a seat without the
 *   reminder first).
 *
 * Registrations keep their ids: links, bookings, mails and the access log
 * name them.
 */
import { accountPersonKey, COLLECTIONS, unpaidHoldFields, type Registration } from '@campcare/domain';
import { FieldPath, type Firestore } from 'firebase-admin/firestore';

/** Registrations read per page (their updates fit in one batch). */
const PAGE = 200;

/** What a registration written before this migration is missing, or null when it has it all. */
export function personKeysChange(r: Registration, now: Date): Partial<Registration> | null {
  const change: Partial<Registration> = {};
  if (!r.personKey && r.participantUid) change.personKey = accountPersonKey(r.participantUid);
  const started = Date.parse(r.DateTime) <= now.getTime();
  if (r.unpaidHoldExpiresAt === undefined && !r.unpaidSeatReleasedAt && !started) Object.assign(change, unpaidHoldFields(r, r, now));
  return Object.keys(change).length > 0 ? change : null;
}

export const registrationPersonKeys = {
  id: '004-registration-person-keys',
  description:
    'Registrations from before families and walk-ins get their account holder’s person key; unpaid seats of paid camps still to come get a hold from now.',
  async run(db: Firestore, context: { now: Date; log?: (message: string) => void }): Promise<number> {
    const registrations = db.collection(COLLECTIONS.registrations);
    let changed = 0;
    let after: string | null = null;
    for (;;) {
      let query = registrations.orderBy(FieldPath.documentId()).limit(PAGE);
      if (after) query = query.startAfter(after);
      const page = await query.get();
      if (page.empty) break;
      const batch = db.batch();
      let inBatch = 0;
      for (const doc of page.docs) {
        const change = personKeysChange(doc.data() as Registration, context.now);
        if (!change) continue;
        batch.update(doc.ref, change);
        inBatch++;
      }
      if (inBatch > 0) await batch.commit();
      changed += inBatch;
      if (page.size < PAGE) break;
      after = page.docs[page.docs.length - 1]!.id;
    }
    context.log?.(`${changed} registrations given person keys or unpaid-seat holds`);
    return changed;
  },
};
