/**
 * Firestore access for referrals (referrals/{id}) and their contact attempts
 * (referrals/{id}/attempts/{id}). A rule's referral is written in the
 * transaction that records its result (`writeRuleReferrals`, called by the
 * stations' result store), under an id made of the result's and the reason,
 * so an offline retry refers once; a clinician's is added here. No browser
 * reads any of it: every read by someone other than the person referred
 * writes its access-log entry before anything is answered.
 */
import { randomBytes } from 'node:crypto';
import { accessLogEntry, COLLECTIONS, type Accessor, type AccessReason, type Camp, type HealthDetails, type IsoDateTime, type Registration } from '@campcare/domain';
import { referralCode, referralDueAt, referralsFor, ruleReferralId, REFERRAL_CODE_LENGTH, type CanonicalMeasurement, type ContactAttempt, type ContactChannel, type FollowUpOutcome, type Referral, type ReferralReason, type ReferralUrgency } from '@campcare/domain/clinical';
import { Timestamp, type DocumentSnapshot, type Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { runTransaction } from '../firestore/transactions.ts';
import { newAccessLogRef } from '../privacy/accessLogStore.ts';
import { eraseAtFor, healthDetailsCollection, healthDetailsOf } from '../privacy/healthStore.ts';
import type { ReferralMailFacts } from '../mail/referralMails.ts';
import { readClinicalSettings, type ClinicalSettings, type Facility } from './clinicalSettingsStore.ts';

export const referralsCollection = () => db.collection(COLLECTIONS.referrals);
const attemptsOf = (referralId: string) => referralsCollection().doc(referralId).collection('attempts');

export type ReferralView = Referral & { _id: string };
export type AttemptView = ContactAttempt & { _id: string };

/**
 * A referral and its attempts as stored carry when they are erased (their
 * camp's retention, as for health details: the hourly sweep erases them
 * then, and Firestore's TTL policy on eraseAt is the backstop); that time is
 * never sent to anyone.
 */
type Stored<T> = T & { eraseAt?: Timestamp };

function referralOf(snap: DocumentSnapshot): Referral {
  const { eraseAt: _eraseAt, ...referral } = snap.data() as Stored<Referral>;
  return referral;
}

function attemptOf(snap: DocumentSnapshot): AttemptView {
  const { eraseAt: _eraseAt, ...attempt } = snap.data() as Stored<ContactAttempt>;
  return { _id: snap.id, ...attempt };
}

const viewOf = (snap: DocumentSnapshot): ReferralView => ({ _id: snap.id, ...referralOf(snap) });

const newCode = () => referralCode(randomBytes(REFERRAL_CODE_LENGTH));

/** The result a rule judges, as the stations' store recorded it. */
export interface JudgedResult {
  resultId: string;
  campId: string;
  registrationId: string;
  personUid: string | null;
  measurement: CanonicalMeasurement;
  recordedBy: string;
  recordedAt: IsoDateTime;
}

/**
 * The referrals a new result makes under the camp's rules, written in the
 * caller's transaction (after all its reads: `settings` comes from
 * `readClinicalSettings(campId, tx)`). Call it only when the result itself
 * is new: each goes under `ruleReferralId(result, reason)` with `create`, so
 * a referral already there (whose follow-up may have been worked) is never
 * overwritten; a retry of a recorded result reads them with
 * `ruleReferralsOfResult` instead.
 */
export function writeRuleReferrals(tx: Transaction, result: JudgedResult, settings: ClinicalSettings, eraseAt: Timestamp): ReferralView[] {
  return referralsFor(result.measurement, settings.rules).map((finding) => {
    const referral: Referral = {
      campId: result.campId,
      registrationId: result.registrationId,
      personUid: result.personUid,
      resultId: result.resultId,
      reason: finding.reason,
      urgency: finding.urgency,
      source: 'rule',
      status: 'open',
      note: null,
      code: newCode(),
      dueAt: referralDueAt(result.recordedAt, finding.urgency, settings.followUpDays),
      outcome: null,
      closedAt: null,
      createdAt: result.recordedAt,
      createdBy: result.recordedBy,
    };
    const id = ruleReferralId(result.resultId, finding.reason);
    tx.create(referralsCollection().doc(id), { ...referral, eraseAt } satisfies Stored<Referral>);
    return { _id: id, ...referral };
  });
}

/** The referrals a recorded result made, read in `tx` (a retried result answers with them). */
export async function ruleReferralsOfResult(tx: Transaction, resultId: string): Promise<ReferralView[]> {
  return (await tx.get(referralsCollection().where('resultId', '==', resultId))).docs.map(viewOf);
}

/** A registration and the camp it belongs to, as a referral's checks need them. */
export interface ReferralContext {
  registration: Registration;
  camp: Camp;
}

export type AddReferralOutcome = { kind: 'registration-missing' } | { kind: 'camp-missing' } | { kind: 'added'; referral: ReferralView };

/** A clinician refers someone by hand, with their note. `authorize` throws to refuse. */
export async function addClinicianReferral(
  campId: string,
  input: { registrationId: string; reason: ReferralReason; urgency: ReferralUrgency; note: string },
  by: string,
  authorize: (found: ReferralContext, tx: Transaction) => Promise<void>,
): Promise<AddReferralOutcome> {
  return runTransaction(async (tx): Promise<AddReferralOutcome> => {
    const [campSnap, registrationSnap] = await Promise.all([
      tx.get(db.collection(COLLECTIONS.camps).doc(campId)),
      tx.get(db.collection(COLLECTIONS.registrations).doc(input.registrationId)),
    ]);
    if (!campSnap.exists) return { kind: 'camp-missing' };
    const registration = registrationSnap.data() as Registration | undefined;
    if (!registration || registration.campId !== campId) return { kind: 'registration-missing' };
    const camp = campSnap.data() as Camp;
    await authorize({ registration, camp }, tx);
    const settings = await readClinicalSettings(campId, tx);
    const now = new Date().toISOString();
    const referral: Referral = {
      campId,
      registrationId: input.registrationId,
      personUid: registration.participantUid || null,
      resultId: null,
      reason: input.reason,
      urgency: input.urgency,
      source: 'clinician',
      status: 'open',
      note: input.note,
      code: newCode(),
      dueAt: referralDueAt(now, input.urgency, settings.followUpDays),
      outcome: null,
      closedAt: null,
      createdAt: now,
      createdBy: by,
    };
    const ref = referralsCollection().doc();
    tx.create(ref, { ...referral, eraseAt: eraseAtFor(camp) } satisfies Stored<Referral>);
    return { kind: 'added', referral: { _id: ref.id, ...referral } };
  });
}

export type ReferralChangeOutcome =
  | { kind: 'not-found' }
  | { kind: 'not-open'; referral: ReferralView }
  | { kind: 'changed'; referral: ReferralView };

type OpenReferralLookup =
  | { kind: 'not-found' }
  | { kind: 'not-open'; referral: ReferralView }
  | { kind: 'open'; snap: DocumentSnapshot; referral: Referral; eraseAt: Timestamp | null };

/**
 * Reads a referral and its camp in `tx` for a change that only an open
 * referral takes (dismissal, outcome, contact attempt); `authorize` throws
 * to refuse, and is asked before the caller learns whether it is open.
 */
async function openReferralInTransaction(
  tx: Transaction,
  referralId: string,
  authorize: (referral: Referral, camp: Camp, tx: Transaction) => Promise<void>,
): Promise<OpenReferralLookup> {
  const snap = await tx.get(referralsCollection().doc(referralId));
  if (!snap.exists) return { kind: 'not-found' };
  const referral = referralOf(snap);
  const campSnap = await tx.get(db.collection(COLLECTIONS.camps).doc(referral.campId));
  // A deleted camp's referrals are no one's to work on.
  if (!campSnap.exists) return { kind: 'not-found' };
  await authorize(referral, campSnap.data() as Camp, tx);
  if (referral.status !== 'open') return { kind: 'not-open', referral: { _id: referralId, ...referral } };
  return { kind: 'open', snap, referral, eraseAt: (snap.get('eraseAt') as Timestamp | undefined) ?? null };
}

/** A clinician dismisses an open referral (a rule's line crossed by a known, treated condition, say), with their note. */
export function dismissReferral(
  referralId: string,
  note: string,
  authorize: (referral: Referral, camp: Camp, tx: Transaction) => Promise<void>,
): Promise<ReferralChangeOutcome> {
  return runTransaction(async (tx): Promise<ReferralChangeOutcome> => {
    const found = await openReferralInTransaction(tx, referralId, authorize);
    if (found.kind !== 'open') return found;
    const changed: Referral = { ...found.referral, status: 'dismissed', note };
    tx.update(found.snap.ref, { status: 'dismissed', note });
    return { kind: 'changed', referral: { _id: referralId, ...changed } };
  });
}

/** Records what the follow-up found: the referral is closed with its outcome. */
export function recordOutcome(
  referralId: string,
  input: { outcome: FollowUpOutcome; note: string | null },
  authorize: (referral: Referral, camp: Camp, tx: Transaction) => Promise<void>,
): Promise<ReferralChangeOutcome> {
  return runTransaction(async (tx): Promise<ReferralChangeOutcome> => {
    const found = await openReferralInTransaction(tx, referralId, authorize);
    if (found.kind !== 'open') return found;
    const closedAt = new Date().toISOString();
    const patch = { status: 'closed' as const, outcome: input.outcome, closedAt, ...(input.note ? { note: input.note } : {}) };
    tx.update(found.snap.ref, patch);
    return { kind: 'changed', referral: { _id: referralId, ...found.referral, ...patch } };
  });
}

export type AttemptOutcome = { kind: 'not-found' } | { kind: 'not-open'; referral: ReferralView } | { kind: 'logged'; attempt: AttemptView };

/** Logs one try at reaching the person referred. */
export function logContactAttempt(
  referralId: string,
  input: { channel: ContactChannel; reached: boolean; note: string | null },
  by: string,
  authorize: (referral: Referral, camp: Camp, tx: Transaction) => Promise<void>,
): Promise<AttemptOutcome> {
  return runTransaction(async (tx): Promise<AttemptOutcome> => {
    const found = await openReferralInTransaction(tx, referralId, authorize);
    if (found.kind !== 'open') return found;
    const attempt: ContactAttempt = { ...input, at: new Date().toISOString(), by };
    const ref = attemptsOf(referralId).doc();
    // Erased with its referral; the time is copied so that the TTL backstop, which deletes no subcollection, finds it too.
    tx.create(ref, found.eraseAt ? ({ ...attempt, eraseAt: found.eraseAt } satisfies Stored<ContactAttempt>) : attempt);
    return { kind: 'logged', attempt: { _id: ref.id, ...attempt } };
  });
}

/** One referral as its slip and its follow-up page show it. */
export interface ReferralDetail {
  referral: ReferralView;
  attempts: AttemptView[];
  participantName: string;
  CampName: string;
  facility: Facility | null;
}

export type ReferralReadOutcome = { kind: 'not-found' } | { kind: 'found'; detail: ReferralDetail };

/**
 * One referral with its attempts and the camp's facility. `authorize` sees
 * it, its registration and its camp, throws to refuse, and returns who
 * reads: an accessor, whose read is logged in the same transaction, or null
 * for the person referred (or their guardian) reading their own.
 */
export function readReferral(
  referralId: string,
  authorize: (referral: Referral, found: ReferralContext, tx: Transaction) => Promise<Accessor>,
): Promise<ReferralReadOutcome> {
  return runTransaction(async (tx): Promise<ReferralReadOutcome> => {
    const snap = await tx.get(referralsCollection().doc(referralId));
    if (!snap.exists) return { kind: 'not-found' };
    const referral = referralOf(snap);
    const [campSnap, registrationSnap, attempts] = await Promise.all([
      tx.get(db.collection(COLLECTIONS.camps).doc(referral.campId)),
      tx.get(db.collection(COLLECTIONS.registrations).doc(referral.registrationId)),
      tx.get(attemptsOf(referralId).orderBy('at')),
    ]);
    if (!campSnap.exists || !registrationSnap.exists) return { kind: 'not-found' };
    const camp = campSnap.data() as Camp;
    const registration = registrationSnap.data() as Registration;
    const accessor = await authorize(referral, { registration, camp }, tx);
    const settings = await readClinicalSettings(referral.campId, tx);
    const at = new Date().toISOString();
    const reason: AccessReason = accessor.accessorRole === 'participant' ? 'own' : 'referral';
    tx.create(newAccessLogRef(at), accessLogEntry(accessor, referral.registrationId, registration, reason, at, ['referrals']));
    return {
      kind: 'found',
      detail: {
        referral: { _id: referralId, ...referral },
        attempts: attempts.docs.map(attemptOf),
        participantName: registration.ParticipantName,
        CampName: camp.CampName,
        facility: settings.facility,
      },
    };
  });
}

/** A line of the follow-up list: the referral, who it is and how to reach them, and how many tries so far. */
export interface FollowUpRow {
  referral: ReferralView;
  participantName: string;
  /** From the health details (null once erased): what the follow-up calls. */
  phoneNumber: string | null;
  attempts: number;
  lastAttemptAt: IsoDateTime | null;
}

export type FollowUpListOutcome = { kind: 'camp-missing' } | { kind: 'listed'; camp: Camp; rows: FollowUpRow[] };

/** Firestore takes at most 500 writes in one batch. */
const LOG_BATCH = 500;

/**
 * A camp's referrals, due soonest first, with each person's phone number.
 * `authorize` sees the camp, throws to refuse, and returns who reads; every
 * registration whose referrals go out gets its access-log entry (reason
 * `follow-up`) before anything is answered.
 */
export async function listCampFollowUp(campId: string, authorize: (camp: Camp) => Promise<Accessor>): Promise<FollowUpListOutcome> {
  const campSnap = await db.collection(COLLECTIONS.camps).doc(campId).get();
  if (!campSnap.exists) return { kind: 'camp-missing' };
  const camp = campSnap.data() as Camp;
  const accessor = await authorize(camp);
  const referrals = (await referralsCollection().where('campId', '==', campId).get()).docs.map(viewOf);
  const registrationIds = [...new Set(referrals.map((r) => r.registrationId))];
  const [registrations, health, attemptLists] = await Promise.all([
    registrationIds.length ? db.getAll(...registrationIds.map((id) => db.collection(COLLECTIONS.registrations).doc(id))) : Promise.resolve([]),
    registrationIds.length ? db.getAll(...registrationIds.map((id) => healthDetailsCollection().doc(id))) : Promise.resolve([]),
    Promise.all(referrals.map((r) => attemptsOf(r._id).orderBy('at').get())),
  ]);
  const byRegistration = new Map<string, { registration: Registration | null; details: HealthDetails | null }>();
  registrationIds.forEach((id, i) => {
    byRegistration.set(id, { registration: (registrations[i]?.data() as Registration | undefined) ?? null, details: health[i] ? healthDetailsOf(health[i]) : null });
  });

  const at = new Date().toISOString();
  const logged = registrationIds.filter((id) => byRegistration.get(id)?.registration);
  for (let start = 0; start < logged.length; start += LOG_BATCH) {
    const batch = db.batch();
    for (const id of logged.slice(start, start + LOG_BATCH)) {
      const fields = byRegistration.get(id)!.details ? (['referrals', 'phoneNumber'] as const) : (['referrals'] as const);
      batch.create(newAccessLogRef(at), accessLogEntry(accessor, id, byRegistration.get(id)!.registration!, 'follow-up' satisfies AccessReason, at, fields));
    }
    await batch.commit();
  }

  const rows = referrals.map((referral, i): FollowUpRow => {
    const person = byRegistration.get(referral.registrationId);
    const attempts = attemptLists[i]!.docs;
    return {
      referral,
      participantName: person?.registration?.ParticipantName ?? '',
      phoneNumber: person?.details?.phoneNumber || null,
      attempts: attempts.length,
      lastAttemptAt: attempts.length ? (attempts[attempts.length - 1]!.data() as ContactAttempt).at : null,
    };
  });
  rows.sort((a, b) => a.referral.dueAt.localeCompare(b.referral.dueAt) || a.referral._id.localeCompare(b.referral._id));
  return { kind: 'listed', camp, rows };
}

/**
 * A person's own referrals: those of every registration their account holds
 * (their own, the people they registered, a walk-in they claimed), with
 * each camp's name and facility; dismissed ones left out. Not logged: their own.
 */
export async function listOwnReferrals(reader: Accessor): Promise<(ReferralView & { participantName: string; CampName: string; facility: Facility | null })[]> {
  const registrations = (await db.collection(COLLECTIONS.registrations).where('participantUid', '==', reader.accessorUid).get()).docs;
  const names = new Map(registrations.map((r) => [r.id, (r.data() as Registration).ParticipantName]));
  const campNames = new Map(registrations.map((r) => [(r.data() as Registration).campId, (r.data() as Registration).CampName]));
  const ids = [...names.keys()];
  const referrals: ReferralView[] = [];
  for (let start = 0; start < ids.length; start += 30) {
    const found = await referralsCollection().where('registrationId', 'in', ids.slice(start, start + 30)).get();
    referrals.push(...found.docs.map(viewOf).filter((r) => r.status !== 'dismissed'));
  }
  // Each registration whose referrals are answered is one access-log entry, the reader being the account holder.
  const read = [...new Set(referrals.map((r) => r.registrationId))];
  if (read.length > 0) {
    const held = new Map(registrations.map((r) => [r.id, r.data() as Registration]));
    const at = new Date().toISOString();
    const batch = db.batch();
    for (const id of read) batch.create(newAccessLogRef(at), accessLogEntry(reader, id, held.get(id)!, 'own', at, ['referrals']));
    await batch.commit();
  }
  const campIds = [...new Set(referrals.map((r) => r.campId))];
  const settings = await Promise.all(campIds.map((id) => readClinicalSettings(id)));
  const facilities = new Map(campIds.map((id, i) => [id, settings[i]!.facility]));
  return referrals
    .map((r) => ({ ...r, participantName: names.get(r.registrationId) ?? '', CampName: campNames.get(r.campId) ?? '', facility: facilities.get(r.campId) ?? null }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** Every referral of these registrations, with its contact attempts: a person's data export. */
export async function referralsWithAttemptsOf(registrationIds: readonly string[]): Promise<(ReferralView & { attempts: AttemptView[] })[]> {
  const found: ReferralView[] = [];
  for (let start = 0; start < registrationIds.length; start += 30) {
    const chunk = await referralsCollection().where('registrationId', 'in', registrationIds.slice(start, start + 30)).get();
    found.push(...chunk.docs.map(viewOf));
  }
  const attempts = await Promise.all(found.map((r) => attemptsOf(r._id).orderBy('at').get()));
  return found
    .map((r, i) => ({ ...r, attempts: attempts[i]!.docs.map(attemptOf) }))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Deletes every referral of these registrations, with their attempts (account deletion, a camp's deletion, retention). */
export async function deleteReferralsOf(registrationIds: readonly string[]): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < registrationIds.length; start += 10) {
    const chunk = registrationIds.slice(start, start + 10);
    const found = await referralsCollection().where('registrationId', 'in', chunk).get();
    for (const referral of found.docs) {
      const attempts = await attemptsOf(referral.id).get();
      const batch = db.batch();
      for (const a of attempts.docs) batch.delete(a.ref);
      batch.delete(referral.ref);
      await batch.commit();
      deleted += 1;
    }
  }
  return deleted;
}

/** Referrals erased per page (each with its attempts in one batch of at most 500 writes). */
const ERASE_PAGE = 100;

/** Erases every referral whose camp's retention has run out (eraseAt at or before `now`), with its attempts; returns how many. */
export async function eraseExpiredReferrals(now: Date): Promise<number> {
  let erased = 0;
  for (;;) {
    const page = await referralsCollection().where('eraseAt', '<=', Timestamp.fromDate(now)).orderBy('eraseAt').limit(ERASE_PAGE).select().get();
    if (page.empty) break;
    for (const referral of page.docs) {
      const attempts = await attemptsOf(referral.id).select().get();
      const batch = db.batch();
      for (const a of attempts.docs) batch.delete(a.ref);
      batch.delete(referral.ref);
      await batch.commit();
    }
    erased += page.size;
    if (page.size < ERASE_PAGE) break;
  }
  return erased;
}

/**
 * What a referral's mail names: the person as registered, the address the
 * registration was made with, its camp, and the facility the camp refers to.
 * null when there is nobody to write to: a walk-in without an account, a
 * registration gone, or one kept without its address after its account was
 * deleted.
 */
export async function referralMailFacts(referral: Referral): Promise<ReferralMailFacts | null> {
  if (!referral.personUid) return null;
  const [registration, settings] = await Promise.all([db.collection(COLLECTIONS.registrations).doc(referral.registrationId).get(), readClinicalSettings(referral.campId)]);
  const r = registration.data() as Registration | undefined;
  if (!r?.ParticipantEmail || r.accountDeletedAt) return null;
  return {
    uid: referral.personUid,
    email: r.ParticipantEmail,
    personName: r.ParticipantName,
    CampName: r.CampName,
    TimeZone: r.TimeZone ?? null,
    reason: referral.reason,
    urgency: referral.urgency,
    facility: settings.facility,
    dueAt: referral.dueAt,
    code: referral.code,
  };
}
