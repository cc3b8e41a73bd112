/**
 * Keeps the campSearch entries (domain/src/campSearch.ts) in step with the
 * camps: the indexCampSearch trigger (camps/campSearchIndex.ts) runs on
 * every write to a camp (created, edited, joined or left, given organizers,
 * cancelled, deleted), the camp store runs the same sync right after its own
 * writes so that an organizer finds a camp they just saved at once, and a
 * migration runs it for camps whose entries an older version wrote. It sits
 * below both camps/ and migrations/ for that.
 *
 * The sync reads the camp as it is now and rewrites only the entries that
 * differ, so a repeated or late run changes nothing. Each entry written
 * remembers the camp version it came from (the camp document's update time);
 * a run that finds an entry from a newer version stops. A newer version that
 * has no entries (a camp cancelled or deleted) leaves no such mark, so a run
 * that read the camp before that change could write its entries back after
 * the change's own sync: a CI run on 2026-11-29 found four entries of a
 * cancelled camp. A run therefore reads the camp again once it has written,
 * and syncs again while the camp has moved on. The transaction covers the
 * entries only, never the camp document, which registrations update under
 * load.
 */
import { campSearchEntries, COLLECTIONS, type CampSearchEntry, type CampSearchSource } from '@campcare/domain';
import { isDeepStrictEqual } from 'node:util';
import type { DocumentSnapshot, Firestore, Timestamp } from 'firebase-admin/firestore';
import { runTransaction } from '../firestore/transactions.ts';

/** An entry as stored: its data and the camp version it was written from. */
type StoredEntry = CampSearchEntry & { version?: Timestamp };

const newer = (a: Timestamp, b: Timestamp) => a.seconds > b.seconds || (a.seconds === b.seconds && a.nanoseconds > b.nanoseconds);

/** Rounds of a sync: a camp still changing after them is left to the sync of its next change. */
const MAX_SYNCS = 3;

/** Brings one camp's entries in line with the camp as it is now. Returns how many entries were written or deleted. */
export async function syncCampSearch(firestore: Firestore, campId: string): Promise<number> {
  const camp = firestore.collection(COLLECTIONS.camps).doc(campId);
  let changes = 0;
  let snap = await camp.get();
  for (let sync = 1; ; sync++) {
    changes += await syncFrom(firestore, campId, snap);
    if (sync === MAX_SYNCS) return changes;
    const now = await camp.get();
    if (now.exists === snap.exists && (!now.exists || now.updateTime!.isEqual(snap.updateTime!))) return changes;
    // The camp has moved on: the next round syncs from what was just read.
    snap = now;
  }
}

/** One sync of the entries with the camp as `snap` read it. */
async function syncFrom(firestore: Firestore, campId: string, snap: DocumentSnapshot): Promise<number> {
  const version = snap.updateTime ?? snap.readTime;
  const wanted = snap.exists ? campSearchEntries(campId, snap.data() as CampSearchSource) : [];
  const entries = firestore.collection(COLLECTIONS.campSearch);
  return runTransaction(
    async (tx) => {
      const existing = await tx.get(entries.where('campId', '==', campId));
      if (existing.docs.some((doc) => {
        const stored = doc.get('version') as Timestamp | undefined;
        return stored !== undefined && newer(stored, version);
      })) {
        return 0;
      }
      let changes = 0;
      const wantedIds = new Set(wanted.map((e) => e.id));
      for (const doc of existing.docs) {
        if (!wantedIds.has(doc.id)) {
          tx.delete(doc.ref);
          changes++;
        }
      }
      for (const entry of wanted) {
        const current = existing.docs.find((doc) => doc.id === entry.id);
        const { version: _version, ...currentData } = (current?.data() ?? {}) as StoredEntry;
        if (current && isDeepStrictEqual(currentData, entry.data)) continue;
        tx.set(entries.doc(entry.id), { ...entry.data, version } satisfies StoredEntry);
        changes++;
      }
      return changes;
    },
    { firestore },
  );
}
