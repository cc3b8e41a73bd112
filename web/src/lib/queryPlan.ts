/**
 * A Firestore read described as data, independent of which SDK runs it: the
 * public pages run plans over the REST API (firestoreRest.ts), the rules tests
 * with the full SDK (tests/rules/sdkQuery.ts). Features write their own
 * plans; this file only says what a plan is.
 */
export type FilterOp = '==' | '!=' | 'array-contains';

export interface QueryPlan {
  collection: string;
  filters: readonly { field: string; op: FilterOp; value: unknown }[];
  order: readonly { field: string; direction: 'asc' | 'desc' }[];
  limit?: number;
}
