/**
 * Registrations written before families, walk-ins and unpaid-seat holds:
 *
 * - each registration of an account (under `{campId}_{uid}`, no person key)
 *   gets its account holder's key, `account:{uid}`, which the duplicate
 *   check of new registrations reads (it also looks for the old id itself,
 *   so nothing breaks before this has run);
 * - each unpaid seat of a paid camp still to come gets its hold, as if taken
 *   when the migration runs: nobody loses a seat without the reminder first.
 *
 * Registrations keep their ids: links, bookings, mails and the access log
 * name them.
 */
import { accountPersonKey, COLLECTIONS, unpaidHoldFields, type Registration } from '@campcare/domain';
import type { Migration } from '../migration.ts';
import { scanCollection } from '../scan.ts';

/** What a registration written before families is missing, or null when it has it all. */
export function personKeysChange(r: Registration, now: Date): Partial<Registration> | null {
  const change: Partial<Registration> = {};
  if (!r.personKey && r.participantUid) change.personKey = accountPersonKey(r.participantUid);
  const started = Date.parse(r.DateTime) <= now.getTime();
  if (r.unpaidHoldExpiresAt === undefined && !r.unpaidSeatReleasedAt && !started) Object.assign(change, unpaidHoldFields(r, r, now));
  return Object.keys(change).length > 0 ? change : null;
}

export const registrationPersonKeys: Migration = {
  id: '004-registration-person-keys',
  description:
    'Registrations from before families and walk-ins get their account holder’s person key; unpaid seats of paid camps still to come get a hold from the run’s time.',
  run: (db, { now }) =>
    scanCollection(db, COLLECTIONS.registrations, async (page) => {
      const batch = db.batch();
      let changed = 0;
      for (const doc of page) {
        const change = personKeysChange(doc.data() as Registration, now);
        if (!change) continue;
        batch.update(doc.ref, change);
        changed++;
      }
      if (changed > 0) await batch.commit();
      return changed;
    }),
};
