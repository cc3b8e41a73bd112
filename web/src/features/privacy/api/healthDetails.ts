/** A registration's health details, read through the API (each read by an organizer is logged). */
import type { HealthDetails } from '@campcare/domain';
import { apiFetch } from '../../../lib/api.ts';

export type HealthDetailsAnswer = Partial<HealthDetails> & { registrationId: string; erased: boolean };

export function fetchHealthDetails(registrationId: string, signal?: AbortSignal): Promise<HealthDetailsAnswer> {
  return apiFetch<HealthDetailsAnswer>(`/registrations/${encodeURIComponent(registrationId)}/health`, { signal });
}
