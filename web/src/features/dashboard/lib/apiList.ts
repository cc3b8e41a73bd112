/**
 * Listing calls whose total is in the X-Total-Count header and neighbouring
 * pages in Link (the body stays an array, as the API contract documents),
 * through the one API client (lib/api.ts).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetchWithHeaders } from '../../../lib/api.ts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryClient } from '../../../lib/queryClient.ts';

export interface ListPage<T> {
  rows: T[];
  total: number;
  /** The neighbouring pages as the API's Link header gives them: a page number and the cursor that reaches it at the cost of one page. */
  links?: PageLinks;
}

export interface PageLink {
  page: number;
  cursor: { after: string } | { before: string };
}
export interface PageLinks {
  next?: PageLink;
  prev?: PageLink;
}

/** `<…?page=3&after=id>; rel="next", <…>; rel="prev"` → the pages and cursors. */
export function parsePageLinks(header: string | null): PageLinks {
  const links: PageLinks = {};
  for (const match of (header ?? '').matchAll(/<([^>]*)>;\s*rel="(next|prev)"/g)) {
    const params = new URLSearchParams(match[1]!.split('?')[1] ?? '');
    const page = Number(params.get('page'));
    const after = params.get('after');
    const before = params.get('before');
    if (!Number.isInteger(page) || page < 1) continue;
    const cursor = after ? { after } : before ? { before } : null;
    if (cursor) links[match[2] as 'next' | 'prev'] = { page, cursor };
  }
  return links;
}

export async function apiList<T>(path: string, params: Record<string, string | number>, signal?: AbortSignal): Promise<ListPage<T>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== '') search.set(key, String(value));
  const { body, headers } = await apiFetchWithHeaders<unknown>(`${path}?${search.toString()}`, { signal });
  const rows = Array.isArray(body) ? (body as T[]) : [];
  const total = Number(headers.get('x-total-count') ?? rows.length);
  return { rows, total: Number.isFinite(total) ? total : rows.length, links: parsePageLinks(headers.get('link')) };
}

export interface ApiListState<T> extends ListPage<T> {
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** The cursor that reaches `params.page` from the page read last, when it is that page's neighbour in the same list. */
function cursorFor(last: { list: string; links: PageLinks } | null, params: Record<string, string | number>): Record<string, string> {
  const { page, ...list } = params;
  if (!last || last.list !== JSON.stringify(list)) return {};
  const link = [last.links.next, last.links.prev].find((l) => l !== undefined && l.page === Number(page));
  return link ? link.cursor : {};
}

/**
 * Fetches whenever the parameters change; `reload()` fetches the same page
 * again after an action. Moving to the next or previous page uses the
 * cursor the last answer gave for it, so a deep page costs only itself.
 */
export function useApiList<T>(path: string, params: Record<string, string | number>): ApiListState<T> {
  const key = JSON.stringify(params);
  const lastLinks = useRef<{ list: string; links: PageLinks } | null>(null);
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<{ rows: T[]; total: number; loading: boolean; error: string | null }>({
    rows: [],
    total: 0,
    loading: true,
    error: null,
  });
  const paramsRef = useRef(params);
  paramsRef.current = params;
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true, error: null }));
    const params = paramsRef.current;
    apiList<T>(path, { ...params, ...cursorFor(lastLinks.current, params) }, controller.signal).then(
      (page) => {
        const { page: _page, ...list } = params;
        lastLinks.current = { list: JSON.stringify(list), links: page.links ?? {} };
        setState({ rows: page.rows, total: page.total, loading: false, error: null });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ rows: [], total: 0, loading: false, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [path, key, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { ...state, reload };
}

/**
 * A listing as a TanStack Query read (lib/queryClient.ts), cached under
 * `[name, params]`: the query key a mutation invalidates is `[name]`. Like
 * useApiList, moving to the neighbouring page uses the cursor the last answer
 * gave for it (the cursor only makes the read cheaper, so it is not part of
 * the key). The table keeps the last page on screen while the next one loads.
 */
export function useApiListQuery<T>(name: string, path: string, params: Record<string, string | number>) {
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
    },
    queryClient,
  );
}
