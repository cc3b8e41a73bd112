/** The access log through the API: the caller's own entries, or (admins) the whole log. */
import type { AccessLogEntry } from '@campcare/domain';
import { apiFetch } from '../../../lib/api.ts';

export type AccessLogRow = AccessLogEntry & { _id: string };

/** Who read the caller's health details, newest first (the latest 50). */
export function fetchMyAccessLog(signal?: AbortSignal): Promise<AccessLogRow[]> {
  return apiFetch<AccessLogRow[]>('/me/accessLog?limit=50', { signal });
}

/** The whole log, newest first (the latest 50). */
export function fetchAccessLog(signal?: AbortSignal): Promise<AccessLogRow[]> {
  return apiFetch<AccessLogRow[]>('/accessLog?limit=50', { signal });
}
