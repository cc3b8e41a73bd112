/**
 * Referrals on the emulators: a camp's clinical settings, a clinician's
 * referral and dismissal, the follow-up list with contact attempts and
 * outcomes, one referral for its slip, and a person's own referrals. The
 * camp's organizers and clinicians may; its door staff, another camp's
 * clinician and other participants get 403 and change nothing; every read
 * by staff is in the access log.
 */
import { COLLECTIONS, type AccessLogEntry, type MailDocument, type StaffInvitationView } from '@campcare/domain';
import type { Referral } from '@campcare/domain/clinical';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, type TestUser } from '../../../tests/support/emulators.ts';
import { castOfCallers, createCamp, registerOrThrow, type Cast, type ErrorBody } from './registrationFixtures.ts';

let cast: Cast;
let door: TestUser;
let clinician: TestUser;
/** A clinician of another camp only. */
let otherClinician: TestUser;
let campId: string;
let otherCampId: string;
let ownerRegistration: string;
/** A referral a blood-pressure rule made, as the stations' result transaction writes it. */
const resultId = `result${Date.now().toString(36)}`;
const ruleReferralId = `${resultId}_highBloodPressure`;

async function joinStaff(user: TestUser, role: 'door' | 'clinician', camp: string): Promise<void> {
  const invited = await api<StaffInvitationView & ErrorBody>('POST', `/camps/${camp}/staff`, { token: cast.organizer.idToken, body: { email: user.email, role } });
  expect(invited.status).toBe(201);
  const mail = (await adminServices().db.collection(COLLECTIONS.mail).doc(`${invited.body._id}_staff-invitation`).get()).data() as MailDocument;
  const [, id, token] = /\/dashboard\/staff-invitation\/([A-Za-z0-9_-]+)\?token=([A-Za-z0-9_-]+)/.exec(mail.message.text)!;
  expect((await api('POST', `/staffInvitations/${id}/accept`, { token: user.idToken, body: { token } })).status).toBe(200);
}

const db = () => adminServices().db;
const referralDoc = async (id: string) => (await db().collection(COLLECTIONS.referrals).doc(id).get()).data() as Referral | undefined;
const logEntries = async (registrationId: string) =>
  (await db().collection(COLLECTIONS.accessLog).where('registrationId', '==', registrationId).get()).docs.map((d) => d.data() as AccessLogEntry);

beforeAll(async () => {
  cast = await castOfCallers();
  door = await createUser({ role: 'Participant', displayName: 'Dina Door' });
  clinician = await createUser({ role: 'Participant', displayName: 'Cleo Clinician' });
  otherClinician = await createUser({ role: 'Participant', displayName: 'Oona Otherclinic' });
  campId = (await createCamp({ fee: 0 })).id;
  otherCampId = (await createCamp({ fee: 0 })).id;
  ownerRegistration = await registerOrThrow(cast.owner, campId);
  await joinStaff(door, 'door', campId);
  await joinStaff(clinician, 'clinician', campId);
  await joinStaff(otherClinician, 'clinician', otherCampId);
  const now = new Date().toISOString();
  const rule: Referral = {
    campId,
    registrationId: ownerRegistration,
    personUid: cast.owner.uid,
    resultId,
    reason: 'highBloodPressure',
    urgency: 'routine',
    source: 'rule',
    status: 'open',
    note: null,
    code: 'R-ABCD-EFGH',
    dueAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
    outcome: null,
    closedAt: null,
    createdAt: now,
    createdBy: clinician.uid,
  };
  await db().collection(COLLECTIONS.referrals).doc(ruleReferralId).set(rule);
});

