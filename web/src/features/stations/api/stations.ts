/**
 * A camp's stations: GET /camps/{id}/stations (each with its queue's length
 * and longest wait, and which the caller may work), and the organizers'
 * layout (PUT, which reads the list again).
 */
import type { CampPermission, CampStation, StationKind, StationSummary } from '@campcare/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export interface CampStations {
  campId: string;
  CampName: string;
  permissions: CampPermission[];
  stations: (StationSummary & { mine: boolean })[];
}

export interface StationLayoutEntry {
  stationId?: string;
  kind: StationKind;
  name?: string;
  clinicianUids: string[];
}

export const stationsPath = (campId: string) => `/camps/${encodeURIComponent(campId)}/stations`;
export const stationsKey = (campId: string) => ['campStations', campId] as const;

/** Read again every half minute while shown: the queues move. */
export function useCampStations(campId: string) {
  return useQuery(
    { queryKey: stationsKey(campId), queryFn: ({ signal }) => apiFetch<CampStations>(stationsPath(campId), { signal }), staleTime: 0, refetchInterval: 30_000 },
    queryClient,
  );
}

export function useLayOutStations(campId: string) {
  return useMutation(
    {
      mutationFn: (stations: StationLayoutEntry[]) => apiFetch<{ stations: CampStation[] }>(stationsPath(campId), { method: 'PUT', body: { stations } }),
      onSuccess: () => queryClient.invalidateQueries({ queryKey: stationsKey(campId) }),
    },
    queryClient,
  );
}
