/**
 * GET /attendance: the attendance and no-show rate of the most recent camps
 * that have taken place, one organizer's (their uid) or every camp's (null,
 * admins), for the organizer's analytics.
 */
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import type { AttendanceCounts, CampHeading } from './doorList.ts';

export interface PastCampsAttendance {
  camps: (AttendanceCounts & { camp: CampHeading })[];
  total: AttendanceCounts;
}

export const fetchPastCampsAttendance = (organizer: string | null, signal?: AbortSignal) =>
  apiFetch<PastCampsAttendance>(`/attendance${organizer ? `?organizer=${encodeURIComponent(organizer)}` : ''}`, { signal });

export function usePastCampsAttendance(organizer: string | null) {
  return useQuery(
    {
      queryKey: ['pastCampsAttendance', organizer],
      queryFn: ({ signal }) => fetchPastCampsAttendance(organizer, signal),
      // Check-ins arrive from the door: read again at every visit, showing the last figures meanwhile.
      staleTime: 0,
    },
    queryClient,
  );
}
