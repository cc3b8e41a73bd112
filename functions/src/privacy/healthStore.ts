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
  type AccessReason,
  type Accessor,
  type Camp,
  type HealthDetails,
  type HealthDetailsRecord,
  type Registration,
} from '@campcare/domain';
import { type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import { runTransaction } from '../transactions.ts';
import { accessLogCollection } from './accessLogStore.ts';

export const healthDetailsCollection = () => db.collection(COLLECTIONS.healthDetails);

export function healthDetailsOf(snap: DocumentSnapshot): HealthDetails | null {
  if (!snap.exists) return null;
  const data = snap.data() as HealthDetailsRecord;
  return { age: data.age, gender: data.gender, phoneNumber: data.phoneNumber, emergencyContact: data.emergencyContact };
}

/** Writes a new registration's health details beside it, in the registration's own transaction. */
export function createHealthDetails(
  tx: Transaction,
  registrationId: string,
  owner: { participantUid: string; campId: string },
  details: HealthDetails,
  now: string,
): void {
  const document: HealthDetailsRecord = { ...owner, ...details, createdAt: now };
  tx.create(healthDetailsCollection().doc(registrationId), document);
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
 * registration and its camp, throws to refuse, and returns who reads: an
 * accessor whose read is logged, or null for the participant reading their
 * own (not logged). `details` is null once they were erased (nothing read,
 * nothing logged).
 */
export async function readHealthDetails(
  registrationId: string,
  reason: AccessReason,
  authorize: (found: HealthReadContext) => Accessor | null,
): Promise<HealthReadOutcome> {
  const registrationRef = db.collection(COLLECTIONS.registrations).doc(registrationId);
  return runTransaction(async (tx): Promise<HealthReadOutcome> => {
    const [registrationSnap, healthSnap] = await Promise.all([tx.get(registrationRef), tx.get(healthDetailsCollection().doc(registrationId))]);
    if (!registrationSnap.exists) return { kind: 'not-found' };
    const registration = registrationSnap.data() as Registration;
    const campSnap = await tx.get(db.collection(COLLECTIONS.camps).doc(registration.campId));
    const accessor = authorize({ registration, camp: campSnap.exists ? (campSnap.data() as Camp) : null });
    const details = healthDetailsOf(healthSnap);
    if (!details || !accessor) return { kind: 'found', registration, details, logged: false };
    tx.create(accessLogCollection().doc(), accessLogEntry(accessor, registrationId, registration, reason, new Date().toISOString()));
    return { kind: 'found', registration, details, logged: true };
  });
}
