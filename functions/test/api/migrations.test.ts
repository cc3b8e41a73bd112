/**
 * The data migrations on an "old" database: the seed, plus documents in the
 * shapes older code wrote (reviews with the author's uid under the
 * registration's id, registrations holding health details, sent mails that
 * keep their words for good, registrations from before families with no
 * person key and unpaid seats with no hold). Migrated twice: the first run brings every old
 * document to today's shape and records each migration; the second changes
 * nothing. Then the same runner through the API (admins only), and the
 * hourly scrub of sent mails that keeps the mail queue clean from then on.
 */
import {
  COLLECTIONS,
  healthErasureTime,
  SENT_MAIL_KEEP_DAYS,
  type Feedback,
  type HealthDetailsRecord,
  type MailDocument,
  type Registration,
} from '@campcare/domain';
import { type DocumentData, type Firestore, type Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { withTriggersDisabled } from '../../../scripts/lib/admin.ts';
import { adminServices, api, resetAndSeed } from '../../../tests/support/emulators.ts';
import { MIGRATIONS } from '../../src/migrations/index.ts';
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

/** Every document of the collections the migrations touch, to see that a second run changes nothing. */
async function snapshot(db: Firestore): Promise<Record<string, DocumentData>> {
  const all: Record<string, DocumentData> = {};
  for (const name of [COLLECTIONS.feedback, COLLECTIONS.registrations, COLLECTIONS.healthDetails, COLLECTIONS.mail, COLLECTIONS.migrations]) {
    for (const doc of (await db.collection(name).get()).docs) all[`${name}/${doc.id}`] = doc.data();
  }
  return all;
}

describe('data migrations on an old database', () => {
  let db: Firestore;
  let actors: Record<ActorName, Actor>;
  let first: MigrationOutcome[];
  let second: MigrationOutcome[];
  let afterFirst: Record<string, DocumentData>;
  let afterSecond: Record<string, DocumentData>;

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
      first = await runMigrations(db, MIGRATIONS, { now: NOW });
      afterFirst = await snapshot(db);
      second = await runMigrations(db, MIGRATIONS, { now: NOW });
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
    ]);
    const records = (await db.collection(COLLECTIONS.migrations).get()).docs.map((d) => d.data() as MigrationRecord);
    expect(records.map((r) => [r.id, r.status, r.changed, r.runs, r.error])).toEqual([
      ['001-reviews-without-uid', 'done', 2, 1, null],
      ['002-health-off-registrations', 'done', 2, 1, null],
      ['003-sent-mail-scrubbed', 'done', 2, 1, null],
      ['004-registration-person-keys', 'done', personKeys, 1, null],
      ['005-seat-documents', 'done', seatCamps, 1, null],
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
