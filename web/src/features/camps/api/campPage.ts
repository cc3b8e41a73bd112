/**
 * Reads one page of the Available Camps list with GET /allavilableCamps'
 * semantics: sort order, array-contains on a single search word, the
 * campSearch entries for several words, and the total for the page count.
 * Its hook is useCampPage.ts; this module has no React in it because the
 * app's small entry imports it (features/camps/early.ts) to start the read
 * before React has arrived.
 */
import {
  campImageUrl,
  campSortOrder,
  COLLECTIONS,
  cursorItem,
  cursorToPage,
  listTotal,
  neighbourLinks,
  PAGING_WINDOW,
  type Camp,
  type CampSearchEntry,
  type PageLinks,
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
  /** The neighbouring pages, with the cursors (camp ids) that reach them: the domain's one scheme (pageCursor.ts), as the API's Link header. */
  links: PageLinks;
  /** Where a read starting at a cursor's camp starts, by camp id: its value of the sort's field (a Firestore cursor needs it). */
  orderValues: Record<string, unknown>;
  /** For a search of several words, by camp id: its campSearch entry, which the next page starts after. */
  entryIds?: Record<string, string>;
}

const sameList = (view: CampListView, shown: CampPage | undefined): shown is CampPage =>
  !!shown && shown.search === view.search && shown.sort === view.sort && shown.limit === view.limit;

/** The links of a page whose items (in order) are these camps: the domain's neighbours, for as far as the list goes. */
function linksOf(view: CampListView, ids: readonly string[], counted: { total: number; capped: boolean }): PageLinks {
  return neighbourLinks(view, ids, view.page * view.limit < counted.total || counted.capped);
}

/**
 * Where `view` starts relative to a page already read, by that page's links:
 * the page just after it starts after its last camp, the page just before it
 * ends before its first (read backwards). Anything else is reached by
 * skipping, which the paging window bounds.
 */
function cursorFrom(view: CampListView, shown: CampPage | undefined): { startAfter: StartAfter; backwards: boolean } | null {
  const cursor = sameList(view, shown) ? cursorToPage(shown.links, view.page) : null;
  if (!cursor) return null;
  const { id, backwards } = cursorItem(cursor);
  return id in shown!.orderValues ? { startAfter: { values: [shown!.orderValues[id]], id }, backwards } : null;
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
  const total = listTotal(counted);
  return {
    camps,
    ...total,
    ...about,
    links: linksOf(view, camps.map((c) => c._id), total),
    orderValues: Object.fromEntries(camps.map((c) => [c._id, (c as Record<string, unknown>)[orderField]])),
  };
}

/**
 * A page of a search of several words: the page's campSearch entries (the
 * next page starts after the last entry on screen; any other page is reached
 * by skipping, which the paging window bounds), then their camps: about
 * twice the page, at any catalogue size.
 */
async function fetchSearchPage(view: CampListView, words: SearchPlan, signal?: AbortSignal, shown?: CampPage): Promise<CampPage> {
  const plan = campSearchPlan(words, { sort: view.sort, limit: view.limit });
  // Only forwards: reading these entries backwards would need another index (the API does the same).
  const cursor = sameList(view, shown) ? cursorToPage(shown.links, view.page) : null;
  const after = cursor && !cursorItem(cursor).backwards ? cursorItem(cursor).id : undefined;
  const lastEntry = after ? shown?.entryIds?.[after] : undefined;
  const read = runQuery<Pick<CampSearchEntry, 'campId'>>(plan, {
    ...(lastEntry ? { startAfter: { values: [], id: lastEntry } } : { offset: (view.page - 1) * view.limit }),
    signal,
    fields: ['campId'],
  });
  const [entries, counted] = await Promise.all([read, runCount({ ...plan, limit: PAGING_WINDOW }, signal)]);
  const found = await Promise.all(entries.map((entry) => getDocument<CampCardData>(COLLECTIONS.camps, entry.campId, signal)));
  // An entry can outlive its camp by the moment the server takes to follow a deletion.
  const camps = found.filter((camp): camp is CampCardData => camp !== null);
  const total = listTotal(counted);
  return {
    camps,
    ...total,
    page: view.page,
    limit: view.limit,
    search: view.search,
    sort: view.sort,
    // The entries name the page's items: a camp gone since still marks where the next page starts.
    links: linksOf(view, entries.map((entry) => entry.campId), total),
    orderValues: {},
    entryIds: Object.fromEntries(entries.map((entry) => [entry.campId, entry._id])),
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

/**
 * Starts reading this view's page unless that read is already under way; the
 * promise settles (never rejects) when the read has ended, after onFirstPicture.
 */
export function prefetchCampPage(view: CampListView, onFirstPicture?: (url: string) => void): Promise<void> {
  const key = viewKey(view);
  if (prefetched?.key === key) return prefetched.page.then(() => undefined, () => undefined);
  const entry: PrefetchedCampPage = { key, page: fetchCampPage(view) };
  // The first card's picture is the largest thing on the page: fetch it as soon as its
  // address is known, not once the page's code has arrived and rendered the grid.
  // Nobody may take the read (the visitor left): never an unhandled rejection.
  const settled = entry.page.then((page) => {
    entry.ready = page;
    const url = page.camps[0] ? campImageUrl(page.camps[0].Image) : undefined;
    preloadImage(url);
    if (url) onFirstPicture?.(url);
  }, () => undefined);
  prefetched = entry;
  return settled;
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
