/**
 * What each public Firestore read asks for, independent of which SDK runs it
 * (the REST client on the public pages, the full SDK in the rules tests).
 * The REST client (lib/firestoreRest.ts) and the SDK builders in queries.ts
 * only translate.
 */
import {
  campSortOrder,
  COLLECTIONS,
  planSearch,
  POPULAR_CAMPS_LIMIT,
  REVIEWS_LIMIT,
  type CampSortValue,
  type SearchPlan,
} from '@campcare/domain';

export type FilterOp = '==' | '!=' | 'array-contains';

export interface QueryPlan {
  collection: string;
  filters: readonly { field: string; op: FilterOp; value: unknown }[];
  order: readonly { field: string; direction: 'asc' | 'desc' }[];
  limit?: number;
}

export const popularCampsPlan = (): QueryPlan => ({
  collection: COLLECTIONS.camps,
  filters: [],
  order: [{ field: 'ParticipantCount', direction: 'desc' }],
  limit: POPULAR_CAMPS_LIMIT,
});

export interface CampListParams {
  search?: string;
  sort?: CampSortValue;
  /** How many documents to read (the list reads up to the end of the page it shows). */
  limit?: number;
}

/**
 * GET /allavilableCamps' semantics: the sort order of campSortOrder(); with a
 * search, array-contains on the plan's primary word. Other words are checked
 * on the results with matchesSearch() (see campListSearch()).
 */
export function campListPlan(params: CampListParams): QueryPlan {
  const search = planSearch(params.search);
  return {
    collection: COLLECTIONS.camps,
    filters: search ? [{ field: 'searchTokens', op: 'array-contains', value: search.primaryToken }] : [],
    order: [campSortOrder(params.sort ?? '')],
    ...(params.limit ? { limit: params.limit } : {}),
  };
}

/** The search plan, when the text needs words checked beyond the primary one. */
export function campListSearch(search: string | undefined): SearchPlan | null {
  const plan = planSearch(search);
  return plan && plan.words.length > 1 ? plan : null;
}

export const reviewsPlan = (): QueryPlan => ({
  collection: COLLECTIONS.feedback,
  filters: [],
  order: [{ field: 'createdAt', direction: 'desc' }],
  limit: REVIEWS_LIMIT,
});

export const myRegistrationsPlan = (uid: string): QueryPlan => ({
  collection: COLLECTIONS.registrations,
  filters: [{ field: 'participantUid', op: '==', value: uid }],
  order: [],
});

/** The latest donations whose donors agreed to be named. */
export const DONOR_LIST_SIZE = 6;
export const recentDonorsPlan = (): QueryPlan => ({
  collection: COLLECTIONS.donations,
  filters: [{ field: 'donorName', op: '!=', value: null }],
  order: [{ field: 'createdAt', direction: 'desc' }],
  limit: DONOR_LIST_SIZE,
});
