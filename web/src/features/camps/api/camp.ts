/**
 * A camp, or the cancelled camp with this id (it leaves camps/ when cancelled,
 * and its page says so), as a TanStack Query read: the camp page's route
 * loader fills the cache before the page renders, the page reads it there, and
 * joining the camp updates its participant count in place (registerCamp.ts).
 */
import { COLLECTIONS, type Camp } from '@campcare/domain';
import { useQuery } from '@tanstack/react-query';
import { getDocument, type DocData } from '../../../lib/firestoreRest.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export async function fetchCamp(id: string, signal?: AbortSignal): Promise<DocData<Camp> | null> {
  return (await getDocument<Camp>(COLLECTIONS.camps, id, signal)) ?? getDocument<Camp>(COLLECTIONS.cancelledCamps, id, signal);
}

export const campKey = (id: string) => ['camp', id] as const;

export const campQuery = (id: string) => ({ queryKey: campKey(id), queryFn: ({ signal }: { signal: AbortSignal }) => fetchCamp(id, signal) });

/** Reads the camp afresh (its seats change), for the route's loader. */
export const loadCamp = (id: string) => queryClient.fetchQuery({ ...campQuery(id), staleTime: 0 });

/** null: no camp to read (the address names none). */
export function useCamp(id: string | null) {
  return useQuery({ ...campQuery(id ?? ''), enabled: id !== null }, queryClient);
}
