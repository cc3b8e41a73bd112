/**
 * Camps from before seat pools (domain/src/seatPool.ts): every camp with a
 * capacity gets its pool of free seat shards, counted from the seats its
 * registrations hold, and its summary counts counted afresh; its Waiting
 * registrations lose the stored place in line they had (the line is now
 * ordered by join time, and places are computed when shown). All of one
 * camp in one transaction, so a join meanwhile is either counted or waits.
 * A camp with a pool is left alone, so a run cut short is simply run again.
 */
import {
  COLLECTIONS,
  countSeats,
  hasCapacity,
  seatShardCount,
  seatShardId,
  seatsHeldBy,
  spreadSeats,
  type Camp,
  type Registration,
  type SeatShard,
} from '@campcare/domain';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { runTransaction } from '../../firestore/transactions.ts';
import type { Migration } from '../migration.ts';
import { scanCollection } from '../scan.ts';

const needsPool = (camp: Camp) => hasCapacity(camp) && typeof camp.seatPoolShards !== 'number';

/** Lays out one camp's pool; false when it needs none (no capacity, or laid out already). */
export function layOutCampSeats(db: Firestore, campId: string): Promise<boolean> {
  const campRef = db.collection(COLLECTIONS.camps).doc(campId);
  return runTransaction(
    async (tx) => {
      const snap = await tx.get(campRef);
      const camp = snap.data() as Camp | undefined;
      if (!camp || !needsPool(camp)) return false;
      const registrations = await tx.get(db.collection(COLLECTIONS.registrations).where('campId', '==', campId));
      const all = registrations.docs.map((d) => d.data() as Registration);
      const shards = seatShardCount(camp.Capacity as number);
      spreadSeats((camp.Capacity as number) - seatsHeldBy(all), shards).forEach((free, index) => {
        const shard: SeatShard = { index, free, open: free > 0 };
        tx.set(campRef.collection(COLLECTIONS.seatPool).doc(seatShardId(index)), shard);
      });
      for (const doc of registrations.docs) {
        if (doc.get('waitlistPosition') !== undefined) tx.update(doc.ref, { waitlistPosition: FieldValue.delete() });
      }
      tx.update(campRef, { ...countSeats(all), seatPoolShards: shards, countsRefreshedAt: new Date().toISOString() });
      return true;
    },
    { firestore: db },
  );
}

export const seatPools: Migration = {
  id: '005-seat-pools',
  description:
    'Camps with a capacity get their pool of free seat shards and their counts counted afresh; their registrations drop the stored place in line (now computed from join times).',
  run: (db) =>
    scanCollection(db, COLLECTIONS.camps, async (page) => {
      let changed = 0;
      for (const doc of page) if (needsPool(doc.data() as Camp) && (await layOutCampSeats(db, doc.id))) changed++;
      return changed;
    }),
};
