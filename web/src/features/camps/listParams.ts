/**
 * The Available Camps view lives in the URL (`?search=&sort=&page=&limit=`),
 * so a view can be shared and the back button works. Bad values fall back to
 * the defaults instead of breaking the page.
 */
import { DEFAULT_PAGE_SIZE, isCampSortValue, lastListablePage, MAX_SEARCH_LENGTH, PAGE_SIZES, type CampSortValue } from '@campcare/domain';

export interface CampListView {
  search: string;
  sort: CampSortValue;
  page: number;
  limit: number;
}

export function readListView(params: URLSearchParams): CampListView {
  const sort = params.get('sort') ?? '';
  const page = Number(params.get('page') ?? '1');
  const asked = Number(params.get('limit') ?? String(DEFAULT_PAGE_SIZE));
  const limit = (PAGE_SIZES as readonly number[]).includes(asked) ? asked : DEFAULT_PAGE_SIZE;
  return {
    search: (params.get('search') ?? '').slice(0, MAX_SEARCH_LENGTH),
    sort: isCampSortValue(sort) ? sort : '',
    // Lists page through their first 1,000 camps (see PAGING_WINDOW): a deeper page shows the deepest one.
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, lastListablePage(limit)) : 1,
    limit,
  };
}

/** Only what differs from the defaults goes into the URL. */
export function writeListView(view: CampListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search.trim()) params.set('search', view.search);
  if (view.sort) params.set('sort', view.sort);
  if (view.page !== 1) params.set('page', String(view.page));
  if (view.limit !== DEFAULT_PAGE_SIZE) params.set('limit', String(view.limit));
  return params;
}

/**
 * The next view after a change: a new search, sort or page size starts again
 * at page 1; changing only the page keeps the rest.
 */
export function changeView(current: CampListView, change: Partial<CampListView>): CampListView {
  const resetsPage = ('search' in change && change.search !== current.search) || ('sort' in change && change.sort !== current.sort) || ('limit' in change && change.limit !== current.limit);
  return { ...current, ...change, page: resetsPage ? 1 : (change.page ?? current.page) };
}
