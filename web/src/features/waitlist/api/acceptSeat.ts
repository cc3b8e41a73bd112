/** POST /registrations/{id}/acceptSeat: the participant takes the seat offered to them (their live table then shows Pay). */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export const acceptSeat = (registrationId: string) =>
  apiFetch<unknown>(`/registrations/${encodeURIComponent(registrationId)}/acceptSeat`, { method: 'POST' });

export function useAcceptSeat() {
  return useMutation({ mutationFn: acceptSeat }, queryClient);
}
