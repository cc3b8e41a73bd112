/**
 * A camp's staff, for its organizers: GET /camps/{id}/staff (who is on it,
 * and the invitations not yet accepted), inviting an address to a role
 * (POST), revoking someone (DELETE …/staff/{uid}) and withdrawing an
 * invitation (DELETE …/staffInvitations/{id}). Each change reads the list again.
 */
import type { CampStaffMemberWithId, StaffInvitationView, StaffRole } from '@campcare/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export interface CampStaffList {
  staff: CampStaffMemberWithId[];
  invitations: StaffInvitationView[];
}

const staffPath = (campId: string) => `/camps/${encodeURIComponent(campId)}/staff`;
const staffKey = (campId: string) => ['campStaff', campId] as const;

export function useCampStaff(campId: string) {
  return useQuery({ queryKey: staffKey(campId), queryFn: ({ signal }) => apiFetch<CampStaffList>(staffPath(campId), { signal }), staleTime: 0 }, queryClient);
}

const readAgain = (campId: string) => queryClient.invalidateQueries({ queryKey: staffKey(campId) });

export function useInviteStaff(campId: string) {
  return useMutation(
    {
      mutationFn: (invitation: { email: string; role: StaffRole }) =>
        apiFetch<StaffInvitationView>(staffPath(campId), { method: 'POST', body: invitation }),
      onSuccess: () => readAgain(campId),
    },
    queryClient,
  );
}

export function useRevokeStaff(campId: string) {
  return useMutation(
    {
      mutationFn: (uid: string) => apiFetch(`${staffPath(campId)}/${encodeURIComponent(uid)}`, { method: 'DELETE' }),
      onSuccess: () => readAgain(campId),
    },
    queryClient,
  );
}

export function useWithdrawInvitation(campId: string) {
  return useMutation(
    {
      mutationFn: (invitationId: string) =>
        apiFetch(`/camps/${encodeURIComponent(campId)}/staffInvitations/${encodeURIComponent(invitationId)}`, { method: 'DELETE' }),
      onSuccess: () => readAgain(campId),
    },
    queryClient,
  );
}
