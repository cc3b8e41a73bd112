/**
 * Listing calls whose total is in the X-Total-Count header and neighbouring
 * pages in Link (the body stays an array, as the API contract documents),
 * through the one API client (lib/api.ts). The cursors are the domain's one
 * scheme (pageCursor.ts), which the API writes and Available Camps uses too.
 */
import { cursorToPage, parseLinkHeader, type PageCursor, type PageLinks } from '@campcare/domain';
import { useRef } from 'react';
import { apiFetchWithHeaders } from './api.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryClient } from './queryClient.ts';

export interface ListPage<T> {
  rows: T[];
  total: number;
  /** The neighbouring pages as the API's Link header gives them (the domain's pageCursor.ts). */
  links?: PageLinks;
}

export async function apiList<T>(path: string, params: Record<string, string | number>, signal?: AbortSignal): Promise<ListPage<T>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== '') search.set(key, String(value));
  const { body, headers } = await apiFetchWithHeaders<unknown>(`${path}?${search.toString()}`, { signal });
  const rows = Array.isArray(body) ? (body as T[]) : [];
  const total = Number(headers.get('x-total-count') ?? rows.length);
  return { rows, total: Number.isFinite(total) ? total : rows.length, links: parseLinkHeader(headers.get('link')) };
}

/** The cursor that reaches `params.page` from the page read last, when it is that page's neighbour in the same list. */
function cursorFor(last: { list: string; links: PageLinks } | null, params: Record<string, string | number>): PageCursor | Record<string, never> {
  const { page, ...list } = params;
  if (!last || last.list !== JSON.stringify(list)) return {};
  return cursorToPage(last.links, Number(page)) ?? {};
}

/**
 * A listing as a TanStack Query read (lib/queryClient.ts), cached under
 * `[name, params]`: the query key a mutation invalidates is `[name]`. Moving to
 * the neighbouring page uses the cursor the last answer gave for it, so a deep
 * page costs only itself (the cursor only makes the read cheaper, so it is not
 * part of the key). The table keeps the last page on screen while the next one
 * loads, and every visit reads the page again (staleTime 0).
 *
 * `refreshEvery`: while the page read last asks for it (work the server is
 * still doing, a camp's refunds say), how often to read it again (ms).
 */
export function useApiListQuery<T>(
  name: string,
  path: string,
  params: Record<string, string | number>,
  refreshEvery?: (page: ListPage<T>) => number | false,
) {
  const lastLinks = useRef<{ list: string; links: PageLinks } | null>(null);
  return useQuery(
    {
      queryKey: [name, params],
      queryFn: async ({ signal }) => {
        const page = await apiList<T>(path, { ...params, ...cursorFor(lastLinks.current, params) }, signal);
        const { page: _page, ...list } = params;
        lastLinks.current = { list: JSON.stringify(list), links: page.links ?? {} };
        return page;
      },
      placeholderData: keepPreviousData,
      // Lists change through other people too (a participant joins or pays, a
      // co-organizer edits), and through mutations elsewhere in the app that do
      // not know this list's key: read again whenever a table is shown.
      staleTime: 0,
      refetchInterval: (query) => (refreshEvery && query.state.data ? refreshEvery(query.state.data) : false),
    },
    queryClient,
  );
}