describe("a camp's clinical settings", () => {
  it('its organizers set thresholds, facility and follow-up days; bad thresholds are refused with the field and change nothing', async () => {
    const bad = await api<ErrorBody & { error: { fields?: Record<string, string> } }>('PUT', `/camps/${campId}/clinicalSettings`, {
      token: cast.organizer.idToken,
      body: { referralRules: { bloodPressure: { systolic: 1400 } } },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.error)).toContain('Systolic threshold must be from 50 to 300.');
    const milder = await api<ErrorBody>('PUT', `/camps/${campId}/clinicalSettings`, { token: cast.organizer.idToken, body: { referralRules: { spo2: { urgentBelow: 96 } } } });
    expect(milder.status).toBe(400);
    expect((await db().collection(COLLECTIONS.campClinicalSettings).doc(campId).get()).exists).toBe(false);

    const body = {
      referralRules: { bloodPressure: { systolic: 130, diastolic: 85 } },
      facility: { name: 'Upazila Health Complex', address: 'Station Road, Savar', phone: '+8801711000000' },
      followUpDays: { routine: 10 },
    };
    for (const who of [door, clinician, otherClinician, cast.owner]) {
      const refused = await api<ErrorBody>('PUT', `/camps/${campId}/clinicalSettings`, { token: who.idToken, body });
      expect([refused.status, refused.body.error.code]).toEqual([403, 'permission-denied']);
    }
    const saved = await api<{ rules: { bloodPressure: { systolic: number; urgentSystolic: number } }; followUpDays: { urgent: number; routine: number } }>(
      'PUT',
      `/camps/${campId}/clinicalSettings`,
      { token: cast.organizer.idToken, body },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.rules.bloodPressure).toMatchObject({ systolic: 130, urgentSystolic: 180 });
    expect(saved.body.followUpDays).toEqual({ urgent: 2, routine: 10 });
  });

  it('its clinicians read them; door staff and other camps’ clinicians do not', async () => {
    const read = await api<{ facility: { name: string } }>('GET', `/camps/${campId}/clinicalSettings`, { token: clinician.idToken });
    expect(read.status).toBe(200);
    expect(read.body.facility.name).toBe('Upazila Health Complex');
    for (const who of [door, otherClinician, cast.owner]) expect((await api('GET', `/camps/${campId}/clinicalSettings`, { token: who.idToken })).status).toBe(403);
    expect((await api('GET', `/camps/${campId}/clinicalSettings`)).status).toBe(401);
    expect((await api('GET', `/camps/nocamp123/clinicalSettings`, { token: clinician.idToken })).status).toBe(404);
  });
});

