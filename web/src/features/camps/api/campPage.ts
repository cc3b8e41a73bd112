/**
 * Reads one page of the Available Camps list with GET /allavilableCamps'
 * semantics: sort order, array-contains on a single search word, the
 * campSearch entries for several words, and the total for the page count.
 * Its hook is useCampPage.ts; this module has no React in it because the
 * app's small entry imports it (features/camps/early.ts) to start the read
 * before React has arrived.
 */
import {
  campSortOrder,
  COLLECTIONS,
  listTotal,
  PAGING_WINDOW,
  type Camp,
  type CampSearchEntry,
  type SearchPlan,
} from '@campcare/domain';
import { getDocument, runCount, runQuery, type DocData, type StartAfter } from '../../../lib/firestoreRest.ts';
import { campListPlan, campListSearch, campSearchPlan } from '../queryPlans.ts';
import type { CampListView } from '../listParams.ts';

/** What a camp card shows: camp lists read only these fields (a camp's description alone is often larger). */
export const CAMP_CARD_FIELDS = ['CampName', 'Image', 'CampFees', 'DateTime', 'Location', 'HealthcareProfessional', 'ParticipantCount', 'Capacity', 'seatsOffered', 'TimeZone'] as const;
export type CampCardData = DocData<Pick<Camp, (typeof CAMP_CARD_FIELDS)[number]>>;

export interface CampPage {
  camps: CampCardData[];
  /** Matches up to the paging window; `capped` when there may be more. */
  total: number;
  capped: boolean;
  /** The view this read was for: what the pager's summary describes while the next page loads, and where a neighbour page starts. */
  page: number;
  limit: number;
  search: string;
  sort: CampListView['sort'];
  /** Each card's value of the sort's field, for the cursor of the page before or after. */
  orderValues: unknown[];
  /** For a search of several words: the ids of the page's campSearch entries, the next page's cursor. */
  entryIds?: string[];
}

/**
 * Where `view` starts relative to a page already read: the page just after
 * it starts after its last camp, the page just before it ends before its
 * first (read backwards). Anything else is reached by skipping, which the
 * paging window bounds.
 */
function cursorFrom(view: CampListView, shown: CampPage | undefined): { startAfter: StartAfter; backwards: boolean } | null {
  if (!shown || shown.search !== view.search || shown.sort !== view.sort || shown.limit !== view.limit || shown.camps.length === 0) return null;
  if (view.page === shown.page + 1) {
    const last = shown.camps.length - 1;
    return { startAfter: { values: [shown.orderValues[last]], id: shown.camps[last]!._id }, backwards: false };
  }
  if (view.page === shown.page - 1) return { startAfter: { values: [shown.orderValues[0]], id: shown.camps[0]!._id }, backwards: true };
  return null;
}

/** One page of camps; `shown`, the page on screen, lets its neighbours be read from a cursor (the page's cost only). */
export async function fetchCampPage(view: CampListView, signal?: AbortSignal, shown?: CampPage): Promise<CampPage> {
  const offset = (view.page - 1) * view.limit;
  const about = { page: view.page, limit: view.limit, search: view.search, sort: view.sort };
  const orderField = campSortOrder(view.sort).field;
  const words = campListSearch(view.search);
  if (words) return fetchSearchPage(view, words, signal, shown);
  const plan = campListPlan({ search: view.search, sort: view.sort, limit: view.limit });
  const cursor = cursorFrom(view, shown);
  const read = cursor
    ? runQuery<CampCardData>(cursor.backwards ? reversed(plan) : plan, { startAfter: cursor.startAfter, signal, fields: [...CAMP_CARD_FIELDS, orderField] })
    : runQuery<CampCardData>(plan, { offset, signal, fields: [...CAMP_CARD_FIELDS, orderField] });
  const [rows, counted] = await Promise.all([read, runCount({ ...plan, limit: PAGING_WINDOW }, signal)]);
  const camps = cursor?.backwards ? rows.reverse() : rows;
  return { camps, ...listTotal(counted), ...about, orderValues: camps.map((c) => (c as Record<string, unknown>)[orderField]) };
}

/**
 * A page of a search of several words: the page's campSearch entries (the
 * next page starts after the last entry on screen; any other page is reached
 * by skipping, which the paging window bounds), then their camps: about
 * twice the page, at any catalogue size.
 */
async function fetchSearchPage(view: CampListView, words: SearchPlan, signal?: AbortSignal, shown?: CampPage): Promise<CampPage> {
  const plan = campSearchPlan(words, { sort: view.sort, limit: view.limit });
  const sameList = shown && shown.search === view.search && shown.sort === view.sort && shown.limit === view.limit;
  const lastEntry = sameList && view.page === shown.page + 1 ? shown.entryIds?.at(-1) : undefined;
  const read = runQuery<Pick<CampSearchEntry, 'campId'>>(plan, {
    ...(lastEntry ? { startAfter: { values: [], id: lastEntry } } : { offset: (view.page - 1) * view.limit }),
    signal,
    fields: ['campId'],
  });
  const [entries, counted] = await Promise.all([read, runCount({ ...plan, limit: PAGING_WINDOW }, signal)]);
  const found = await Promise.all(entries.map((entry) => getDocument<CampCardData>(COLLECTIONS.camps, entry.campId, signal)));
  // An entry can outlive its camp by the moment the server takes to follow a deletion.
  const camps = found.filter((camp): camp is CampCardData => camp !== null);
  return {
    camps,
    ...listTotal(counted),
    page: view.page,
    limit: view.limit,
    search: view.search,
    sort: view.sort,
    orderValues: [],
    entryIds: entries.map((entry) => entry._id),
  };
}

function reversed(plan: ReturnType<typeof campListPlan>): ReturnType<typeof campListPlan> {
  return { ...plan, order: plan.order.map((o) => ({ ...o, direction: o.direction === 'asc' ? 'desc' : 'asc' })) };
}

/**
 * A page read started before the page's code runs (see app/earlyStart.ts and
 * the route's loader); the page takes it over on its first render instead of
 * starting the same read again, and when it has already arrived the first
 * render shows the cards at once (no skeleton commit in between).
 */
interface PrefetchedCampPage {
  key: string;
  page: Promise<CampPage>;
  ready?: CampPage;
}
let prefetched: PrefetchedCampPage | null = null;
const viewKey = (view: CampListView) => JSON.stringify([view.search, view.sort, view.page, view.limit]);

/** Starts reading this view's page unless that read is already under way. */
export function prefetchCampPage(view: CampListView): void {
  const key = viewKey(view);
  if (prefetched?.key === key) return;
  const entry: PrefetchedCampPage = { key, page: fetchCampPage(view) };
  // The first card's picture is the largest thing on the page: fetch it as soon as its
  // address is known, not once the page's code has arrived and rendered the grid.
  // Nobody may take the read (the visitor left): never an unhandled rejection.
  entry.page.then((page) => {
    entry.ready = page;
    preloadImage(page.camps[0]?.Image);
  }, () => undefined);
  prefetched = entry;
}

function preloadImage(url: string | undefined): void {
  if (!url) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** The prefetched read of this exact view, once (`ready` when it has arrived); null when there is none. */
export function takePrefetchedCampPage(view: CampListView): { page: Promise<CampPage>; ready?: CampPage } | null {
  if (!prefetched || prefetched.key !== viewKey(view)) return null;
  const { page, ready } = prefetched;
  prefetched = null;
  return { page, ready };
}
