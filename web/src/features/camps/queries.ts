/**
 * The camps pages' Firestore queries for the full SDK (`firebase/firestore`):
 * the rules tests use these. The public pages run the same plans over
 * Firestore's REST API (lib/firestoreRest.ts) to keep their bundle small.
 */
import type { Firestore, Query } from 'firebase/firestore';
import { buildQuery } from '../../lib/sdkQuery.ts';
import { campListPlan, myRegistrationsPlan, type CampListParams } from './queryPlans.ts';

/** The Available Camps list (GET /allavilableCamps semantics); extra search words are filtered client-side. */
export const campsListQuery = (db: Firestore, params: CampListParams): Query => buildQuery(db, campListPlan(params));

/** The signed-in participant's registrations (for the 'Registered' badge). */
export const myRegistrationsQuery = (db: Firestore, params: { uid: string }): Query =>
  buildQuery(db, myRegistrationsPlan(params.uid));
