/** The indexCampSearch trigger: every write to a camp that changes its search entries brings them in line (search/campSearchStore.ts). */
import { campSearchEntries, COLLECTIONS, type CampSearchSource } from '@campcare/domain';
import { isDeepStrictEqual } from 'node:util';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../firestore/firebase.ts';
import { syncCampSearch } from '../search/campSearchStore.ts';

/** Whether a write leaves the camp's entries as they were (most do: a new description, a waiting list): then nothing is read. */
const sameEntries = (before: unknown, after: unknown, campId: string) =>
  isDeepStrictEqual(
    before ? campSearchEntries(campId, before as CampSearchSource) : [],
    after ? campSearchEntries(campId, after as CampSearchSource) : [],
  );

export const indexCampSearch = onDocumentWritten({ document: `${COLLECTIONS.camps}/{campId}`, retry: true }, async (event) => {
  const campId = event.params.campId;
  if (sameEntries(event.data?.before.data(), event.data?.after.data(), campId)) return;
  await syncCampSearch(db, campId);
});
