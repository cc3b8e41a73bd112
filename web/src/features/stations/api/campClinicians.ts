/** The camp's clinicians, whom its organizers assign to stations: GET /camps/{id}/staff (the organizers' list), its clinicians only. */
import type { CampStaffMemberWithId } from '@campcare/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export function useCampClinicians(campId: string) {
  return useQuery(
    {
      queryKey: ['campClinicians', campId] as const,
      queryFn: async ({ signal }) =>
        (await apiFetch<{ staff: CampStaffMemberWithId[] }>(`/camps/${encodeURIComponent(campId)}/staff`, { signal })).staff.filter((m) => m.role === 'clinician'),
      staleTime: 0,
    },
    queryClient,
  );
}
