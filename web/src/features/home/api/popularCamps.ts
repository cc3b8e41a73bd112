/** The camps with the most participants, read from Firestore over REST (see lib/useAsync.ts for why not TanStack Query). */
import { runQuery } from '../../../lib/firestoreRest.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { CAMP_CARD_FIELDS, type CampCardData } from '../../camps/index.ts';
import { popularCampsPlan } from '../queryPlans.ts';

export const fetchPopularCamps = (signal?: AbortSignal) =>
  runQuery<CampCardData>(popularCampsPlan(), { signal, fields: CAMP_CARD_FIELDS });

export function usePopularCamps() {
  return useAsync(fetchPopularCamps, []);
}