describe('a clinician adds and dismisses referrals', () => {
  let added: string;
  it('adds one with a note, due by the camp’s days; refuses others and bad input, changing nothing', async () => {
    const before = (await db().collection(COLLECTIONS.referrals).where('campId', '==', campId).get()).size;
    const cases: [TestUser | undefined, unknown, number][] = [
      [undefined, { registrationId: ownerRegistration, urgency: 'routine', note: 'Chest pain' }, 401],
      [door, { registrationId: ownerRegistration, urgency: 'routine', note: 'Chest pain' }, 403],
      [otherClinician, { registrationId: ownerRegistration, urgency: 'routine', note: 'Chest pain' }, 403],
      [cast.owner, { registrationId: ownerRegistration, urgency: 'routine', note: 'Chest pain' }, 403],
      [clinician, { registrationId: ownerRegistration, urgency: 'soon', note: 'Chest pain' }, 400],
      [clinician, { registrationId: ownerRegistration, urgency: 'routine', note: '' }, 400],
      [clinician, { registrationId: ownerRegistration, reason: 'gout', urgency: 'routine', note: 'Chest pain' }, 400],
      [clinician, { registrationId: 'nosuchregistration', urgency: 'routine', note: 'Chest pain' }, 404],
    ];
    for (const [who, body, status] of cases) expect((await api('POST', `/camps/${campId}/referrals`, { token: who?.idToken, body })).status).toBe(status);
    expect((await db().collection(COLLECTIONS.referrals).where('campId', '==', campId).get()).size).toBe(before);

    const made = await api<Referral & { _id: string }>('POST', `/camps/${campId}/referrals`, {
      token: clinician.idToken,
      body: { registrationId: ownerRegistration, urgency: 'routine', note: 'Chest pain on exertion' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ reason: 'clinician', source: 'clinician', status: 'open', note: 'Chest pain on exertion', personUid: cast.owner.uid });
    expect(made.body.code).toMatch(/^R-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
    expect(Date.parse(made.body.dueAt) - Date.parse(made.body.createdAt)).toBe(10 * 86_400_000);
    added = made.body._id;

    // A reason a rule names, for a reading the clinician took themselves.
    const named = await api<Referral & { _id: string }>('POST', `/camps/${campId}/referrals`, {
      token: clinician.idToken,
      body: { registrationId: ownerRegistration, reason: 'highBloodPressure', urgency: 'urgent', note: 'Read 170/100 on her own cuff' },
    });
    expect(named.status).toBe(201);
    expect(named.body).toMatchObject({ reason: 'highBloodPressure', urgency: 'urgent', source: 'clinician', resultId: null });
    // Out of the way of the person's own list below.
    expect((await api('POST', `/referrals/${named.body._id}/dismiss`, { token: clinician.idToken, body: { note: 'Her cuff reads high' } })).status).toBe(200);
  });

  it('dismisses an open one with a note, once; door staff and other camps’ clinicians may not', async () => {
    for (const who of [door, otherClinician]) expect((await api('POST', `/referrals/${added}/dismiss`, { token: who.idToken, body: { note: 'Known, treated' } })).status).toBe(403);
    expect((await api('POST', `/referrals/${added}/dismiss`, { token: clinician.idToken, body: {} })).status).toBe(400);
    expect((await referralDoc(added))!.status).toBe('open');
    const dismissed = await api<Referral>('POST', `/referrals/${added}/dismiss`, { token: clinician.idToken, body: { note: 'Known angina, under treatment' } });
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toMatchObject({ status: 'dismissed', note: 'Known angina, under treatment' });
    const again = await api<ErrorBody>('POST', `/referrals/${added}/dismiss`, { token: clinician.idToken, body: { note: 'Again' } });
    expect([again.status, again.body.error.code]).toEqual([409, 'referral-not-open']);
  });
});

describe('the follow-up list', () => {
  it('lists the camp’s referrals with phone numbers for its clinicians and organizers, each read logged; refuses everyone else', async () => {
    for (const who of [door, otherClinician, cast.owner, cast.other]) {
      const refused = await api<ErrorBody>('GET', `/camps/${campId}/referrals`, { token: who.idToken });
      expect([refused.status, refused.body.error.code]).toEqual([403, 'permission-denied']);
    }
    const logsBefore = (await logEntries(ownerRegistration)).length;
    const list = await api<{ rows: { referral: { _id: string; status: string }; participantName: string; phoneNumber: string | null; attempts: number }[] }>(
      'GET',
      `/camps/${campId}/referrals`,
      { token: clinician.idToken },
    );
    expect(list.status).toBe(200);
    expect(list.body.rows.map((r) => r.referral._id)).toContain(ruleReferralId);
    const row = list.body.rows.find((r) => r.referral._id === ruleReferralId)!;
    expect(row.phoneNumber).toMatch(/\d/);
    expect(row.attempts).toBe(0);
    const logs = await logEntries(ownerRegistration);
    expect(logs.length).toBe(logsBefore + 1);
    expect(logs).toContainEqual(expect.objectContaining({ accessorUid: clinician.uid, accessorRole: 'clinician', reason: 'follow-up', fields: ['referrals', 'phoneNumber'] }));
    expect((await api('GET', `/camps/${campId}/referrals`, { token: cast.organizer.idToken })).status).toBe(200);
  });

  it('logs contact attempts and closes with an outcome, once', async () => {
    for (const who of [door, otherClinician]) {
      expect((await api('POST', `/referrals/${ruleReferralId}/attempts`, { token: who.idToken, body: { channel: 'phone', reached: false } })).status).toBe(403);
      expect((await api('POST', `/referrals/${ruleReferralId}/outcome`, { token: who.idToken, body: { outcome: 'treated' } })).status).toBe(403);
    }
    expect((await api('POST', `/referrals/${ruleReferralId}/attempts`, { token: clinician.idToken, body: { channel: 'pigeon', reached: false } })).status).toBe(400);
    const tried = await api('POST', `/referrals/${ruleReferralId}/attempts`, { token: clinician.idToken, body: { channel: 'phone', reached: false, note: 'No answer' } });
    expect(tried.status).toBe(201);
    expect((await api('POST', `/referrals/${ruleReferralId}/attempts`, { token: cast.organizer.idToken, body: { channel: 'phone', reached: true } })).status).toBe(201);
    expect((await api('POST', `/referrals/${ruleReferralId}/outcome`, { token: clinician.idToken, body: { outcome: 'cured' } })).status).toBe(400);
    expect((await referralDoc(ruleReferralId))!.status).toBe('open');
    const closed = await api<Referral>('POST', `/referrals/${ruleReferralId}/outcome`, { token: clinician.idToken, body: { outcome: 'reached', note: 'Seen at the complex on Monday' } });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'closed', outcome: 'reached' });
    expect(closed.body.closedAt).toBeTruthy();
    const again = await api<ErrorBody>('POST', `/referrals/${ruleReferralId}/outcome`, { token: clinician.idToken, body: { outcome: 'treated' } });
    expect([again.status, again.body.error.code]).toEqual([409, 'referral-not-open']);
    expect((await api('POST', `/referrals/${ruleReferralId}/attempts`, { token: clinician.idToken, body: { channel: 'phone', reached: true } })).status).toBe(409);
  });
});

