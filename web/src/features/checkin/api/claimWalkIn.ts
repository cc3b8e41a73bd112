/** POST /walkIns/claim: the signed-in account takes over a registration made at the door, with its one-time code. */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export function useClaimWalkIn() {
  return useMutation(
    {
      mutationFn: (code: string) =>
        apiFetch<{ registrationId: string; campId: string; CampName: string }>('/walkIns/claim', { method: 'POST', body: { code } }),
    },
    queryClient,
  );
}
