/** In-memory search, sort and paging of the participant's own (few) registrations. */
import { foldText, matchesText, type Registration } from '@campcare/domain';

export type RegistrationSort = '' | 'CampName' | 'CampFees' | 'DateTime';

/** The sort choices, each with its catalog key. */
export const REGISTRATION_SORT_OPTIONS: readonly { value: RegistrationSort; labelKey: string }[] = [
  { value: '', labelKey: 'dashboard.sort.newest' },
  { value: 'DateTime', labelKey: 'dashboard.sort.campDate' },
  { value: 'CampFees', labelKey: 'dashboard.sort.campFees' },
  { value: 'CampName', labelKey: 'dashboard.sort.alphabetical' },
];

type Row = Pick<Registration, 'CampName' | 'CampFees' | 'DateTime' | 'createdAt' | 'Location' | 'ParticipantName'>;

export function filterSortPage<T extends Row>(
  rows: readonly T[],
  options: { search: string; sort: string; page: number; limit: number },
): { rows: T[]; total: number } {
  // The API's search semantics: every word starts a word of the camp, its place or the participant.
  const matching = rows.filter((r) => matchesText(options.search, r.CampName, r.Location, r.ParticipantName));
  const sorted = [...matching].sort((a, b) => {
    switch (options.sort) {
      case 'CampName':
        return foldText(a.CampName).localeCompare(foldText(b.CampName));
      case 'CampFees':
        return b.CampFees - a.CampFees;
      case 'DateTime':
        return a.DateTime.localeCompare(b.DateTime);
      default:
        return (b.createdAt ?? '').localeCompare(a.createdAt ?? '');
    }
  });
  const start = (options.page - 1) * options.limit;
  return { rows: sorted.slice(start, start + options.limit), total: sorted.length };
}
