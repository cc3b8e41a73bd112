/** The latest donations whose donors agreed to be named, read from Firestore over REST (see lib/useAsync.ts for why not TanStack Query). */
import type { Donation } from '@campcare/domain';
import { runQuery } from '../../../lib/firestoreRest.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { recentDonorsPlan } from '../queryPlans.ts';

export const fetchRecentDonations = (signal?: AbortSignal) => runQuery<Donation>(recentDonorsPlan(), { signal });

export function useRecentDonations() {
  return useAsync(fetchRecentDonations, []);
}
