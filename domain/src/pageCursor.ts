/**
 * The one cursor scheme of CampCare's lists, for the API and the web app
 * alike. A list is asked for by `page` and `limit` (the API's contract); a
 * page next to one already read can also be given a cursor, so that it costs
 * only its own items instead of skipping every page before it:
 *
 * - `{ after: id }`: the page that starts after this item, the last of the page before it;
 * - `{ before: id }`: the page that ends before this item, the first of the page after it.
 *
 * Each page names its neighbours as links (a page number and the cursor that
 * reaches it). The API sends them in its `Link` header (`rel="next"`,
 * `rel="prev"`); the web app reads them from there, or builds them itself for
 * the lists it reads straight from Firestore, and asks for a neighbour with
 * its link's cursor. A cursor only makes a read cheaper: without one, or when
 * its item is gone, the page is found by its number.
 */
import { lastListablePage } from './listing.ts';

export type PageCursor = { after: string } | { before: string };

export interface PageLink {
  page: number;
  cursor: PageCursor;
}

export interface PageLinks {
  next?: PageLink;
  prev?: PageLink;
}

/** The id a cursor names, and whether the page it reaches ends before it (is read backwards). */
export function cursorItem(cursor: PageCursor): { id: string; backwards: boolean } {
  return 'after' in cursor ? { id: cursor.after, backwards: false } : { id: cursor.before, backwards: true };
}

/**
 * The neighbours of page `page` whose items have these ids, in order: the page
 * before ends before its first item (from page 2 on), the page after starts
 * after its last (when the page is full, more may follow, and the list still
 * offers that page).
 */
export function neighbourLinks(page: { page: number; limit: number }, ids: readonly string[], more: boolean): PageLinks {
  const links: PageLinks = {};
  const first = ids[0];
  const last = ids.at(-1);
  if (first !== undefined && page.page > 1) links.prev = { page: page.page - 1, cursor: { before: first } };
  if (last !== undefined && ids.length === page.limit && more && page.page < lastListablePage(page.limit)) {
    links.next = { page: page.page + 1, cursor: { after: last } };
  }
  return links;
}

/** The cursor that reaches `page` from the links of a page of the same list, when it is one of its neighbours. */
export function cursorToPage(links: PageLinks | undefined, page: number): PageCursor | null {
  const link = [links?.next, links?.prev].find((l) => l !== undefined && l.page === page);
  return link ? link.cursor : null;
}

/** The query parameters of a link: its page and its cursor (`page=3&after=…`). */
export function pageLinkParams(link: PageLink): Record<string, string> {
  return { page: String(link.page), ...link.cursor };
}

/** An HTTP `Link` header: each link's address (`addressOf` builds it from pageLinkParams) with its rel. */
export function formatLinkHeader(links: PageLinks, addressOf: (link: PageLink) => string): string {
  return (['prev', 'next'] as const)
    .flatMap((rel) => {
      const link = links[rel];
      return link ? [`<${addressOf(link)}>; rel="${rel}"`] : [];
    })
    .join(', ');
}

/** `<…?page=3&after=id>; rel="next", <…>; rel="prev"` → the links; anything else is left out. */
export function parseLinkHeader(header: string | null | undefined): PageLinks {
  const links: PageLinks = {};
  for (const match of (header ?? '').matchAll(/<([^>]*)>;\s*rel="(next|prev)"/g)) {
    const params = queryParams(match[1]!.split('?')[1] ?? '');
    const page = Number(params.page);
    const { after, before } = params;
    if (!Number.isInteger(page) || page < 1) continue;
    const cursor = after ? { after } : before ? { before } : null;
    if (cursor) links[match[2] as 'next' | 'prev'] = { page, cursor };
  }
  return links;
}

/** `a=1&b=x%20y` → { a: '1', b: 'x y' } (the domain runs where URLSearchParams may not be typed). */
function queryParams(query: string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const pair of query.split('&')) {
    const [key, value = ''] = pair.split('=').map(decodePart);
    if (key && !(key in params)) params[key] = value;
  }
  return params;
}

function decodePart(part: string): string {
  try {
    return decodeURIComponent(part.replace(/\+/g, ' '));
  } catch {
    return part; // Not valid percent-encoding: kept as written (such a cursor then names no item).
  }
}
