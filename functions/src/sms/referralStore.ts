/** What a referral's text names: the camp (its zone) and the facility the camp refers people to. */
import { COLLECTIONS, type Camp } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';

export async function referralFacts(db: Firestore, campId: string): Promise<{ camp: Camp | null; facilityName: string | null }> {
  const [camp, settings] = await Promise.all([db.collection(COLLECTIONS.camps).doc(campId).get(), db.collection(COLLECTIONS.campClinicalSettings).doc(campId).get()]);
  const name = settings.get('facility.name') as unknown;
  return { camp: camp.exists ? (camp.data() as Camp) : null, facilityName: typeof name === 'string' && name.trim() ? name.trim() : null };
}
