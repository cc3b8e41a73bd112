/**
 * GET /registrations/{id}/waitlistPosition (the participant who registered):
 * a Waiting registration's place in line, counted by the API from the join
 * times of those ahead (the participant cannot read the others'
 * registrations, and no document keeps the number: it changes whenever
 * someone ahead leaves).
 */
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export function useLinePosition(registrationId: string, waiting: boolean) {
  return useQuery(
    {
      queryKey: ['linePosition', registrationId],
      queryFn: ({ signal }) =>
        apiFetch<{ waitlistPosition: number | null }>(`/registrations/${encodeURIComponent(registrationId)}/waitlistPosition`, { signal }),
      enabled: waiting,
      // The line moves without this app's doing: read it again at every showing.
      staleTime: 0,
    },
    queryClient,
  );
}
