/** Listing parameters (`page`, `limit`, `sortValue`) with the API's rules. */
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './constants.ts';

export type CampSortValue = '' | 'ParticipantCount' | 'CampFees' | 'alphabetical';

export const CAMP_SORT_OPTIONS: readonly { value: CampSortValue; label: string }[] = [
  { value: '', label: 'Newest first' },
  { value: 'ParticipantCount', label: 'Most registered' },
  { value: 'CampFees', label: 'Camp fees' },
  { value: 'alphabetical', label: 'Alphabetical order' },
];

export interface SortOrder {
  field: string;
  direction: 'asc' | 'desc';
}

/** The Firestore order for each sort value; ties fall back to document id. */
export function campSortOrder(sortValue: CampSortValue): SortOrder {
  switch (sortValue) {
    case 'ParticipantCount':
      return { field: 'ParticipantCount', direction: 'desc' };
    case 'CampFees':
      return { field: 'CampFees', direction: 'desc' };
    case 'alphabetical':
      return { field: 'nameKey', direction: 'asc' };
    default:
      return { field: 'createdAt', direction: 'desc' };
  }
}

export function isCampSortValue(value: string): value is CampSortValue {
  return CAMP_SORT_OPTIONS.some((o) => o.value === value);
}

export interface PageRequest {
  page: number;
  limit: number;
}

export function clampPageRequest(page: unknown, limit: unknown): PageRequest | null {
  const p = page === undefined || page === '' ? 1 : Number(page);
  const l = limit === undefined || limit === '' ? DEFAULT_PAGE_SIZE : Number(limit);
  if (!Number.isInteger(p) || p < 1 || p > 10_000) return null;
  if (!Number.isInteger(l) || l < 1 || l > MAX_PAGE_SIZE) return null;
  return { page: p, limit: l };
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.ceil(total / limit));
}
