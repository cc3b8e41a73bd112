/**
 * Public reviews (the newest 20) and the count and average of all of them,
 * read from Firestore over REST (see lib/useAsync.ts for why not TanStack Query).
 */
import type { Feedback } from '@campcare/domain';
import { runAggregation, runQuery } from '../../../lib/firestoreRest.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { reviewsPlan } from '../queryPlans.ts';

export const fetchReviews = (signal?: AbortSignal) => runQuery<Feedback>(reviewsPlan(), { signal });

export function useReviews() {
  return useAsync(fetchReviews, []);
}

export const fetchReviewTotals = (signal?: AbortSignal) =>
  runAggregation(reviewsPlan(), { count: { count: {} }, average: { avg: { field: { fieldPath: 'ratting' } } } }, signal);

/** Every review's count and average rating, not only the 20 shown. */
export function useReviewTotals() {
  return useAsync(fetchReviewTotals, []);
}
