/** PATCH /StatusConfirmed/{id}: the camp's organizer confirms a paid registration. */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import { invalidateOrganizerRegistrations } from './organizerRegistrations.ts';

export const confirmRegistration = (registrationId: string) =>
  apiFetch<void>(`/StatusConfirmed/${encodeURIComponent(registrationId)}`, { method: 'PATCH' });

/** The table is read again whatever the answer: a refusal usually means the row changed meanwhile. */
export function useConfirmRegistration() {
  return useMutation({ mutationFn: confirmRegistration, onSettled: invalidateOrganizerRegistrations }, queryClient);
}
