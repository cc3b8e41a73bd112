/** Firestore access for camps. */
import { COLLECTIONS, POPULAR_CAMPS_LIMIT, type Camp, type CampWithId } from '@campcare/domain';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';

export const campsCollection = () => db.collection(COLLECTIONS.camps);

export function campFromSnapshot(snap: DocumentSnapshot): CampWithId {
  return { _id: snap.id, ...(snap.data() as Camp) };
}

/** The camps with the most participants, for the home page. */
export async function popularCamps(): Promise<CampWithId[]> {
  const snap = await campsCollection().orderBy('ParticipantCount', 'desc').limit(POPULAR_CAMPS_LIMIT).get();
  return snap.docs.map(campFromSnapshot);
}
