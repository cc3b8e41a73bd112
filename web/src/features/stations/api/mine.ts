/** A person's own screening results (GET /me/results) and referrals (GET /me/referrals), theirs and those of the people they registered. */
import type { ScreeningResult } from '@campcare/domain/clinical';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import type { Facility, ReferralView } from './referrals.ts';

export type OwnResult = ScreeningResult & { _id: string; participantName: string; CampName: string };
export type OwnReferral = ReferralView & { participantName: string; CampName: string; facility: Facility | null };

export function useOwnResults() {
  return useQuery({ queryKey: ['me', 'results'], queryFn: ({ signal }) => apiFetch<OwnResult[]>('/me/results', { signal }) }, queryClient);
}

export function useOwnReferrals() {
  return useQuery({ queryKey: ['me', 'referrals'], queryFn: ({ signal }) => apiFetch<OwnReferral[]>('/me/referrals', { signal }) }, queryClient);
}
