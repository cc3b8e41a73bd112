/**
 * Camps from before seat documents (domain/src/seats.ts): each camp's held
 * seats get a seat document each and its registrations' people their mark
 * (in one transaction per camp, so a join meanwhile waits or is counted),
 * then the camp is settled once: seats left free are offered to the first
 * in line, the places of those Waiting are written in join order, and the
 * counts it shows are counted afresh. A camp laid out already is left as it
 * is, so a run cut short is simply run again. A camp's first join does the
 * same for a camp this has not reached yet.
 */
import { COLLECTIONS, type Camp } from '@campcare/domain';
import { settleCamp } from '../../seats/campSettleStore.ts';
import { ensureSeatsLaidOut } from '../../seats/seatStore.ts';
import type { Migration } from '../migration.ts';
import { scanCollection } from '../scan.ts';

export const seatDocuments: Migration = {
  id: '005-seat-documents',
  description:
    'Camps get a document per held seat and per registered person, their Waiting registrations their places in join order, and their counts counted afresh.',
  run: (db, { now }) =>
    scanCollection(db, COLLECTIONS.camps, async (page) => {
      let changed = 0;
      for (const doc of page) {
        if ((doc.data() as Camp).seatsLaidOutAt) continue;
        if (await ensureSeatsLaidOut(doc.id, db)) {
          await settleCamp(doc.id, now, db);
          changed++;
        }
      }
      return changed;
    }),
};
