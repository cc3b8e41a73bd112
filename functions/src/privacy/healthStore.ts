/**
 * Firestore access for registrations' health details: they live apart from
 * the registration, in healthDetails/{registrationId}, which no browser may
 * read (firestore.rules), and reach people only through the API. Every read
 * by someone other than the participant writes its access-log entry in the
 * same transaction as the read, so no read goes unrecorded.
 */
import {
  accessLogEntry,
  COLLECTIONS,
  healthErasureTime,
  type AccessReason,
  type Accessor,
  type Camp,
  type HealthDetails,
  type HealthDetailsRecord,
  type Registration,
} from '@campcare/domain';
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { runTransaction } from '../firestore/transactions.ts';
import { newAccessLogRef } from './accessLogStore.ts';

export const healthDetailsCollection = () => db.collection(COLLECTIONS.healthDetails);

export function healthDetailsOf(snap: DocumentSnapshot): HealthDetails | null {
  if (!snap.exists) return null;
  const data = snap.data() as HealthDetailsRecord;
  return { age: data.age, gender: data.gender, phoneNumber: data.phoneNumber, emergencyContact: data.emergencyContact };
}

/**
 * When a camp's health details are erased, as the Timestamp field the
 * Firestore TTL policy on healthDetails.eraseAt reads (a backstop: the
 * hourly sweep erases them first, and marks the registration).
 */
export function eraseAtFor(camp: Pick<Camp, 'DateTime' | 'retentionDays'>): Timestamp {
  return Timestamp.fromDate(healthErasureTime(camp.DateTime, camp.retentionDays));
}

/** Writes a new registration's health details beside it, in the registration's own transaction. */
export function createHealthDetails(
  tx: Transaction,
  registrationId: string,
  owner: { participantUid: string; campId: string },
  details: HealthDetails,
  camp: Pick<Camp, 'DateTime' | 'retentionDays'>,
  now: string,
): void {
  const document: HealthDetailsRecord & { eraseAt: Timestamp } = { ...owner, ...details, createdAt: now, eraseAt: eraseAtFor(camp) };
  tx.create(healthDetailsCollection().doc(registrationId), document);
}

/** Health records erased per batch (Firestore takes at most 500 writes in one; each record is two). */
const ERASE_BATCH = 200;

/**
 * Erases every health record whose time has come (eraseAt at or before
 * `now`), page by page, and marks each registration that still exists with
 * `healthErasedAt`; the registration itself stays (attendance, accounting).
 * Returns how many records it erased.
 */
export async function eraseExpiredHealthDetails(now: Date): Promise<number> {
  const registrations = db.collection(COLLECTIONS.registrations);
  let erased = 0;
  for (;;) {
    const page = await healthDetailsCollection().where('eraseAt', '<=', Timestamp.fromDate(now)).orderBy('eraseAt').limit(ERASE_BATCH).get();
    if (page.empty) break;
    const owners = await db.getAll(...page.docs.map((d) => registrations.doc(d.id)));
    const batch = db.batch();
    page.docs.forEach((record, i) => {
      batch.delete(record.ref);
      const registration = owners[i];
      if (registration?.exists) batch.update(registration.ref, { healthErasedAt: now.toISOString() });
    });
    await batch.commit();
    erased += page.size;
    if (page.size < ERASE_BATCH) break;
  }
  return erased;
}

/** Removes a registration's health details in the transaction that deletes the registration. */
export function deleteHealthDetails(tx: Transaction, registrationId: string): void {
  tx.delete(healthDetailsCollection().doc(registrationId));
}

/** A registration as read for its health details, with its camp (null once the camp is deleted). */
export interface HealthReadContext {
  registration: Registration;
  camp: Camp | null;
}

export type HealthReadOutcome =
  | { kind: 'not-found' }
  | { kind: 'found'; registration: Registration; details: HealthDetails | null; logged: boolean };

/**
 * Reads one registration's health details for `reason`. `authorize` sees the
 * registration and its camp (and may read more in the same transaction, a
 * staff role), throws to refuse, and returns who reads: an accessor whose
 * read is logged, or null for the participant reading their own (not
 * logged). `details` is null once they were erased (nothing read, nothing
 * logged).
 */
export async function readHealthDetails(
  registrationId: string,
  reason: AccessReason,
  authorize: (found: HealthReadContext, tx: Transaction) => Promise<Accessor | null>,
): Promise<HealthReadOutcome> {
  const registrationRef = db.collection(COLLECTIONS.registrations).doc(registrationId);
  return runTransaction(async (tx): Promise<HealthReadOutcome> => {
    const [registrationSnap, healthSnap] = await Promise.all([tx.get(registrationRef), tx.get(healthDetailsCollection().doc(registrationId))]);
    if (!registrationSnap.exists) return { kind: 'not-found' };
    const registration = registrationSnap.data() as Registration;
    const campSnap = await tx.get(db.collection(COLLECTIONS.camps).doc(registration.campId));
    const accessor = await authorize({ registration, camp: campSnap.exists ? (campSnap.data() as Camp) : null }, tx);
    const details = healthDetailsOf(healthSnap);
    if (!details || !accessor) return { kind: 'found', registration, details, logged: false };
    const at = new Date().toISOString();
    tx.create(newAccessLogRef(at), accessLogEntry(accessor, registrationId, registration, reason, at));
    return { kind: 'found', registration, details, logged: true };
  });
}
