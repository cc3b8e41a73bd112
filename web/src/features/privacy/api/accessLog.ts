/** The access log through the API: the caller's own entries, or (admins) the whole log. */
import type { AccessLogEntry } from '@campcare/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export type AccessLogRow = AccessLogEntry & { _id: string };

// Organizers' reads add entries without this app's doing: every visit reads the log again.
const FRESH = { staleTime: 0 } as const;

/** Who read the caller's health details, newest first (the latest 50). */
export function useMyAccessLog() {
  return useQuery(
    { queryKey: ['accessLog', 'mine'], queryFn: ({ signal }) => apiFetch<AccessLogRow[]>('/me/accessLog?limit=50', { signal }), ...FRESH },
    queryClient,
  );
}

/** The whole log, newest first (the latest 50): admins only. */
export function useAccessLog() {
  return useQuery(
    { queryKey: ['accessLog', 'all'], queryFn: ({ signal }) => apiFetch<AccessLogRow[]>('/accessLog?limit=50', { signal }), ...FRESH },
    queryClient,
  );
}
