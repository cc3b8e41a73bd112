/**
 * "Delete my account": DELETE /api/me. Without a choice the server may
 * answer 409 `paid-upcoming-registrations` with the paid camps still to
 * come; asked again with `paidUpcoming`, it cancels and refunds them or
 * keeps the seats.
 */
import type { PaidUpcomingCamp, PaidUpcomingChoice } from '@campcare/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch, ApiRequestError } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export interface AccountDeleted {
  acknowledged: true;
  deleted: true;
  cancelled: number;
  /** Cents refunded. */
  refunded: number;
  kept: number;
}

export function deleteMyAccount(paidUpcoming?: PaidUpcomingChoice): Promise<AccountDeleted> {
  return apiFetch<AccountDeleted>('/me', { method: 'DELETE', body: paidUpcoming ? { paidUpcoming } : {} });
}

/** The paid camps still to come that the server wants a decision about, or null when the error is another one. */
export function paidUpcomingCampsOf(error: unknown): PaidUpcomingCamp[] | null {
  if (!(error instanceof ApiRequestError) || error.code !== 'paid-upcoming-registrations') return null;
  const camps = (error.body as { error?: { camps?: PaidUpcomingCamp[] } } | null)?.error?.camps;
  return Array.isArray(camps) ? camps : [];
}

export function useDeleteMyAccount() {
  return useMutation({ mutationFn: deleteMyAccount }, queryClient);
}
