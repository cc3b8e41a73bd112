/**
 * Firestore queries of the public pages for the full SDK (`firebase/firestore`):
 * the rules tests use these. The public pages run the same plans over
 * Firestore's REST API (lib/firestoreRest.ts) to keep their bundle small.
 */
import { collection, limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore';
import { campListPlan, myRegistrationsPlan, popularCampsPlan, type CampListParams, type QueryPlan } from './queryPlans.ts';

export function buildQuery(db: Firestore, plan: QueryPlan): Query {
  return query(
    collection(db, plan.collection),
    ...plan.filters.map((f) => where(f.field, f.op, f.value)),
    ...plan.order.map((o) => orderBy(o.field, o.direction)),
    ...(plan.limit ? [limit(plan.limit)] : []),
  );
}

/** The 6 camps with the most participants. */
export const popularCampsQuery = (db: Firestore): Query => buildQuery(db, popularCampsPlan());

/** The Available Camps list (GET /allavilableCamps semantics); extra search words are filtered client-side. */
export const campsListQuery = (db: Firestore, params: CampListParams): Query => buildQuery(db, campListPlan(params));

/** The signed-in participant's registrations (for the 'Registered' badge). */
export const myRegistrationsQuery = (db: Firestore, params: { uid: string }): Query =>
  buildQuery(db, myRegistrationsPlan(params.uid));
