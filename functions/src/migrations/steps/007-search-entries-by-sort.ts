/**
 * Search entries written before their ids began with their sort's field
 * (domain/src/searchEntries.ts). Such an id was the sort key and the
 * document's id alone, so a camp whose fee and count of people were equal (a
 * new free camp: 0 and 0) had one entry for the two sorts, and a search of
 * several words in the other sort left it out.
 *
 * - A camp with an entry under an old id is synced afresh, as every write to
 *   it is (search/campSearchStore.ts): its old entries go, the four it
 *   should have are written. A camp that is gone loses its entries.
 * - A registration's entries never collided (its table has no sort by
 *   count), so each old one moves to its new id, the same data under the
 *   sort's field and the old id: one batch per page, each move one write
 *   and one delete.
 *
 * An entry whose id holds the mark is left as it is, so a run cut short is
 * simply run again.
 */
import { COLLECTIONS, SEARCH_ENTRY_SORT_MARK, type SearchEntryFields } from '@campcare/domain';
import { syncCampSearch } from '../../search/campSearchStore.ts';
import type { Migration } from '../migration.ts';
import { scanCollection } from '../scan.ts';

const isOldId = (id: string) => !id.includes(SEARCH_ENTRY_SORT_MARK);

export const searchEntriesBySort: Migration = {
  id: '007-search-entries-by-sort',
  description:
    'Camp and registration search entries get ids that begin with their sort’s field: camps with old entries are synced afresh (a free camp gets back the entry it lost), registrations’ entries move to their new ids.',
  run: async (db) => {
    const synced = new Set<string>();
    const camps = await scanCollection(db, COLLECTIONS.campSearch, async (page) => {
      let changed = 0;
      for (const entry of page) {
        const campId = entry.get('campId') as string;
        if (!isOldId(entry.id) || synced.has(campId)) continue;
        synced.add(campId);
        if ((await syncCampSearch(db, campId)) > 0) changed++;
      }
      return changed;
    });
    const registrationEntries = await scanCollection(db, COLLECTIONS.registrationSearch, async (page) => {
      const batch = db.batch();
      let changed = 0;
      for (const entry of page) {
        if (!isOldId(entry.id)) continue;
        const data = entry.data() as SearchEntryFields;
        batch.set(entry.ref.parent.doc(data.sort + SEARCH_ENTRY_SORT_MARK + entry.id), data);
        batch.delete(entry.ref);
        changed++;
      }
      if (changed > 0) await batch.commit();
      return changed;
    });
    return camps + registrationEntries;
  },
};
