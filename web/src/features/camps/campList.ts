/**
 * Reads one page of the Available Camps list with GET /allavilableCamps'
 * semantics: sort order, array-contains on the primary search word, the other
 * words checked on the documents, and the total for the page count.
 */
import {
  campSortOrder,
  COLLECTIONS,
  listTotal,
  matchesSearch,
  PAGING_WINDOW,
  type Camp,
  type RegistrationWithId,
} from '@campcare/domain';
import { getDocument, runCount, runQuery, type DocData, type StartAfter } from '../../lib/firestoreRest.ts';
import { campListPlan, campListSearch, myRegistrationsPlan } from './queryPlans.ts';
import type { CampListView } from './listParams.ts';

/** Multi-word searches are filtered in memory over at most this many documents. */
const MULTI_WORD_SCAN_LIMIT = 500;

/** What a camp card shows: camp lists read only these fields (a camp's description alone is often larger). */
export const CAMP_CARD_FIELDS = ['CampName', 'Image', 'CampFees', 'DateTime', 'Location', 'HealthcareProfessional', 'ParticipantCount'] as const;
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
  const extraWords = campListSearch(view.search);
  if (extraWords) {
    const candidates = await runQuery<CampCardData & Pick<Camp, 'searchTokens'>>(
      campListPlan({ search: view.search, sort: view.sort, limit: MULTI_WORD_SCAN_LIMIT }),
      { signal, fields: [...CAMP_CARD_FIELDS, 'searchTokens'] },
    );
    const matching = candidates.filter((c) => matchesSearch(c.searchTokens ?? [], extraWords));
    const camps = matching.slice(offset, offset + view.limit);
    return { camps, ...listTotal(matching.length), ...about, orderValues: [] };
  }
  const plan = campListPlan({ search: view.search, sort: view.sort, limit: view.limit });
  const cursor = cursorFrom(view, shown);
  const read = cursor
    ? runQuery<CampCardData>(cursor.backwards ? reversed(plan) : plan, { startAfter: cursor.startAfter, signal, fields: [...CAMP_CARD_FIELDS, orderField] })
    : runQuery<CampCardData>(plan, { offset, signal, fields: [...CAMP_CARD_FIELDS, orderField] });
  const [rows, counted] = await Promise.all([read, runCount({ ...plan, limit: PAGING_WINDOW }, signal)]);
  const camps = cursor?.backwards ? rows.reverse() : rows;
  return { camps, ...listTotal(counted), ...about, orderValues: camps.map((c) => (c as Record<string, unknown>)[orderField]) };
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

/** Up to 6 camps whose words start with what was typed, for the suggestion list. */
export async function fetchSuggestions(text: string, signal?: AbortSignal): Promise<CampCardData[]> {
  const page = await fetchCampPage({ search: text, sort: 'alphabetical', page: 1, limit: 6 }, signal);
  return page.camps;
}

/** Ids of the camps the participant has joined (their registrations are readable only by them). */
export async function fetchMyCampIds(uid: string, signal?: AbortSignal): Promise<Set<string>> {
  const registrations = await runQuery<RegistrationWithId>(myRegistrationsPlan(uid), { signal });
  return new Set(registrations.map((r) => r.campId));
}

/** A camp, or the cancelled camp with this id (it leaves camps/ when cancelled, and its page says so). */
export async function fetchCamp(id: string, signal?: AbortSignal): Promise<DocData<Camp> | null> {
  return (await getDocument<Camp>(COLLECTIONS.camps, id, signal)) ?? getDocument<Camp>(COLLECTIONS.cancelledCamps, id, signal);
}
