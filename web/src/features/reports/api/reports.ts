/**
 * The camp report's reads: one camp's figures (GET /reports/camps/{id}) and
 * a range's, per camp and together (GET /reports?from&to). The figures are
 * computed by the server with the domain's arithmetic, the same the
 * analytics pages show.
 */
import type { CampHeading } from '@campcare/domain';
import type { CampFigures } from '@campcare/domain/reports';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export interface CampReport {
  camp: CampHeading;
  figures: CampFigures;
}

export interface RangeReport {
  from: string;
  to: string;
  camps: CampReport[];
  total: CampFigures;
}

export function useCampReport(campId: string) {
  return useQuery(
    {
      queryKey: ['campReport', campId] as const,
      queryFn: ({ signal }) => apiFetch<CampReport>(`/reports/camps/${encodeURIComponent(campId)}`, { signal }),
      staleTime: 0,
    },
    queryClient,
  );
}

export function useRangeReport(from: string, to: string) {
  return useQuery(
    {
      queryKey: ['rangeReport', from, to] as const,
      queryFn: ({ signal }) => apiFetch<RangeReport>(`/reports?${new URLSearchParams({ from, to })}`, { signal }),
      staleTime: 0,
    },
    queryClient,
  );
}
