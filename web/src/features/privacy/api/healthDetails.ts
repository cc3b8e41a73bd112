/** A registration's health details, read through the API (each read by an organizer is logged). */
import type { HealthDetails } from '@campcare/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export type HealthDetailsAnswer = Partial<HealthDetails> & { registrationId: string; erased: boolean };

/**
 * Read when the detail dialog opens, and never kept: each opening is a fresh
 * read, as the participant's access log records it, and the details do not
 * stay in the browser's memory after the dialog closes.
 */
export function useHealthDetails(registrationId: string) {
  return useQuery(
    {
      queryKey: ['healthDetails', registrationId],
      queryFn: ({ signal }) => apiFetch<HealthDetailsAnswer>(`/registrations/${encodeURIComponent(registrationId)}/health`, { signal }),
      staleTime: 0,
      gcTime: 0,
    },
    queryClient,
  );
}
