/**
 * GET /cancelledCamps: one page of the cancelled camps an organizer ran (an
 * admin: everyone's, or one organizer's), newest cancellation first, each
 * with its refund progress. Read again every few seconds while a refund is
 * still under way; cancelling a camp invalidates CANCELLED_CAMPS_KEY.
 */
import type { CampWithId, RefundProgress } from '@campcare/domain';
import { useApiListQuery } from '../../../lib/apiList.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export type CancelledCamp = CampWithId & { refunds: RefundProgress };

export const CANCELLED_CAMPS_KEY = ['cancelledCamps'] as const;

/** How often a page with refunds still running is read again. */
const WHILE_REFUNDING_MS = 5_000;

/** `organizer`: whose ('' for the caller's own, or for an admin everyone's). */
export function useCancelledCamps(params: { page: number; limit: number; organizer: string }) {
  return useApiListQuery<CancelledCamp>(CANCELLED_CAMPS_KEY[0], '/cancelledCamps', params, (page) =>
    page.rows.some((camp) => !camp.refunds.finished) ? WHILE_REFUNDING_MS : false,
  );
}

export function invalidateCancelledCamps() {
  return queryClient.invalidateQueries({ queryKey: CANCELLED_CAMPS_KEY });
}
