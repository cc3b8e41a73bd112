/**
 * An invitation to a camp's staff, as its mailed link opens it: what it
 * offers (GET /staffInvitations/{id}?token=) and accepting it as the
 * signed-in account (POST …/accept), after which the camps the person works
 * at are read again.
 */
import type { StaffRole } from '@campcare/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import { MY_STAFF_CAMPS_KEY } from './myStaffCamps.ts';

export interface InvitationPreview {
  campId: string;
  CampName: string;
  role: StaffRole;
  email: string;
  invitedByName: string;
  expiresAt: string;
  expired: boolean;
}

export function useInvitationPreview(id: string, token: string) {
  return useQuery(
    {
      queryKey: ['staffInvitation', id, token],
      queryFn: ({ signal }) =>
        apiFetch<InvitationPreview>(`/staffInvitations/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`, { signal }),
      enabled: id !== '' && token !== '',
      retry: false,
    },
    queryClient,
  );
}

export function useAcceptInvitation(id: string) {
  return useMutation(
    {
      mutationFn: (token: string) =>
        apiFetch<{ campId: string; CampName: string; role: StaffRole }>(`/staffInvitations/${encodeURIComponent(id)}/accept`, {
          method: 'POST',
          body: { token },
        }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_STAFF_CAMPS_KEY }),
    },
    queryClient,
  );
}
