/** The same plans as queries.ts, for Firestore Lite (the public pages). */
import { collection, limit, orderBy, query, where, type Firestore, type Query } from 'firebase/firestore/lite';
import { campListPlan, myRegistrationsPlan, popularCampsPlan, reviewsPlan, recentDonorsPlan, type CampListParams, type QueryPlan } from './queryPlans.ts';

export function buildLiteQuery(db: Firestore, plan: QueryPlan): Query {
  return query(
    collection(db, plan.collection),
    ...plan.filters.map((f) => where(f.field, f.op, f.value)),
    ...plan.order.map((o) => orderBy(o.field, o.direction)),
    ...(plan.limit ? [limit(plan.limit)] : []),
  );
}

export const popularCampsLiteQuery = (db: Firestore) => buildLiteQuery(db, popularCampsPlan());
export const campsListLiteQuery = (db: Firestore, params: CampListParams) => buildLiteQuery(db, campListPlan(params));
export const myRegistrationsLiteQuery = (db: Firestore, uid: string) => buildLiteQuery(db, myRegistrationsPlan(uid));
export const reviewsLiteQuery = (db: Firestore) => buildLiteQuery(db, reviewsPlan());
export const recentDonorsLiteQuery = (db: Firestore) => buildLiteQuery(db, recentDonorsPlan());
