/**
 * A camp's registrations with their health details, for the organizers'
 * CSV export. Every registration whose details go out gets its access-log
 * entry (reason `export`) before anything is answered: if the log cannot be
 * written, nothing is exported.
 */
import { accessLogEntry, COLLECTIONS, type Accessor, type Camp, type HealthDetails, type Registration } from '@campcare/domain';
import { db } from '../firestore/firebase.ts';
import { newAccessLogRef } from './accessLogStore.ts';
import { healthDetailsCollection, healthDetailsOf } from './healthStore.ts';

export interface ExportedRegistration {
  id: string;
  registration: Registration;
  /** null once erased. */
  details: HealthDetails | null;
}

export type CampExportOutcome = { kind: 'camp-missing' } | { kind: 'exported'; camp: Camp; rows: ExportedRegistration[] };

/** Firestore takes at most 500 writes in one batch. */
const BATCH_SIZE = 500;

/** The camp as it is, or as it was cancelled (its registrations stay as records). */
async function campOrCancelled(campId: string): Promise<Camp | null> {
  const [live, cancelled] = await Promise.all([
    db.collection(COLLECTIONS.camps).doc(campId).get(),
    db.collection(COLLECTIONS.cancelledCamps).doc(campId).get(),
  ]);
  const found = live.exists ? live : cancelled;
  return found.exists ? (found.data() as Camp) : null;
}

/**
 * Reads the camp's registrations (oldest first) and their health details.
 * `authorize` sees the camp, throws to refuse, and returns who reads.
 */
export async function exportCampRegistrations(campId: string, authorize: (camp: Camp) => Accessor): Promise<CampExportOutcome> {
  const camp = await campOrCancelled(campId);
  if (!camp) return { kind: 'camp-missing' };
  const accessor = authorize(camp);
  const registrations = (await db.collection(COLLECTIONS.registrations).where('campId', '==', campId).get()).docs;
  const health = registrations.length > 0 ? await db.getAll(...registrations.map((r) => healthDetailsCollection().doc(r.id))) : [];
  const rows = registrations
    .map((snap, i) => ({ id: snap.id, registration: snap.data() as Registration, details: healthDetailsOf(health[i]!) }))
    .sort((a, b) => a.registration.createdAt.localeCompare(b.registration.createdAt));

  const at = new Date().toISOString();
  const read = rows.filter((r) => r.details !== null);
  for (let start = 0; start < read.length; start += BATCH_SIZE) {
    const batch = db.batch();
    for (const row of read.slice(start, start + BATCH_SIZE)) {
      batch.create(newAccessLogRef(at), accessLogEntry(accessor, row.id, row.registration, 'export', at));
    }
    await batch.commit();
  }
  return { kind: 'exported', camp, rows };
}
