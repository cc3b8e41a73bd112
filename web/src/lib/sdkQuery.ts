/** A query plan (queryPlan.ts) as a query of the full Firestore SDK. */
import { collection, limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import type { QueryPlan } from './queryPlan.ts';

export function buildQuery(db: Firestore, plan: QueryPlan): Query {
  return query(
    collection(db, plan.collection),
    ...plan.filters.map((f) => where(f.field, f.op, f.value)),
    ...plan.order.map((o) => orderBy(o.field, o.direction)),
    ...(plan.limit ? [limit(plan.limit)] : []),
  );
}
