/**
 * The access log through the API, a page at a time, searched by name: the
 * caller's own entries (who read their health details), or (admins) the
 * whole log. Organizers' reads add entries without this app's doing, so
 * every visit reads the page again (useApiListQuery's staleTime 0).
 */
import type { AccessLogEntry } from '@campcare/domain';
import { useApiListQuery } from '../../../lib/apiList.ts';

export type AccessLogRow = AccessLogEntry & { _id: string };

export type AccessLogParams = {
  searchValue: string;
  page: number;
  limit: number;
};

/** Who read the caller's health details, newest first. */
export function useMyAccessLog(params: AccessLogParams) {
  return useApiListQuery<AccessLogRow>('accessLog/mine', '/me/accessLog', params);
}

/** The whole log, newest first: admins only. */
export function useAccessLog(params: AccessLogParams) {
  return useApiListQuery<AccessLogRow>('accessLog/all', '/accessLog', params);
}
