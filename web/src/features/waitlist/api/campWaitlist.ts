/** GET /camps/{id}/waitlist (the camp's organizers): open offers first, then everyone waiting by position. */
import type { WaitlistEntry } from '@campcare/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export function useCampWaitlist(campId: string) {
  return useQuery(
    {
      queryKey: ['campWaitlist', campId],
      queryFn: ({ signal }) => apiFetch<WaitlistEntry[]>(`/camps/${encodeURIComponent(campId)}/waitlist`, { signal }),
      // The line moves without this app's doing (offers expire, people cancel): read it at every opening.
      staleTime: 0,
    },
    queryClient,
  );
}
