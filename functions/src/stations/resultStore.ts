/**
 * Firestore access for screening results: a result is stored under the id
 * the recording device made for it (its idempotency key), in canonical units,
 * and in the same transaction the referrals its values call for under the
 * camp's rules, written by the referral store (writeRuleReferrals), each
 * under an id made of the result's and the reason (so a retry, offline or
 * not, writes them once). Returns outcomes; the routes turn them into HTTP
 * answers.
 */
import { accessLogEntry, COLLECTIONS, type Accessor, type Camp, type Registration } from '@campcare/domain';
import type { CanonicalMeasurement, ScreeningResult } from '@campcare/domain/clinical';
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { runTransaction } from '../firestore/transactions.ts';
import { newAccessLogRef } from '../privacy/accessLogStore.ts';
import { eraseAtFor } from '../privacy/healthStore.ts';
import { readClinicalSettings } from '../referrals/clinicalSettingsStore.ts';
import { ruleReferralsOfResult, writeRuleReferrals, type ReferralView } from '../referrals/referralStore.ts';

const results = () => db.collection(COLLECTIONS.screeningResults);
const registrations = () => db.collection(COLLECTIONS.registrations);
const camps = () => db.collection(COLLECTIONS.camps);

/**
 * screeningResults/{resultId} as stored: the result, and when it is erased
 * (its camp's retention, as for health details: the hourly sweep erases it
 * then, and Firestore's TTL policy on eraseAt is the backstop). Never sent
 * to anyone: `resultOf` leaves it out.
 */
type StoredResult = ScreeningResult & { eraseAt: Timestamp };

/** A stored result without its erasure time. */
export function resultOf(snap: DocumentSnapshot): ScreeningResult {
  const { eraseAt: _eraseAt, ...result } = snap.data() as StoredResult;
  return result;
}


export interface ResultToRecord {
  resultId: string;
  campId: string;
  registrationId: string;
  stationId: string;
  measurement: CanonicalMeasurement;
  note: string | null;
  deviceRecordedAt: string;
}

export type RecordOutcome =
  /** `created`: written now; false when the same result had been recorded before (a retry). */
  | { kind: 'recorded'; created: boolean; result: ScreeningResult; referrals: ReferralView[] }
  /** The registration is not this camp's. */
  | { kind: 'registration-missing' }
  /** The id is another recorder's, or another camp's, result. */
  | { kind: 'id-taken' };

function valuesOf(measurement: CanonicalMeasurement): Record<string, unknown> {
  const { kind: _kind, ...values } = measurement;
  return values;
}

/** Records a result once under its id, with the referrals its values call for. */
export async function recordResult(input: ResultToRecord, by: string, now: () => Date = () => new Date()): Promise<RecordOutcome> {
  const resultRef = results().doc(input.resultId);
  return runTransaction(async (tx): Promise<RecordOutcome> => {
    const [existing, registrationSnap, campSnap, clinical] = await Promise.all([
      tx.get(resultRef),
      tx.get(registrations().doc(input.registrationId)),
      tx.get(camps().doc(input.campId)),
      readClinicalSettings(input.campId, tx),
    ]);
    if (existing.exists) {
      const before = resultOf(existing);
      if (before.recordedBy !== by || before.campId !== input.campId || before.registrationId !== input.registrationId) return { kind: 'id-taken' };
      return { kind: 'recorded', created: false, result: before, referrals: await ruleReferralsOfResult(tx, input.resultId) };
    }
    const registration = registrationSnap.exists ? (registrationSnap.data() as Registration) : null;
    const camp = campSnap.exists ? (campSnap.data() as Camp) : null;
    if (!camp || !registration || registration.campId !== input.campId) return { kind: 'registration-missing' };
    const eraseAt = eraseAtFor(camp);
    const recordedAt = now().toISOString();
    const result: ScreeningResult = {
      campId: input.campId,
      registrationId: input.registrationId,
      personUid: registration.participantUid || null,
      stationId: input.stationId,
      kind: input.measurement.kind,
      values: valuesOf(input.measurement),
      note: input.note,
      recordedBy: by,
      recordedAt,
      deviceRecordedAt: input.deviceRecordedAt,
    };
    tx.create(resultRef, { ...result, eraseAt } satisfies StoredResult);
    const made = writeRuleReferrals(
      tx,
      { resultId: input.resultId, campId: input.campId, registrationId: input.registrationId, personUid: result.personUid, measurement: input.measurement, recordedBy: by, recordedAt },
      clinical,
      eraseAt,
    );
    return { kind: 'recorded', created: true, result, referrals: made };
  });
}

