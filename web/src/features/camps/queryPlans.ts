/**
 * What the camps pages' Firestore reads ask for, as plans (lib/queryPlan.ts):
 * the REST client runs them on the public pages, and the rules tests through
 * the full SDK (tests/rules/sdkQuery.ts).
 */
import {
  campSearchFilters,
  campSortOrder,
  COLLECTIONS,
  fieldPathString,
  planSearch,
  type CampSortValue,
  type SearchPlan,
} from '@campcare/domain';
import type { QueryPlan } from '../../lib/queryPlan.ts';

export interface CampListParams {
  search?: string;
  sort?: CampSortValue;
  /** How many documents to read (the list reads up to the end of the page it shows). */
  limit?: number;
}

/**
 * GET /allavilableCamps' semantics without search or with one word: the sort
 * order of campSortOrder(); with a search, array-contains on its word. A
 * search of several words reads the campSearch entries instead (campSearchPlan).
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

/** The search plan, when the text has several words (answered by campSearchPlan). */
export function campListSearch(search: string | undefined): SearchPlan | null {
  const plan = planSearch(search);
  return plan && plan.words.length > 1 ? plan : null;
}

/**
 * The campSearch entries of the camps matching every word, in the sort's
 * order (their document id order, the default: no orderBy), as the API's
 * search reads them (domain/src/campSearch.ts). Each entry names its camp.
 */
export function campSearchPlan(plan: SearchPlan, params: Pick<CampListParams, 'sort' | 'limit'>): QueryPlan {
  return {
    collection: COLLECTIONS.campSearch,
    filters: campSearchFilters(plan, params.sort ?? '').map((f) => ({ field: fieldPathString(f.path), op: '==', value: f.value })),
    order: [],
    ...(params.limit ? { limit: params.limit } : {}),
  };
}

export const myRegistrationsPlan = (uid: string): QueryPlan => ({
  collection: COLLECTIONS.registrations,
  filters: [{ field: 'participantUid', op: '==', value: uid }],
  order: [],
});

/**
 * The signed-in account's registrations for one camp: their own (the camp
 * page's "Registered" check) and those of the people they registered.
 * Registration ids no longer say whose they are, so this is a query.
 */
export const myRegistrationsForCampPlan = (uid: string, campId: string): QueryPlan => ({
  collection: COLLECTIONS.registrations,
  filters: [
    { field: 'participantUid', op: '==', value: uid },
    { field: 'campId', op: '==', value: campId },
  ],
  order: [],
});
