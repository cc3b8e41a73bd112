/** The Admin SDK, initialised once per instance. */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { instrumentFirestore } from './usage.ts';

const app = getApps()[0] ?? initializeApp();
export const db = getFirestore(app);
// Every request's reads are counted for its Server-Timing header (http/serverTiming.ts).
instrumentFirestore(db);
export const auth = getAuth(app);
