/**
 * Paged lists over HTTP: how `page`/`limit` (and the cursors `after`/`before`)
 * are read off a request, and how a page is answered. Fetching the page is
 * firestore/paging.ts.
 */
import type { Request, Response } from 'express';
import {
  clampPageRequest,
  DEFAULT_PAGE_SIZE,
  formatLinkHeader,
  lastListablePage,
  MAX_PAGE_SIZE,
  neighbourLinks,
  pageLinkParams,
  PAGING_WINDOW,
  type PageLink,
} from '@campcare/domain';
import type { ListPage, PageQuery } from '../firestore/paging.ts';
import { badRequest } from './errors.ts';
import { DOCUMENT_ID } from './schemaValidation.ts';

function cursorParam(value: unknown, name: string): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !DOCUMENT_ID.test(value)) {
    throw badRequest(`${name} must be the id of an item of the list (as in its Link header).`, { [name]: `${name} is not a valid item id.` });
  }
  return value;
}

export function pageRequestFrom(query: { page?: unknown; limit?: unknown; after?: unknown; before?: unknown }): PageQuery {
  const page = clampPageRequest(query.page, query.limit);
  if (!page) {
    throw badRequest(`page must be a whole number from 1, and limit a whole number from 1 to ${MAX_PAGE_SIZE}.`, {
      page: 'page must be a whole number from 1.',
      limit: `limit must be a whole number from 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`,
    });
  }
  const last = lastListablePage(page.limit);
  if (page.page > last) {
    const message = `page ${page.page} is past the last page a list offers at ${page.limit} per page (${last}): lists page through their first ${PAGING_WINDOW.toLocaleString('en-US')} results. Search, or change the sort, to reach others.`;
    throw badRequest(message, { page: `page must be at most ${last} with limit=${page.limit}.` });
  }
  const after = cursorParam(query.after, 'after');
  const before = cursorParam(query.before, 'before');
  if (after && before) throw badRequest('Give after or before, not both.', { before: 'Give after or before, not both.' });
  return { ...page, ...(after ? { after } : {}), ...(before ? { before } : {}) };
}

/** The address of this same list at a neighbouring page: its page number and cursor, the other parameters as asked. */
function pageLink(req: Request, link: PageLink): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(req.query)) {
    if (typeof value === 'string' && !['page', 'after', 'before'].includes(key)) params.set(key, value);
  }
  for (const [key, value] of Object.entries(pageLinkParams(link))) params.set(key, value);
  return `${req.originalUrl.split('?')[0]}?${params.toString()}`;
}

/**
 * The list stays an array, as documented; the number of matches travels in
 * `X-Total-Count` (up to the window, with `X-Total-Count-Capped: true` when
 * there may be more), and the neighbouring pages' addresses, which start from
 * a cursor (the domain's pageCursor.ts) and so cost only their own page, in
 * `Link` (rel="next", rel="prev").
 */
export function sendPage<T>(res: Response, page: PageQuery, list: ListPage<T>, idOf: (item: T) => string): void {
  res.set('X-Total-Count', String(list.total));
  if (list.capped) res.set('X-Total-Count-Capped', 'true');
  const more = page.page * page.limit < list.total || list.capped;
  const links = formatLinkHeader(neighbourLinks(page, list.items.map(idOf), more), (link) => pageLink(res.req, link));
  if (links) res.set('Link', links);
  res.json(list.items);
}
