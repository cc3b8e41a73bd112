/**
 * One station's queue (GET …/stations/{stationId}/queue), calling the next
 * person (POST …/call) and passing someone on (POST …/pass). Each change reads
 * the queue and the camp's stations again.
 */
import type { CampStation, QueueEntry } from '@campcare/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import { stationsKey, stationsPath } from './stations.ts';

export interface StationQueue {
  station: CampStation;
  queue: QueueEntry[];
}

const stationPath = (campId: string, stationId: string) => `${stationsPath(campId)}/${encodeURIComponent(stationId)}`;
export const queueKey = (campId: string, stationId: string) => ['stationQueue', campId, stationId] as const;

export function useStationQueue(campId: string, stationId: string) {
  return useQuery(
    {
      queryKey: queueKey(campId, stationId),
      queryFn: ({ signal }) => apiFetch<StationQueue>(`${stationPath(campId, stationId)}/queue`, { signal }),
      staleTime: 0,
      refetchInterval: 15_000,
    },
    queryClient,
  );
}

function readAgain(campId: string, stationId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queueKey(campId, stationId) }),
    queryClient.invalidateQueries({ queryKey: stationsKey(campId) }),
  ]);
}

export function useCallNext(campId: string, stationId: string) {
  return useMutation(
    {
      mutationFn: (registrationId?: string) =>
        apiFetch<QueueEntry>(`${stationPath(campId, stationId)}/call`, { method: 'POST', body: registrationId ? { registrationId } : {} }),
      onSettled: () => readAgain(campId, stationId),
    },
    queryClient,
  );
}

export function usePassOn(campId: string, stationId: string) {
  return useMutation(
    {
      mutationFn: (pass: { registrationId: string; status: 'done' | 'skipped' }) =>
        apiFetch<{ next: { stationId: string; name: string } | null }>(`${stationPath(campId, stationId)}/pass`, { method: 'POST', body: pass }),
      onSettled: () => readAgain(campId, stationId),
    },
    queryClient,
  );
}