describe('one referral, and a person’s own', () => {
  it('the slip’s referral: the person’s own and the camp’s clinicians, each read logged (the person as the reader of their own); nobody else', async () => {
    const logsBefore = (await logEntries(ownerRegistration)).length;
    const own = await api<{ referral: { code: string }; facility: { name: string }; attempts: unknown[]; participantName: string }>('GET', `/referrals/${ruleReferralId}`, {
      token: cast.owner.idToken,
    });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ referral: { code: 'R-ABCD-EFGH' }, facility: { name: 'Upazila Health Complex' } });
    expect(own.body.attempts).toHaveLength(2);
    const ownRead = await logEntries(ownerRegistration);
    expect(ownRead.length).toBe(logsBefore + 1);
    expect(ownRead).toContainEqual(expect.objectContaining({ accessorUid: cast.owner.uid, participantUid: cast.owner.uid, accessorRole: 'participant', reason: 'own', fields: ['referrals'] }));
    expect((await api('GET', `/referrals/${ruleReferralId}`, { token: clinician.idToken })).status).toBe(200);
    const logs = await logEntries(ownerRegistration);
    expect(logs.length).toBe(logsBefore + 2);
    expect(logs).toContainEqual(expect.objectContaining({ accessorUid: clinician.uid, reason: 'referral', fields: ['referrals'] }));
    for (const who of [door, otherClinician, cast.other]) expect((await api('GET', `/referrals/${ruleReferralId}`, { token: who.idToken })).status).toBe(403);
    expect((await api('GET', `/referrals/nosuchreferral`, { token: clinician.idToken })).status).toBe(404);
    expect((await logEntries(ownerRegistration)).length).toBe(logsBefore + 2);
  });

  it('a person sees their own referrals, not dismissed ones, not others’; the read is logged with them as its reader', async () => {
    const logsBefore = (await logEntries(ownerRegistration)).length;
    const mine = await api<{ _id: string; CampName: string; facility: { name: string } | null }[]>('GET', '/me/referrals', { token: cast.owner.idToken });
    expect(mine.status).toBe(200);
    expect(mine.body.map((r) => r._id)).toEqual([ruleReferralId]);
    expect(mine.body[0]!.facility?.name).toBe('Upazila Health Complex');
    const logs = await logEntries(ownerRegistration);
    expect(logs.length).toBe(logsBefore + 1);
    expect(logs).toContainEqual(expect.objectContaining({ accessorUid: cast.owner.uid, participantUid: cast.owner.uid, accessorRole: 'participant', reason: 'own', fields: ['referrals'] }));
    const theirs = await api<unknown[]>('GET', '/me/referrals', { token: cast.other.idToken });
    expect(theirs.body).toEqual([]);
  });
});

describe('a person’s data', () => {
  it('their referrals, with the tries at reaching them, are in their data export, and gone with their account', async () => {
    const exported = await api<{ referrals: { _id: string; attempts: unknown[] }[] }>('GET', '/me/export', { token: cast.owner.idToken });
    expect(exported.status).toBe(200);
    const ids = exported.body.referrals.map((r) => r._id);
    expect(ids).toContain(ruleReferralId);
    expect(exported.body.referrals.find((r) => r._id === ruleReferralId)!.attempts).toHaveLength(2);
    expect((await db().collection(COLLECTIONS.referrals).doc(ruleReferralId).collection('attempts').get()).size).toBe(2);

    expect((await api('DELETE', '/me', { token: cast.owner.idToken, body: {} })).status).toBe(200);
    for (const id of ids) expect(await referralDoc(id)).toBeUndefined();
    expect((await db().collection(COLLECTIONS.referrals).doc(ruleReferralId).collection('attempts').get()).size).toBe(0);
  });
});

