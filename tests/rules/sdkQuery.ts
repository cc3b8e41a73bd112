/**
 * A query plan (web/src/lib/queryPlan.ts) as a query of the full Firestore
 * SDK, so the rules tests can ask the emulator the structured query the
 * public pages send over REST. Only these tests run plans through the SDK.
 */
import { collection, limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import type { QueryPlan } from '../../web/src/lib/queryPlan.ts';

export function buildQuery(db: Firestore, plan: QueryPlan): Query {
  return query(
    collection(db, plan.collection),
    ...plan.filters.map((f) => where(f.field, f.op, f.value)),
    ...plan.order.map((o) => orderBy(o.field, o.direction)),
    ...(plan.limit ? [limit(plan.limit)] : []),
  );
}
