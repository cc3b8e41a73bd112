/**
 * The camp search entries (searchEntries.ts): one per camp and sort order,
 * in `campSearch`, with the words of the camp's name, location and
 * professional and its organizers.
 *
 * The server keeps the entries in step with `camps` (functions/src/camps/
 * campSearchIndex.ts); whoever writes camps in bulk (seed, tests, bench)
 * writes their entries with campSearchEntries() in the same batch.
 */
import type { Camp } from './model.ts';
import { campSortOrder, CAMP_SORT_OPTIONS, type CampSortValue } from './listing.ts';
import { searchTokensFor, type SearchPlan } from './search.ts';
import { searchEntriesFor, searchEntryFilters, searchEntryId, type SearchEntryFields, type SearchEntryFilter } from './searchEntries.ts';

/** The fields of a camp an entry derives from: a change to any other field leaves the entries as they are. */
export type CampSearchSource = Pick<
  Camp,
  'CampName' | 'Location' | 'HealthcareProfessional' | 'createdAt' | 'ParticipantCount' | 'CampFees' | 'nameKey' | 'organizerUids'
>;

export interface CampSearchEntry extends SearchEntryFields {
  campId: string;
}

const CAMP_ORDERS = CAMP_SORT_OPTIONS.map(({ value }) => campSortOrder(value));

/**
 * The id of a camp's entry for one sort, or null when the camp lacks that
 * sort's field (Firestore leaves such a camp out of the sorted list too).
 */
export function campSearchEntryId(campId: string, camp: Partial<CampSearchSource>, sortValue: CampSortValue): string | null {
  return searchEntryId(campId, camp, campSortOrder(sortValue));
}

/** Every entry a camp should have: one per sort order it can be listed in. */
export function campSearchEntries(campId: string, camp: Partial<CampSearchSource>): { id: string; data: CampSearchEntry }[] {
  const tokens = searchTokensFor(camp.CampName ?? '', camp.Location ?? '', camp.HealthcareProfessional ?? '');
  return searchEntriesFor(campId, camp, CAMP_ORDERS, tokens, camp.organizerUids ?? [], { campId });
}

/**
 * The filters that find the camps matching every word of `plan` (and, with
 * `organizerUid`, run by that organizer), in `sortValue`'s order.
 */
export function campSearchFilters(plan: SearchPlan, sortValue: CampSortValue, organizerUid?: string | null): SearchEntryFilter[] {
  return searchEntryFilters(plan, campSortOrder(sortValue), organizerUid);
}
