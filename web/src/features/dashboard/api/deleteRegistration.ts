/**
 * DELETE /deleteRegisteredCamps/{id}: the participant cancels their
 * registration (refunded when paid), or the camp's organizer deletes an
 * unpaid one. The participant's table follows Firestore live; the organizer's
 * registrations and camps (its participant count) are read again.
 */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import { ORGANIZER_CAMPS_KEY } from '../../../lib/queryKeys.ts';
import { invalidateOrganizerRegistrations } from './organizerRegistrations.ts';

export const deleteRegistration = (registrationId: string) =>
  apiFetch<void>(`/deleteRegisteredCamps/${encodeURIComponent(registrationId)}`, { method: 'DELETE' });

export function useDeleteRegistration() {
  return useMutation(
    {
      mutationFn: deleteRegistration,
      onSettled: () => Promise.all([invalidateOrganizerRegistrations(), queryClient.invalidateQueries({ queryKey: ORGANIZER_CAMPS_KEY })]),
    },
    queryClient,
  );
}
