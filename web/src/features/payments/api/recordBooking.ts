/** POST /booking: after the card succeeded, the server checks the payment with the provider and records it. */
import type { Booking } from '@campcare/domain';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export const recordBooking = (paymentIntentId: string) =>
  apiFetch<Booking & { _id: string }>('/booking', { method: 'POST', body: { paymentIntentId } });

/** The participant's tables are live Firestore listeners: they show the payment without an invalidation. */
export function useRecordBooking() {
  return useMutation({ mutationFn: recordBooking }, queryClient);
}
