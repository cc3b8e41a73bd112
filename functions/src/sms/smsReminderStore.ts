/** What the text reminders read: a camp's registrations that hold a seat. */
import { COLLECTIONS, holdsSeat, type Registration } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';

export async function seatedRegistrations(db: Firestore, campId: string): Promise<{ id: string; registration: Registration }[]> {
  const snap = await db.collection(COLLECTIONS.registrations).where('campId', '==', campId).get();
  return snap.docs
    .map((d) => ({ id: d.id, registration: d.data() as Registration }))
    .filter(({ registration }) => holdsSeat(registration) && !registration.campCancelledAt && !registration.accountDeletedAt && registration.participantUid !== '');
}
