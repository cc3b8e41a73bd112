/** What the home page's Firestore reads ask for, as plans (lib/queryPlan.ts). */
import { COLLECTIONS, POPULAR_CAMPS_LIMIT, REVIEWS_LIMIT } from '@campcare/domain';
import type { QueryPlan } from '../../lib/queryPlan.ts';

/** The camps with the most participants. */
export const popularCampsPlan = (): QueryPlan => ({
  collection: COLLECTIONS.camps,
  filters: [],
  order: [{ field: 'ParticipantCount', direction: 'desc' }],
  limit: POPULAR_CAMPS_LIMIT,
});

export const reviewsPlan = (): QueryPlan => ({
  collection: COLLECTIONS.feedback,
  filters: [],
  order: [{ field: 'createdAt', direction: 'desc' }],
  limit: REVIEWS_LIMIT,
});

/** The latest donations whose donors agreed to be named. */
export const DONOR_LIST_SIZE = 6;
export const recentDonorsPlan = (): QueryPlan => ({
  collection: COLLECTIONS.donations,
  filters: [{ field: 'donorName', op: '!=', value: null }],
  order: [{ field: 'createdAt', direction: 'desc' }],
  limit: DONOR_LIST_SIZE,
});
