/**
 * The data migrations on an "old" database: the seed, plus documents in the
 * shapes older code wrote (reviews with the author's uid under the
 * registration's id, registrations holding health details, sent mails that
 * keep their words for good, registrations from before families with no
 * person key and unpaid seats with no hold, screening results, referrals and
 * contact attempts with no erasure time, search entries whose ids do not
 * name their sort). Migrated twice: the first run brings every old
 * document to today's shape and records each migration; the second changes
 * nothing. Then the same runner through the API (admins only), and the
 * hourly scrub of sent mails that keeps the mail queue clean from then on.
 */
import {
  campSearchEntries,
  COLLECTIONS,
  healthErasureTime,
  registrationSearchEntries,
  SEARCH_ENTRY_SORT_MARK,
  SENT_MAIL_KEEP_DAYS,
  type Feedback,
  type HealthDetailsRecord,
  type MailDocument,
  type Camp,
  type Registration,
} from '@campcare/domain';
import { Timestamp, type DocumentData, type Firestore, type WriteBatch } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTriggersDisabled } from '../../../scripts/lib/admin.ts';
import { adminServices, api, resetAndSeed } from '../../../tests/support/emulators.ts';
import { MIGRATIONS } from '../../src/migrations/index.ts';
import { ERASE_AT_BATCH_WRITES } from '../../src/migrations/steps/006-clinical-erase-at.ts';
import type { MigrationRecord } from '../../src/migrations/migration.ts';
import { runMigrations, type MigrationOutcome } from '../../src/migrations/runner.ts';
import { signInActors, type Actor, type ActorName } from './actors.ts';

