/** Home page queries for the full SDK (rules tests); the page itself runs the same plans over REST (lib/firestoreRest.ts). */
import type { Firestore, Query } from 'firebase/firestore';
import { buildQuery } from '../../lib/sdkQuery.ts';
import { popularCampsPlan, recentDonorsPlan, reviewsPlan } from './queryPlans.ts';

/** The 6 camps with the most participants. */
export const popularCampsQuery = (db: Firestore): Query => buildQuery(db, popularCampsPlan());

/** Public reviews, newest first, 20 of them. */
export const reviewsQuery = (db: Firestore): Query => buildQuery(db, reviewsPlan());

/** The latest donations whose donors agreed to be named (donorName != null). */
export const recentDonorsQuery = (db: Firestore): Query => buildQuery(db, recentDonorsPlan());
