/**
 * The registration search entries (searchEntries.ts): one per registration
 * and sort order of the organizers' registrations table, in
 * `registrationSearch`, with the words of the camp's and the participant's
 * names and the camp's organizers. They hold participant names, so only the
 * functions read them.
 *
 * The functions write a registration's entries in the same transaction or
 * batch as the registration itself (registrationStore.ts, and the camp-edit
 * propagation that renames or re-staffs it); whoever writes registrations in
 * bulk (seed, tests, bench) writes their entries with
 * registrationSearchEntries() in the same batch.
 */
import { campSortOrder, CAMP_SORT_OPTIONS, type CampSortValue } from './listing.ts';
import type { Registration } from './model.ts';
import { searchTokensFor, type SearchPlan } from './search.ts';
import { searchEntriesFor, searchEntryFilters, searchEntryId, type SearchEntryFields, type SearchEntryFilter } from './searchEntries.ts';

/** The organizers' registrations table sorts as the camps do, but for "most registered" (a registration has no count). */
export type RegistrationSortValue = Exclude<CampSortValue, 'ParticipantCount'>;

export const REGISTRATION_SORT_VALUES: readonly RegistrationSortValue[] = CAMP_SORT_OPTIONS.flatMap(({ value }) =>
  value === 'ParticipantCount' ? [] : [value],
);

/** The fields of a registration its entries derive from. */
export type RegistrationSearchSource = Pick<Registration, 'CampName' | 'ParticipantName' | 'createdAt' | 'CampFees' | 'nameKey' | 'organizerUids'>;

export interface RegistrationSearchEntry extends SearchEntryFields {
  registrationId: string;
}

const REGISTRATION_ORDERS = REGISTRATION_SORT_VALUES.map(campSortOrder);

/** The id of a registration's entry for one sort (null when the registration lacks that sort's field). */
export function registrationSearchEntryId(
  registrationId: string,
  registration: Partial<RegistrationSearchSource>,
  sortValue: RegistrationSortValue,
): string | null {
  return searchEntryId(registrationId, registration, campSortOrder(sortValue));
}

/** Every entry a registration should have: one per sort of the table. Its words are those of its searchTokens. */
export function registrationSearchEntries(
  registrationId: string,
  registration: Partial<RegistrationSearchSource>,
): { id: string; data: RegistrationSearchEntry }[] {
  const tokens = searchTokensFor(registration.CampName ?? '', registration.ParticipantName ?? '');
  return searchEntriesFor(registrationId, registration, REGISTRATION_ORDERS, tokens, registration.organizerUids ?? [], { registrationId });
}

/**
 * The filters that find the registrations matching every word of `plan`
 * (and, with `organizerUid`, in the camps that organizer runs), in
 * `sortValue`'s order.
 */
export function registrationSearchFilters(plan: SearchPlan, sortValue: RegistrationSortValue, organizerUid?: string | null): SearchEntryFilter[] {
  return searchEntryFilters(plan, campSortOrder(sortValue), organizerUid);
}