const NOW = new Date('2026-12-01T09:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

/** A registration as the code wrote it before health details moved out: the four fields on it, as the old form sent them. */
function oldRegistration(campId: string, uid: string, dateTime: string): Registration & Record<string, unknown> {
  return {
    campId,
    participantUid: uid,
    CampName: 'Old Shapes Clinic',
    Image: '/api/images/old-shapes',
    CampFees: 0,
    DateTime: dateTime,
    Location: 'Dhaka',
    HealthcareProfessional: 'Dr. Old',
    organizerUids: ['organizer-old'],
    retentionDays: 30,
    ParticipantName: `Person ${uid}`,
    ParticipantEmail: `${uid}@old.test`,
    PaymentStatus: 'Free',
    ConfirmationStatus: 'Confirmed',
    feedbackGiven: true,
    searchTokens: [],
    nameKey: 'old shapes clinic',
    createdAt: daysBefore(400),
    updatedAt: daysBefore(400),
    age: '34',
    gender: 'female',
    phoneNumber: '+8801711000000',
    emergencyContact: '+8801711000001',
  };
}

/** A review as the first API wrote it: under the registration's id, with the author's uid and an outside photo. */
function oldReview(registrationId: string, uid: string): Feedback & Record<string, unknown> {
  return {
    registrationId,
    participantUid: uid,
    campId: registrationId.split('_')[0]!,
    CampName: 'Old Shapes Clinic',
    Name: `Person ${uid}`,
    photoURL: 'https://lh3.googleusercontent.com/a/old-photo',
    ratting: 5,
    feedback: 'Kind people, short wait.',
    createdAt: daysBefore(300),
  };
}

/** A mail as the sender left it: sent at `sentAt` (null: never sent), its words intact. */
function oldMail(sentAt: string | null): MailDocument {
  return {
    to: 'priya@old.test',
    uid: 'uid-priya',
    kind: 'registration-confirmed',
    createdAt: sentAt ?? daysBefore(1),
    message: {
      subject: 'Your ticket for Old Shapes Clinic',
      text: 'Dear Priya Old, your ticket code is TICKET-0123456789abcdef.',
      html: '<p>Dear Priya Old, your ticket code is TICKET-0123456789abcdef.</p>',
      attachments: [{ filename: 'ticket.png', content: 'iVBORw0KGgo=', contentType: 'image/png', encoding: 'base64' }],
    },
    headers: { 'List-Unsubscribe': '<https://campcare.example.org/api/mail/unsubscribe?uid=uid-priya&sig=abc>' },
    ...(sentAt
      ? { delivery: { state: 'SUCCESS', attempts: 1, startTime: sentAt, endTime: sentAt, leaseExpireTime: null, error: null, info: null } }
      : {}),
  };
}

const REVIEW_UNDER_REGISTRATION_ID = 'camp-old-a_uid-old-a';
const REVIEW_UNDER_RANDOM_ID = 'review-old-b';
const UPCOMING = 'camp-old-a_uid-old-a';
const PAST = 'camp-old-b_uid-old-b';
const UNPAID = 'camp-old-c_uid-old-c';

/** An unpaid seat of a paid camp still to come, taken before seats had a hold (its health details already moved). */
function oldUnpaidSeat(): Registration {
  const { age: _age, gender: _gender, phoneNumber: _phone, emergencyContact: _contact, ...registration } = oldRegistration('camp-old-c', 'uid-old-c', '2027-04-01T09:00:00.000Z');
  return { ...registration, CampFees: 500, PaymentStatus: 'Unpaid', feedbackGiven: false };
}

/** A screening result as it was written before results carried their erasure time. */
function oldResult(campId: string, registrationId: string): DocumentData {
  return {
    campId,
    registrationId,
    personUid: null,
    stationId: 'vitals',
    kind: 'bloodPressure',
    values: { systolic: 150, diastolic: 95 },
    note: null,
    recordedBy: 'clinician-old',
    recordedAt: daysBefore(200),
    deviceRecordedAt: daysBefore(200),
  };
}

/** A referral as it was written before referrals carried their erasure time. */
function oldReferral(campId: string, registrationId: string, resultId: string | null): DocumentData {
  return {
    campId,
    registrationId,
    personUid: null,
    resultId,
    reason: 'highBloodPressure',
    urgency: 'routine',
    source: resultId ? 'rule' : 'clinician',
    status: 'open',
    note: null,
    code: `OLD-${registrationId.slice(-4)}`,
    dueAt: daysBefore(186),
    outcome: null,
    closedAt: null,
    createdAt: daysBefore(200),
    createdBy: 'clinician-old',
  };
}

const oldAttempt = (n: number): DocumentData => ({ channel: 'phone', reached: false, note: null, at: daysBefore(190 - (n % 100)), by: 'clinician-old' });

/** Old clinical documents: of a camp that exists, of a camp gone whose registration is kept, of neither. */
const RESULT_OF_CAMP = 'result-old-camp';
const RESULT_OF_REGISTRATION = 'result-old-registration';
const RESULT_OF_NOTHING = 'result-old-nothing';
const RESULT_OF_TODAY = 'result-today';
const REFERRAL_OF_CAMP = 'result-old-camp_highBloodPressure';
const REFERRAL_OF_REGISTRATION = 'referral-old-registration';
const REFERRAL_OF_NOTHING = 'referral-old-nothing';
const REFERRAL_OF_TODAY = 'referral-today';
const FREE_CAMP = 'camp-old-free';
/** More attempts than one batch takes, under one referral: the step splits its writes. */
const MANY_ATTEMPTS = ERASE_AT_BATCH_WRITES + 50;
const TODAY_ERASE_AT = new Date('2027-06-01T00:00:00.000Z');

/** Every document of the collections the migrations touch, to see that a second run changes nothing. */
async function snapshot(db: Firestore): Promise<Record<string, DocumentData>> {
  const all: Record<string, DocumentData> = {};
  for (const name of [
    COLLECTIONS.feedback,
    COLLECTIONS.registrations,
    COLLECTIONS.healthDetails,
    COLLECTIONS.mail,
    COLLECTIONS.migrations,
    COLLECTIONS.screeningResults,
    COLLECTIONS.referrals,
    COLLECTIONS.campSearch,
    COLLECTIONS.registrationSearch,
  ]) {
    for (const doc of (await db.collection(name).get()).docs) all[`${name}/${doc.id}`] = doc.data();
  }
  for (const doc of (await db.collectionGroup('attempts').get()).docs) all[doc.ref.path] = doc.data();
  return all;
}

/**
 * The database as the migrations see it, refusing a batch of more than 500
 * writes as Firestore does (the emulator takes any number), so a step that
 * writes a large camp in one batch fails here as it would in production.
 */
function refusingLargeBatches(db: Firestore): Firestore {
  const WRITES = new Set<PropertyKey>(['set', 'create', 'update', 'delete']);
  const bound = <T extends object>(target: T, prop: PropertyKey): unknown => {
    const value = Reflect.get(target, prop, target) as unknown;
    return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
  };
  return new Proxy(db, {
    get(target, prop) {
      if (prop !== 'batch') return bound(target, prop);
      return () => {
        const batch = target.batch();
        let writes = 0;
        const counted: WriteBatch = new Proxy(batch, {
          get(inner, name) {
            const value = bound(inner, name) as (...args: unknown[]) => unknown;
            if (WRITES.has(name)) {
              return (...args: unknown[]) => {
                writes++;
                value(...args);
                return counted;
              };
            }
            if (name === 'commit') return () => (writes > 500 ? Promise.reject(new Error(`a batch of ${writes} writes: Firestore takes at most 500`)) : value());
            return value;
          },
        });
        return counted;
      };
    },
  });
}

/**
 * Moves every entry of a search collection to the id older code gave it (the
 * sort key and the document's id, without the sort's field), where two
 * entries of a document with one such id became one, the later sort's.
 * Returns the ids of the documents whose entries moved, and how many entries there were.
 */
async function toOldSearchIds(db: Firestore, collection: string, documentIdField: string): Promise<{ documents: Set<string>; entries: number }> {
  const entries = (await db.collection(collection).get()).docs;
  const old = new Map(entries.map((entry) => [entry.id.slice(entry.id.indexOf(SEARCH_ENTRY_SORT_MARK) + 1), entry.data()]));
  for (let start = 0; start < entries.length; start += 400) {
    const batch = db.batch();
    for (const entry of entries.slice(start, start + 400)) batch.delete(entry.ref);
    await batch.commit();
  }
  await writeAll(db, [...old].map(([id, data]): [string, DocumentData] => [`${collection}/${id}`, data]));
  return { documents: new Set(entries.map((entry) => entry.get(documentIdField) as string)), entries: entries.length };
}

/** Writes documents in batches under Firestore's limit. */
async function writeAll(db: Firestore, documents: readonly [string, DocumentData][]): Promise<void> {
  for (let start = 0; start < documents.length; start += 400) {
    const batch = db.batch();
    for (const [path, data] of documents.slice(start, start + 400)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

describe('data migrations on an old database', () => {
  let db: Firestore;
  let actors: Record<ActorName, Actor>;
  let first: MigrationOutcome[];
  let second: MigrationOutcome[];
  let afterFirst: Record<string, DocumentData>;
  let afterSecond: Record<string, DocumentData>;
  let seededCamp: { id: string; DateTime: string; retentionDays?: number };
  let oldCampEntries: { documents: Set<string>; entries: number };
  let oldRegistrationEntries: { documents: Set<string>; entries: number };

  beforeAll(async () => {
    await resetAndSeed();
    actors = await signInActors();
    db = adminServices().db;
    // The old shapes, written as old code wrote them (the triggers would only mail about them).
    await withTriggersDisabled(async () => {
      const batch = db.batch();
      batch.set(db.collection(COLLECTIONS.registrations).doc(UPCOMING), oldRegistration('camp-old-a', 'uid-old-a', '2027-03-01T09:00:00.000Z'));
      batch.set(db.collection(COLLECTIONS.registrations).doc(PAST), oldRegistration('camp-old-b', 'uid-old-b', '2025-01-10T09:00:00.000Z'));
      batch.set(db.collection(COLLECTIONS.registrations).doc(UNPAID), oldUnpaidSeat());
      batch.set(db.collection(COLLECTIONS.feedback).doc(REVIEW_UNDER_REGISTRATION_ID), oldReview(UPCOMING, 'uid-old-a'));
      batch.set(db.collection(COLLECTIONS.feedback).doc(REVIEW_UNDER_RANDOM_ID), oldReview(PAST, 'uid-old-b'));
      batch.set(db.collection(COLLECTIONS.mail).doc('old-sent-long-ago'), oldMail(daysBefore(SENT_MAIL_KEEP_DAYS + 30)));
      batch.set(db.collection(COLLECTIONS.mail).doc('old-sent-lately'), oldMail(daysBefore(5)));
      batch.set(db.collection(COLLECTIONS.mail).doc('old-never-sent'), oldMail(null));
      await batch.commit();
      const camp = (await db.collection(COLLECTIONS.camps).limit(1).get()).docs[0]!;
      seededCamp = { id: camp.id, DateTime: camp.get('DateTime') as string, retentionDays: camp.get('retentionDays') as number | undefined };
      const seededRegistration = `${camp.id}_uid-old-clinical`;
      const today = Timestamp.fromDate(TODAY_ERASE_AT);
      await writeAll(db, [
        [`${COLLECTIONS.screeningResults}/${RESULT_OF_CAMP}`, oldResult(camp.id, seededRegistration)],
        [`${COLLECTIONS.screeningResults}/${RESULT_OF_REGISTRATION}`, oldResult('camp-old-a', UPCOMING)],
        [`${COLLECTIONS.screeningResults}/${RESULT_OF_NOTHING}`, oldResult('camp-gone', 'camp-gone_uid-gone')],
        [`${COLLECTIONS.screeningResults}/${RESULT_OF_TODAY}`, { ...oldResult(camp.id, seededRegistration), eraseAt: today }],
        [`${COLLECTIONS.referrals}/${REFERRAL_OF_CAMP}`, oldReferral(camp.id, seededRegistration, RESULT_OF_CAMP)],
        ...Array.from({ length: MANY_ATTEMPTS }, (_, n): [string, DocumentData] => [`${COLLECTIONS.referrals}/${REFERRAL_OF_CAMP}/attempts/a${n}`, oldAttempt(n)]),
        [`${COLLECTIONS.referrals}/${REFERRAL_OF_REGISTRATION}`, oldReferral('camp-old-a', UPCOMING, null)],
        [`${COLLECTIONS.referrals}/${REFERRAL_OF_REGISTRATION}/attempts/a0`, oldAttempt(0)],
        [`${COLLECTIONS.referrals}/${REFERRAL_OF_NOTHING}`, oldReferral('camp-gone', 'camp-gone_uid-gone', null)],
        // A referral that has its time, and an attempt added to it without one.
        [`${COLLECTIONS.referrals}/${REFERRAL_OF_TODAY}`, { ...oldReferral(camp.id, seededRegistration, null), eraseAt: today }],
        [`${COLLECTIONS.referrals}/${REFERRAL_OF_TODAY}/attempts/a0`, oldAttempt(0)],
        [`${COLLECTIONS.referrals}/${REFERRAL_OF_TODAY}/attempts/a1`, { ...oldAttempt(1), eraseAt: today }],
      ]);
      // A free camp nobody has joined: its fee and its count of people are both 0, whose old ids were one.
      const freeCamp: Camp = { ...(camp.data() as Camp), CampName: 'Old Free Eye Camp', nameKey: 'old free eye camp', CampFees: 0, ParticipantCount: 0 };
      await writeAll(db, [
        [`${COLLECTIONS.camps}/${FREE_CAMP}`, freeCamp],
        ...campSearchEntries(FREE_CAMP, freeCamp).map((entry): [string, DocumentData] => [`${COLLECTIONS.campSearch}/${entry.id}`, entry.data]),
      ]);
      oldCampEntries = await toOldSearchIds(db, COLLECTIONS.campSearch, 'campId');
      oldRegistrationEntries = await toOldSearchIds(db, COLLECTIONS.registrationSearch, 'registrationId');
      first = await runMigrations(refusingLargeBatches(db), MIGRATIONS, { now: NOW });
      afterFirst = await snapshot(db);
      second = await runMigrations(refusingLargeBatches(db), MIGRATIONS, { now: NOW });
      afterSecond = await snapshot(db);
    });
  });

  it('runs every migration once, in order, and records it', async () => {
    // The seed writes today's shapes, but its unpaid seats have no hold: 004 also gives them one.
    const personKeys = first[3]?.changed ?? 0;
    expect(personKeys).toBeGreaterThanOrEqual(3);
    // Every seeded camp gets its seat and person documents (none had them).
    const seatCamps = first[4]?.changed ?? 0;
    expect(seatCamps).toBe((await db.collection(COLLECTIONS.camps).count().get()).data().count);
    expect(first).toEqual([
      { id: '001-reviews-without-uid', result: 'ran', changed: 2 },
      { id: '002-health-off-registrations', result: 'ran', changed: 2 },
      { id: '003-sent-mail-scrubbed', result: 'ran', changed: 2 },
      { id: '004-registration-person-keys', result: 'ran', changed: personKeys },
      { id: '005-seat-documents', result: 'ran', changed: seatCamps },
      // Three results, three referrals, and every attempt but the one that had its time.
      { id: '006-clinical-erase-at', result: 'ran', changed: 3 + 3 + MANY_ATTEMPTS + 2 },
      // Every camp with an entry synced afresh, every registration entry moved.
      { id: '007-search-entries-by-sort', result: 'ran', changed: oldCampEntries.documents.size + oldRegistrationEntries.entries },
    ]);
    const records = (await db.collection(COLLECTIONS.migrations).get()).docs.map((d) => d.data() as MigrationRecord);
    expect(records.map((r) => [r.id, r.status, r.changed, r.runs, r.error])).toEqual([
      ['001-reviews-without-uid', 'done', 2, 1, null],
      ['002-health-off-registrations', 'done', 2, 1, null],
      ['003-sent-mail-scrubbed', 'done', 2, 1, null],
      ['004-registration-person-keys', 'done', personKeys, 1, null],
      ['005-seat-documents', 'done', seatCamps, 1, null],
      ['006-clinical-erase-at', 'done', 3 + 3 + MANY_ATTEMPTS + 2, 1, null],
      ['007-search-entries-by-sort', 'done', oldCampEntries.documents.size + oldRegistrationEntries.entries, 1, null],
    ]);
    for (const record of records) expect(Date.parse(record.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(record.startedAt));
  });

  it('gives each held seat of a camp with a capacity its document, and each registration its person mark', async () => {
    const camps = await db.collection(COLLECTIONS.camps).get();
    let withCapacity = 0;
    for (const camp of camps.docs) {
      expect(camp.get('seatsLaidOutAt'), camp.id).toEqual(expect.any(String));
      const registrations = await db.collection(COLLECTIONS.registrations).where('campId', '==', camp.id).get();
      const people = await db.collection(COLLECTIONS.campPeople).where('campId', '==', camp.id).count().get();
      expect(people.data().count, camp.id).toBe(registrations.docs.filter((r) => r.get('personKey')).length);
      if (typeof camp.get('Capacity') !== 'number') continue;
      withCapacity++;
      const seats = await db.collection(COLLECTIONS.seats).where('campId', '==', camp.id).get();
      const holders = registrations.docs.filter((r) => {
        const status = r.get('waitlistStatus') as string | null | undefined;
        return status === 'Offered' || (!status && r.get('PaymentStatus') !== 'Refunded');
      });
      expect(seats.docs.map((s) => s.get('registrationId')).sort(), camp.id).toEqual(holders.map((r) => r.id).sort());
      expect(new Set(seats.docs.map((s) => s.get('n'))).size, camp.id).toBe(seats.size);
      expect(camp.get('ParticipantCount') + (camp.get('seatsOffered') ?? 0), camp.id).toBe(seats.size);
    }
    expect(withCapacity).toBeGreaterThan(0);
  });

  it('gives every camp and registration the search entries of today, under ids that name their sort', async () => {
    expect(oldCampEntries.documents.size).toBeGreaterThan(10);
    expect(oldRegistrationEntries.entries).toBeGreaterThan(100);
    const withoutVersion = ({ version: _version, ...data }: DocumentData) => data;
    const byId = <T extends { id: string }>(entries: T[]) => [...entries].sort((a, b) => (a.id < b.id ? -1 : 1));
    const entriesOf = async (collection: string, field: string, id: string) =>
      (await db.collection(collection).where(field, '==', id).get()).docs.map((entry) => ({ id: entry.id, data: withoutVersion(entry.data()) }));
    for (const campId of oldCampEntries.documents) {
      const camp = await db.collection(COLLECTIONS.camps).doc(campId).get();
      expect(await entriesOf(COLLECTIONS.campSearch, 'campId', campId), campId).toEqual(byId(camp.exists ? campSearchEntries(campId, camp.data() as Camp) : []));
    }
    expect((await entriesOf(COLLECTIONS.campSearch, 'campId', FREE_CAMP)).map((entry) => entry.data.sort).sort()).toEqual([
      'CampFees',
      'ParticipantCount',
      'createdAt',
      'nameKey',
    ]);
    for (const registrationId of oldRegistrationEntries.documents) {
      const registration = await db.collection(COLLECTIONS.registrations).doc(registrationId).get();
      const wanted = registrationSearchEntries(registrationId, registration.data() as Registration);
      expect(await entriesOf(COLLECTIONS.registrationSearch, 'registrationId', registrationId), registrationId).toEqual(byId(wanted));
    }
  });

  it('changes nothing the second time', () => {
    expect(second.map((o) => [o.id, o.result, o.changed])).toEqual(MIGRATIONS.map((m) => [m.id, 'skipped', 0]));
    expect(afterSecond).toEqual(afterFirst);
  });

  it('finds nothing left to change when a step runs again by itself', async () => {
    for (const migration of MIGRATIONS) expect(await migration.run(db, { now: NOW, log: () => {} }), migration.id).toBe(0);
  });

  it('leaves no review with a uid or a registration id, and none under an id that names its author', async () => {
    const reviews = (await db.collection(COLLECTIONS.feedback).get()).docs;
    for (const review of reviews) {
      expect(review.data(), review.id).not.toHaveProperty('participantUid');
      expect(review.data(), review.id).not.toHaveProperty('registrationId');
      expect(review.id).not.toContain('uid-old');
    }
    const upcoming = (await db.collection(COLLECTIONS.registrations).doc(UPCOMING).get()).data() as Registration;
    const moved = await db.collection(COLLECTIONS.feedback).doc(upcoming.feedbackId!).get();
    expect(moved.data()).toEqual({
      campId: 'camp-old-a',
      CampName: 'Old Shapes Clinic',
      Name: 'Person uid-old-a',
      photoURL: null,
      ratting: 5,
      feedback: 'Kind people, short wait.',
      createdAt: daysBefore(300),
    });
    const past = (await db.collection(COLLECTIONS.registrations).doc(PAST).get()).data() as Registration;
    expect(past.feedbackId).toBe(REVIEW_UNDER_RANDOM_ID);
    expect((await db.collection(COLLECTIONS.feedback).doc(REVIEW_UNDER_RANDOM_ID).get()).get('Name')).toBe('Person uid-old-b');
  });

  it('moves health details off registrations, erasing those past their retention', async () => {
    for (const id of [UPCOMING, PAST]) {
      const registration = (await db.collection(COLLECTIONS.registrations).doc(id).get()).data()!;
      for (const field of ['age', 'gender', 'phoneNumber', 'emergencyContact']) expect(registration, `${id}.${field}`).not.toHaveProperty(field);
    }
    const health = await db.collection(COLLECTIONS.healthDetails).doc(UPCOMING).get();
    const record = health.data() as HealthDetailsRecord & { eraseAt: Timestamp };
    expect({ ...record, eraseAt: record.eraseAt.toDate().toISOString() }).toEqual({
      participantUid: 'uid-old-a',
      campId: 'camp-old-a',
      age: 34,
      gender: 'Female',
      phoneNumber: '+8801711000000',
      emergencyContact: '+8801711000001',
      createdAt: daysBefore(400),
      eraseAt: healthErasureTime('2027-03-01T09:00:00.000Z', 30).toISOString(),
    });
    expect((await db.collection(COLLECTIONS.healthDetails).doc(PAST).get()).exists).toBe(false);
    expect((await db.collection(COLLECTIONS.registrations).doc(PAST).get()).get('healthErasedAt')).toBe(NOW.toISOString());
  });

  it('gives registrations from before families their person key, and unpaid seats still to come their hold', async () => {
    const registration = async (id: string) => (await db.collection(COLLECTIONS.registrations).doc(id).get()).data() as Registration;
    const [upcoming, past, unpaid] = await Promise.all([registration(UPCOMING), registration(PAST), registration(UNPAID)]);
    expect([upcoming.personKey, past.personKey, unpaid.personKey]).toEqual(['account:uid-old-a', 'account:uid-old-b', 'account:uid-old-c']);
    // A free seat holds nothing to pay; a paid one gets its hold from the run's time, its reminder before it runs out.
    expect(upcoming).not.toHaveProperty('unpaidHoldExpiresAt');
    expect(Date.parse(unpaid.unpaidHoldExpiresAt!)).toBeGreaterThan(NOW.getTime());
    expect(Date.parse(unpaid.unpaidReminderAt!)).toBeGreaterThanOrEqual(NOW.getTime());
    expect(Date.parse(unpaid.unpaidReminderAt!)).toBeLessThan(Date.parse(unpaid.unpaidHoldExpiresAt!));
  });

  it('gives old results, referrals and attempts their camp’s erasure time (a gone camp’s: its registration’s copy, else the run’s)', async () => {
    const eraseAt = async (path: string) => ((await db.doc(path).get()).get('eraseAt') as Timestamp | undefined)?.toDate().toISOString();
    const ofCamp = healthErasureTime(seededCamp.DateTime, seededCamp.retentionDays).toISOString();
    const ofRegistration = healthErasureTime('2027-03-01T09:00:00.000Z', 30).toISOString();
    const today = TODAY_ERASE_AT.toISOString();
    expect({
      resultOfCamp: await eraseAt(`${COLLECTIONS.screeningResults}/${RESULT_OF_CAMP}`),
      resultOfRegistration: await eraseAt(`${COLLECTIONS.screeningResults}/${RESULT_OF_REGISTRATION}`),
      resultOfNothing: await eraseAt(`${COLLECTIONS.screeningResults}/${RESULT_OF_NOTHING}`),
      resultOfToday: await eraseAt(`${COLLECTIONS.screeningResults}/${RESULT_OF_TODAY}`),
      referralOfCamp: await eraseAt(`${COLLECTIONS.referrals}/${REFERRAL_OF_CAMP}`),
      referralOfRegistration: await eraseAt(`${COLLECTIONS.referrals}/${REFERRAL_OF_REGISTRATION}`),
      attemptOfRegistration: await eraseAt(`${COLLECTIONS.referrals}/${REFERRAL_OF_REGISTRATION}/attempts/a0`),
      referralOfNothing: await eraseAt(`${COLLECTIONS.referrals}/${REFERRAL_OF_NOTHING}`),
      referralOfToday: await eraseAt(`${COLLECTIONS.referrals}/${REFERRAL_OF_TODAY}`),
      attemptsOfToday: [await eraseAt(`${COLLECTIONS.referrals}/${REFERRAL_OF_TODAY}/attempts/a0`), await eraseAt(`${COLLECTIONS.referrals}/${REFERRAL_OF_TODAY}/attempts/a1`)],
    }).toEqual({
      resultOfCamp: ofCamp,
      resultOfRegistration: ofRegistration,
      resultOfNothing: NOW.toISOString(),
      resultOfToday: today,
      referralOfCamp: ofCamp,
      referralOfRegistration: ofRegistration,
      attemptOfRegistration: ofRegistration,
      referralOfNothing: NOW.toISOString(),
      referralOfToday: today,
      attemptsOfToday: [today, today],
    });
    // Every one of the many attempts, across the batches, and nothing else changed on them.
    const attempts = await db.collection(COLLECTIONS.referrals).doc(REFERRAL_OF_CAMP).collection('attempts').get();
    expect(attempts.size).toBe(MANY_ATTEMPTS);
    for (const attempt of attempts.docs) {
      const { eraseAt: time, ...rest } = attempt.data();
      expect((time as Timestamp).toDate().toISOString(), attempt.id).toBe(ofCamp);
      expect(rest, attempt.id).toEqual(oldAttempt(Number(attempt.id.slice(1))));
    }
    const { eraseAt: _eraseAt, ...result } = (await db.collection(COLLECTIONS.screeningResults).doc(RESULT_OF_CAMP).get()).data()!;
    expect(result).toEqual(oldResult(seededCamp.id, `${seededCamp.id}_uid-old-clinical`));
  });

  it('takes the words out of mails sent long ago, and gives the others their time', async () => {
    const mail = async (id: string) => (await db.collection(COLLECTIONS.mail).doc(id).get()).data() as MailDocument;
    const longAgo = await mail('old-sent-long-ago');
    expect(longAgo.message).toEqual({ subject: '', text: '', html: '', attachments: [] });
    expect(longAgo.headers).toEqual({});
    expect(longAgo.scrubbedAt).toBe(NOW.toISOString());
    expect(longAgo).toMatchObject({ to: 'priya@old.test', kind: 'registration-confirmed', delivery: { state: 'SUCCESS' } });
    const lately = await mail('old-sent-lately');
    expect(lately.message.text).toContain('TICKET-0123456789abcdef');
    expect(lately.scrubAt).toBe(new Date(Date.parse(daysBefore(5)) + SENT_MAIL_KEEP_DAYS * DAY).toISOString());
    const unsent = await mail('old-never-sent');
    expect(unsent).not.toHaveProperty('scrubAt');
    expect(unsent.message.text).toContain('TICKET-0123456789abcdef');
  });

  it('runs from the API for admins only, with the same records', async () => {
    for (const name of ['none', 'participant', 'organizer'] as const) {
      expect((await api('POST', '/migrations', { token: actors[name].token })).status, name).toBe(name === 'none' ? 401 : 403);
    }
    const listed = await api<MigrationRecord[]>('GET', '/migrations', { token: actors.admin.token });
    expect(listed.status).toBe(200);
    expect(listed.body.map((r) => [r.id, r.status])).toEqual(MIGRATIONS.map((m) => [m.id, 'done']));
    // Forget one record and bring back one old mail: the API's run finds exactly that one to do.
    await withTriggersDisabled(async () => {
      await db.collection(COLLECTIONS.migrations).doc('003-sent-mail-scrubbed').delete();
      // The API's run takes the real time: a mail sent longer ago than that.
      await db.collection(COLLECTIONS.mail).doc('old-sent-again').set(oldMail(new Date(Date.now() - (SENT_MAIL_KEEP_DAYS + 10) * DAY).toISOString()));
      const run = await api<{ migrations: MigrationOutcome[] }>('POST', '/migrations', { token: actors.admin.token });
      expect(run.status).toBe(200);
      expect(run.body.migrations).toEqual([
        { id: '001-reviews-without-uid', result: 'skipped', changed: 0 },
        { id: '002-health-off-registrations', result: 'skipped', changed: 0 },
        { id: '003-sent-mail-scrubbed', result: 'ran', changed: 1 },
        { id: '004-registration-person-keys', result: 'skipped', changed: 0 },
        { id: '005-seat-documents', result: 'skipped', changed: 0 },
        { id: '006-clinical-erase-at', result: 'skipped', changed: 0 },
        { id: '007-search-entries-by-sort', result: 'skipped', changed: 0 },
      ]);
    });
    const again = (await db.collection(COLLECTIONS.mail).doc('old-sent-again').get()).data() as MailDocument;
    expect(again.message.text).toBe('');
  });

  it('scrubs sent mails once their time has come (the hourly scrubSentMail)', async () => {
    const lately = (await db.collection(COLLECTIONS.mail).doc('old-sent-lately').get()).data() as MailDocument;
    const early = await api<{ scrubbed: number }>('POST', '/emulator/scrubSentMail', { body: { now: new Date(Date.parse(lately.scrubAt!) - 1000).toISOString() } });
    expect(early.status).toBe(200);
    expect(((await db.collection(COLLECTIONS.mail).doc('old-sent-lately').get()).data() as MailDocument).message.text).toContain('TICKET-');
    const due = await api<{ scrubbed: number }>('POST', '/emulator/scrubSentMail', { body: { now: lately.scrubAt } });
    expect(due.status).toBe(200);
    expect(due.body.scrubbed).toBeGreaterThanOrEqual(1);
    const after = (await db.collection(COLLECTIONS.mail).doc('old-sent-lately').get()).data() as MailDocument;
    expect(after.message.text).toBe('');
    expect(after).not.toHaveProperty('scrubAt');
    expect(after.scrubbedAt).toBe(lately.scrubAt);
  });
});