describe('a referral by mail', () => {
  const mailOf = async (id: string) => (await db().collection(COLLECTIONS.mail).doc(`${id}_referral`).get()).data() as MailDocument | undefined;
  const waitForMail = async (id: string) => {
    for (let tries = 0; tries < 90; tries++) {
      const mail = await mailOf(id);
      if (mail) return mail;
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error(`No referral mail was queued for ${id}.`);
  };
  /** A referral of `who`'s registration at the camp, as the stations' result transaction writes one. */
  const referralOf = (registrationId: string, personUid: string | null, changes: Partial<Referral>): Referral => ({
    campId, registrationId, personUid, resultId: null, reason: 'highBloodPressure', urgency: 'routine', source: 'rule', status: 'open', note: null,
    code: 'R-MAIL-TEST', dueAt: new Date(Date.now() + 7 * 86_400_000).toISOString(), outcome: null, closedAt: null, createdAt: new Date().toISOString(), createdBy: clinician.uid,
    ...changes,
  });

  it('goes to the account the registration belongs to, once, with why, by when and the code, in their mail language', { timeout: 120_000 }, async () => {
    const reader = await createUser({ role: 'Participant', displayName: 'Elsa English' });
    const registrationId = await registerOrThrow(reader, campId);
    const id = `en${Date.now().toString(36)}_highBloodPressure`;
    await db().collection(COLLECTIONS.referrals).doc(id).set(referralOf(registrationId, reader.uid, { code: 'R-ABCD-EFGH' }));
    const english = await waitForMail(id);
    const registration = (await db().collection(COLLECTIONS.registrations).doc(registrationId).get()).data()!;
    expect(english).toMatchObject({ to: registration.ParticipantEmail, uid: reader.uid, kind: 'referral' });
    expect(english.message.subject).toBe(`Please see a health facility: ${registration.CampName}`);
    expect(english.message.text).toContain('we found high blood pressure');
    expect(english.message.text).toContain('R-ABCD-EFGH');
    expect(english.message.text).toContain('A screening is not a diagnosis');

    const bengaliReader = await createUser({ role: 'Participant', displayName: 'Bina Bengali' });
    expect((await api('PUT', '/mail/language', { token: bengaliReader.idToken, body: { language: 'bn' } })).status).toBe(200);
    const bengaliRegistration = await registerOrThrow(bengaliReader, campId);
    const bengaliId = `bn${Date.now().toString(36)}_highGlucose`;
    await db().collection(COLLECTIONS.referrals).doc(bengaliId).set(referralOf(bengaliRegistration, bengaliReader.uid, { reason: 'highGlucose', urgency: 'urgent', code: 'R-BNGL-MAIL' }));
    const bengali = await waitForMail(bengaliId);
    expect(bengali.message.subject).toMatch(/^একটি স্বাস্থ্যকেন্দ্রে দেখান: /);
    expect(bengali.message.text).toContain('রক্তে উচ্চ গ্লুকোজ');
    expect(bengali.message.text).toContain('এটি জরুরি');
    expect(bengali.message.text).toContain('R-BNGL-MAIL');
    // One mail per referral: the trigger's replays find it queued.
    expect((await db().collection(COLLECTIONS.mail).where('kind', '==', 'referral').where('uid', '==', bengaliReader.uid).get()).size).toBe(1);
  });

  it('is not sent for a walk-in without an account, nor for a referral written long after it was made (an import, the seed)', async () => {
    const walkIn = `walkin${Date.now().toString(36)}_lowOxygen`;
    await db().collection(COLLECTIONS.referrals).doc(walkIn).set(referralOf(ownerRegistration, null, { reason: 'lowOxygen' }));
    const reader = await createUser({ role: 'Participant', displayName: 'Olga Old' });
    const old = `old${Date.now().toString(36)}_lowVision`;
    const longAgo = new Date(Date.now() - 20 * 86_400_000).toISOString();
    await db().collection(COLLECTIONS.referrals).doc(old).set(referralOf(await registerOrThrow(reader, campId), reader.uid, { reason: 'lowVision', createdAt: longAgo }));
    // The mails of the test before show the trigger runs within seconds; give these the same time.
    await new Promise((r) => setTimeout(r, 8_000));
    expect(await mailOf(walkIn)).toBeUndefined();
    expect(await mailOf(old)).toBeUndefined();
  });
});
