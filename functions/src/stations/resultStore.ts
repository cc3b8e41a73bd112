/**
 * Firestore access for screening results: a result is stored under the id
 * the recording device made for it (its idempotency key), in canonical units,
 * and in the same transaction the referrals its values call for under the
 * camp's rules (domain clinical referralsFor), each under an id made of the
 * result's and the reason (so a retry, offline or not, writes them once).
 * Returns outcomes; the routes turn them into HTTP answers.
 */
import { randomBytes } from 'node:crypto';
import { COLLECTIONS, type Registration } from '@campcare/domain';
import {
  referralCode,
  referralDueAt,
  referralsFor,
  REFERRAL_CODE_LENGTH,
  ruleReferralId,
  withOverrides,
  type CanonicalMeasurement,
  type FollowUpDays,
  type Referral,
  type ReferralRulesOverrides,
} from '@campcare/domain/clinical';
import { db } from '../firestore/firebase.ts';
import { runTransaction } from '../firestore/transactions.ts';

const results = () => db.collection(COLLECTIONS.screeningResults);
const referrals = () => db.collection(COLLECTIONS.referrals);
const registrations = () => db.collection(COLLECTIONS.registrations);
const settings = () => db.collection(COLLECTIONS.campClinicalSettings);

/** screeningResults/{resultId}: one measurement of one person at one station, in canonical units. */
export interface ScreeningResult {
  campId: string;
  registrationId: string;
  /** The account the registration belongs to (its guardian's for a dependant); null for a walk-in without one. */
  personUid: string | null;
  stationId: string;
  kind: CanonicalMeasurement['kind'];
  /** The canonical values (mmHg, bpm, °C, %, kg/cm with BMI, mg/dL, 6/x), without the kind. */
  values: Record<string, unknown>;
  note: string | null;
  recordedBy: string;
  recordedAt: string;
  /** When the clinician recorded it on their device (offline, that can be long before it arrives). */
  deviceRecordedAt: string;
}

/** What the camp's clinical settings hold that recording needs (referrals owns the rest). */
interface ClinicalSettings {
  referralRules?: ReferralRulesOverrides | null;
  followUpDays?: Partial<FollowUpDays> | null;
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
  | { kind: 'recorded'; created: boolean; result: ScreeningResult; referrals: (Referral & { _id: string })[] }
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
    const [existing, registrationSnap, settingsSnap] = await Promise.all([
      tx.get(resultRef),
      tx.get(registrations().doc(input.registrationId)),
      tx.get(settings().doc(input.campId)),
    ]);
    if (existing.exists) {
      const before = existing.data() as ScreeningResult;
      if (before.recordedBy !== by || before.campId !== input.campId || before.registrationId !== input.registrationId) return { kind: 'id-taken' };
      const made = await tx.get(referrals().where('resultId', '==', input.resultId));
      return { kind: 'recorded', created: false, result: before, referrals: made.docs.map((d) => ({ _id: d.id, ...(d.data() as Referral) })) };
    }
    const registration = registrationSnap.exists ? (registrationSnap.data() as Registration) : null;
    if (!registration || registration.campId !== input.campId) return { kind: 'registration-missing' };
    const clinical = (settingsSnap.exists ? settingsSnap.data() : {}) as ClinicalSettings;
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
    tx.create(resultRef, result);
    const made = referralsFor(input.measurement, withOverrides(clinical.referralRules)).map((finding) => {
      const referral: Referral = {
        campId: input.campId,
        registrationId: input.registrationId,
        personUid: result.personUid,
        resultId: input.resultId,
        reason: finding.reason,
        urgency: finding.urgency,
        source: 'rule',
        status: 'open',
        note: null,
        code: referralCode(randomBytes(REFERRAL_CODE_LENGTH)),
        dueAt: referralDueAt(recordedAt, finding.urgency, clinical.followUpDays ?? null),
        outcome: null,
        closedAt: null,
        createdAt: recordedAt,
        createdBy: by,
      };
      const id = ruleReferralId(input.resultId, finding.reason);
      tx.create(referrals().doc(id), referral);
      return { _id: id, ...referral };
    });
    return { kind: 'recorded', created: true, result, referrals: made };
  });
}
