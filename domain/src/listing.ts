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

/**
 * Lists page through their first 1,000 results in the chosen order, and count
 * no further: a count() is billed one read per 1,000 index entries, so every
 * page then costs the same at any catalogue size. Search or sort to reach the rest.
 */
export const PAGING_WINDOW = 1000;

/** The deepest page a list offers at this page size. */
export function lastListablePage(limit: number): number {
  return Math.max(1, Math.ceil(PAGING_WINDOW / limit));
}

/** What the API counts: every match up to the window; `capped` when there may be more. */
export interface ListTotal {
  total: number;
  capped: boolean;
}

export function listTotal(counted: number): ListTotal {
  return { total: Math.min(counted, PAGING_WINDOW), capped: counted >= PAGING_WINDOW };
}

export function clampPageRequest(page: unknown, limit: unknown): PageRequest | null {
  const p = page === undefined || page === '' ? 1 : Number(page);
  const l = limit === undefined || limit === '' ? DEFAULT_PAGE_SIZE : Number(limit);
  if (!Number.isInteger(p) || p < 1 || p > 10_000) return null;
  if (!Number.isInteger(l) || l < 1 || l > MAX_PAGE_SIZE) return null;
  return { page: p, limit: l };
}

export function pageCount(total: number, limit: number): number {
  return Math.max(1, Math.min(Math.ceil(total / limit), lastListablePage(limit)));
}

/** Page numbers to show around the current one: 1 … 4 5 [6] 7 8 … 20. */
export function pageWindow(current: number, total: number, radius = 1): (number | 'gap')[] {
  const pages = new Set<number>([1, total]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= total) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) out.push(p - previous === 2 ? p - 1 : 'gap');
    out.push(p);
  });
  return out;
}
