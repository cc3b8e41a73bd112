/**
 * Listing calls whose total is in the X-Total-Count header (the body stays an
 * array, as the API contract documents). Errors have the same shape as
 * apiFetch's, so the toasts show the server's message.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiRequestError } from '../../../lib/api.ts';
import { auth } from '../../../lib/auth.ts';

export interface ListPage<T> {
  rows: T[];
  total: number;
}

export async function apiList<T>(path: string, params: Record<string, string | number>, signal?: AbortSignal): Promise<ListPage<T>> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== '') search.set(key, String(value));
  const headers: Record<string, string> = { accept: 'application/json' };
  const user = auth.currentUser;
  if (user) headers.authorization = `Bearer ${await user.getIdToken()}`;
  let response: Response;
  try {
    response = await fetch(`/api${path}?${search.toString()}`, { headers, signal });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new ApiRequestError(0, 'network-error', 'Could not reach the server. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)?.error;
    // A role change ended this sign-in: the session signs in again (features/auth/revocationWatch.ts).
    if (error?.code === 'session-revoked') window.dispatchEvent(new Event('campcare:session-revoked'));
    throw new ApiRequestError(
      response.status,
      error?.code ?? `http-${response.status}`,
      error?.message ?? `The server answered ${response.status}.`,
      error?.fields ?? {},
    );
  }
  const rows = Array.isArray(body) ? (body as T[]) : [];
  const total = Number(response.headers.get('x-total-count') ?? rows.length);
  return { rows, total: Number.isFinite(total) ? total : rows.length };
}

export interface ApiListState<T> extends ListPage<T> {
  loading: boolean;
  error: string | null;
  reload: () => void;
}

/** Fetches whenever the parameters change; `reload()` fetches the same page again after an action. */
export function useApiList<T>(path: string, params: Record<string, string | number>): ApiListState<T> {
  const key = JSON.stringify(params);
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
    apiList<T>(path, paramsRef.current, controller.signal).then(
      (page) => setState({ ...page, loading: false, error: null }),
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