/** Firestore's `in` filter takes at most 30 values. */
const IN_LIMIT = 30;

async function resultSnapsOf(registrationIds: readonly string[]): Promise<DocumentSnapshot[]> {
  const found: DocumentSnapshot[] = [];
  for (let start = 0; start < registrationIds.length; start += IN_LIMIT) {
    found.push(...(await results().where('registrationId', 'in', registrationIds.slice(start, start + IN_LIMIT)).get()).docs);
  }
  return found;
}

/** Every result of these registrations, oldest first: a person's data export. */
export async function resultsOf(registrationIds: readonly string[]): Promise<(ScreeningResult & { _id: string })[]> {
  return (await resultSnapsOf(registrationIds)).map((s) => ({ _id: s.id, ...resultOf(s) })).sort((a, b) => a.recordedAt.localeCompare(b.recordedAt));
}

/**
 * A person's own results: those of every registration their account holds
 * (their own, the people they registered, a walk-in they claimed), newest
 * first, with whose they are and the camp's name. Read as `reader` (the
 * account holder themselves): one access-log entry per registration whose
 * results are answered, written before they are.
 */
export async function listOwnResults(reader: Accessor): Promise<(ScreeningResult & { _id: string; participantName: string; CampName: string })[]> {
  const held = new Map((await registrations().where('participantUid', '==', reader.accessorUid).get()).docs.map((r) => [r.id, r.data() as Registration]));
  const found = await resultsOf([...held.keys()]);
  const read = [...new Set(found.map((r) => r.registrationId))];
  if (read.length > 0) {
    const at = new Date().toISOString();
    const batch = db.batch();
    for (const id of read) batch.create(newAccessLogRef(at), accessLogEntry(reader, id, held.get(id)!, 'own', at, ['results']));
    await batch.commit();
  }
  return found
    .map((r) => ({ ...r, participantName: held.get(r.registrationId)?.ParticipantName ?? '', CampName: held.get(r.registrationId)?.CampName ?? '' }))
    .sort((a, b) => b.recordedAt.localeCompare(a.recordedAt));
}

/** Firestore takes at most 500 writes in one batch. */
const DELETE_BATCH = 500;

/** Deletes every result of these registrations (account deletion); returns how many. */
export async function deleteResultsOf(registrationIds: readonly string[]): Promise<number> {
  const found = await resultSnapsOf(registrationIds);
  for (let start = 0; start < found.length; start += DELETE_BATCH) {
    const batch = db.batch();
    for (const snap of found.slice(start, start + DELETE_BATCH)) batch.delete(snap.ref);
    await batch.commit();
  }
  return found.length;
}

/** Erases every result whose camp's retention has run out (eraseAt at or before `now`), page by page; returns how many. */
export async function eraseExpiredResults(now: Date): Promise<number> {
  let erased = 0;
  for (;;) {
    const page = await results().where('eraseAt', '<=', Timestamp.fromDate(now)).orderBy('eraseAt').limit(DELETE_BATCH).select().get();
    if (page.empty) break;
    const batch = db.batch();
    for (const snap of page.docs) batch.delete(snap.ref);
    await batch.commit();
    erased += page.size;
    if (page.size < DELETE_BATCH) break;
  }
  return erased;
}
