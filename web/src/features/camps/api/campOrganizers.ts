/**
 * A camp's organizers: GET /camps/{id}/organizers (the creator first), and
 * adding (POST, by email) or removing (DELETE …/{uid}) a co-organizer. Both
 * answer with the new list, which replaces the cached one; the camp pages are
 * read again, since whose camps they are changed.
 */
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import { invalidateOrganizerCamps } from './organizerCamps.ts';

export interface CampOrganizer {
  uid: string;
  email: string;
  displayName: string;
}

const organizersPath = (campId: string) => `/camps/${encodeURIComponent(campId)}/organizers`;
const organizersKey = (campId: string) => ['campOrganizers', campId] as const;

export function useCampOrganizers(campId: string) {
  return useQuery(
    { queryKey: organizersKey(campId), queryFn: ({ signal }) => apiFetch<CampOrganizer[]>(organizersPath(campId), { signal }), staleTime: 0 },
    queryClient,
  );
}

function organizersChanged(campId: string, organizers: CampOrganizer[]) {
  queryClient.setQueryData(organizersKey(campId), organizers);
  return invalidateOrganizerCamps();
}

export function useAddCampOrganizer(campId: string) {
  return useMutation(
    {
      mutationFn: (email: string) => apiFetch<CampOrganizer[]>(organizersPath(campId), { method: 'POST', body: { email } }),
      onSuccess: (organizers) => organizersChanged(campId, organizers),
    },
    queryClient,
  );
}

export function useRemoveCampOrganizer(campId: string) {
  return useMutation(
    {
      mutationFn: (uid: string) => apiFetch<CampOrganizer[]>(`${organizersPath(campId)}/${encodeURIComponent(uid)}`, { method: 'DELETE' }),
      onSuccess: (organizers) => organizersChanged(campId, organizers),
    },
    queryClient,
  );
}
