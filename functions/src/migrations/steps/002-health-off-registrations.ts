/**
 * Registrations made before health details moved out of them still hold
 * age, gender, phoneNumber and emergencyContact, which every reader of the
 * registration (the participant, the camp's organizers, admins) could read
 * straight from Firestore, and which no access log recorded. Each moves to
 * healthDetails/{registration id} (as a registration writes them now, with
 * the erasure time of its camp's retention), unless the retention has
 * already run out: then they are only removed, and the registration says
 * they were erased. The registration keeps nothing of them.
 */
import { COLLECTIONS, GENDERS, healthErasureTime, type Gender, type HealthDetailsRecord, type Registration } from '@campcare/domain';
import { FieldValue, Timestamp, type DocumentReference, type Firestore } from 'firebase-admin/firestore';
import type { Migration } from '../migration.ts';
import { scanCollection } from '../scan.ts';

const HEALTH_FIELDS = ['age', 'gender', 'phoneNumber', 'emergencyContact'] as const;
type OldRegistration = Registration & Partial<Record<(typeof HEALTH_FIELDS)[number], unknown>>;

const holdsHealth = (registration: OldRegistration) => HEALTH_FIELDS.some((field) => registration[field] !== undefined);

/** The old values as the health record keeps them (the old form sent text, and gender in lower case). */
function healthOf(old: OldRegistration): Pick<HealthDetailsRecord, 'age' | 'gender' | 'phoneNumber' | 'emergencyContact'> {
  const gender = GENDERS.find((g) => g.toLowerCase() === String(old.gender ?? '').toLowerCase()) ?? ('Other' satisfies Gender);
  return { age: Number(old.age), gender, phoneNumber: String(old.phoneNumber ?? ''), emergencyContact: String(old.emergencyContact ?? '') };
}

function moveHealth(db: Firestore, ref: DocumentReference, now: Date): Promise<number> {
  const healthRef = db.collection(COLLECTIONS.healthDetails).doc(ref.id);
  return db.runTransaction(async (tx) => {
    const [snap, health] = await Promise.all([tx.get(ref), tx.get(healthRef)]);
    const old = snap.data() as OldRegistration | undefined;
    if (!old || !holdsHealth(old)) return 0;
    const eraseAt = healthErasureTime(old.DateTime, old.retentionDays);
    const removed = Object.fromEntries(HEALTH_FIELDS.map((field) => [field, FieldValue.delete()]));
    if (eraseAt.getTime() <= now.getTime()) {
      tx.update(ref, { ...removed, healthErasedAt: old.healthErasedAt ?? now.toISOString() });
      return 1;
    }
    if (!health.exists) {
      const record: HealthDetailsRecord & { eraseAt: Timestamp } = {
        participantUid: old.participantUid,
        campId: old.campId,
        ...healthOf(old),
        createdAt: old.createdAt,
        eraseAt: Timestamp.fromDate(eraseAt),
      };
      tx.create(healthRef, record);
    }
    tx.update(ref, removed);
    return 1;
  });
}

export const healthOffRegistrations: Migration = {
  id: '002-health-off-registrations',
  description: 'Registrations that still hold health details from before the split: moved to healthDetails/{id} (or, past the retention, only removed).',
  run: (db, { now }) =>
    scanCollection(db, COLLECTIONS.registrations, async (page) => {
      let changed = 0;
      for (const doc of page) if (holdsHealth(doc.data() as OldRegistration)) changed += await moveHealth(db, doc.ref, now);
      return changed;
    }),
};
