/**
 * GET /clinicalFigures: screened, referred (by reason), referral rate and
 * follow-up closure of the camps in scope, one organizer's (their uid) or
 * every camp's (null, admins), for the organizer's analytics. Counts only:
 * the server counts them, no result reaches the browser.
 */
import type { CampHeading } from '@campcare/domain';
import type { ClinicalFigures } from '@campcare/domain/clinical';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export interface ClinicalFiguresAnswer {
  total: ClinicalFigures;
  camps: { camp: CampHeading; figures: ClinicalFigures }[];
}

export const fetchClinicalFigures = (organizer: string | null, signal?: AbortSignal) =>
  apiFetch<ClinicalFiguresAnswer>(`/clinicalFigures${organizer ? `?organizer=${encodeURIComponent(organizer)}` : ''}`, { signal });

export function useClinicalFigures(organizer: string | null) {
  return useQuery(
    {
      queryKey: ['clinicalFigures', organizer],
      queryFn: ({ signal }) => fetchClinicalFigures(organizer, signal),
      // Results and follow-up arrive from the stations and the follow-up list: read again at every visit.
      staleTime: 0,
    },
    queryClient,
  );
}
