/**
 * Screening results by mail on the emulators: nothing before the camp's day
 * is over; then one mail per screened account holder (their readings with
 * units, the one outside the camp's lines marked, the referral, "not a
 * diagnosis", the dashboard link) in their mail language, none for a walk-in
 * without an account, and none again on the next runs. Once sent and past
 * its keeping time, the scrub leaves none of the health values in the queue.
 */
import { COLLECTIONS, type MailDocument, type Registration } from '@campcare/domain';
import type { Referral } from '@campcare/domain/clinical';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, type TestUser } from '../../../tests/support/emulators.ts';
import { createCamp, registerOrThrow } from './registrationFixtures.ts';

const DAY = 24 * 60 * 60 * 1000;
const db = () => adminServices().db;
let campStart: number;
let campId: string;
let priya: TestUser;
let rana: TestUser;
let priyaRegistration: string;
let ranaRegistration: string;
let walkInRegistration: string;

const mailOf = async (registrationId: string) => (await db().collection(COLLECTIONS.mail).doc(`${registrationId}_screening-results`).get()).data() as MailDocument | undefined;
const run = (now: number) => api<{ queued: number }>('POST', '/emulator/mailScreeningResults', { body: { now: new Date(now).toISOString() } });

async function result(registrationId: string, personUid: string | null, kind: string, values: Record<string, unknown>, minutes: number): Promise<string> {
  const id = `resultmail-${registrationId}-${kind}`;
  const at = new Date(campStart + minutes * 60_000).toISOString();
  await db()
    .collection(COLLECTIONS.screeningResults)
    .doc(id)
    .set({ campId, registrationId, personUid, stationId: 'resultmail', kind, values, note: null, recordedBy: 'demo-clinician', recordedAt: at, deviceRecordedAt: at, eraseAt: Timestamp.fromMillis(campStart + 400 * DAY) });
  return id;
}

beforeAll(async () => {
  priya = await createUser({ role: 'Participant', displayName: 'Priya Resultmail' });
  rana = await createUser({ role: 'Participant', displayName: 'Rana Resultmail' });
  expect((await api('PUT', '/mail/language', { token: rana.idToken, body: { language: 'bn' } })).status).toBe(200);
  const { id } = await createCamp({ fee: 0, startsInDays: 1, name: 'Results By Mail Camp' });
  campId = id;
  priyaRegistration = await registerOrThrow(priya, campId);
  ranaRegistration = await registerOrThrow(rana, campId);
  // The camp took place two hours ago (moved back after the registrations, which a past camp no longer takes).
  campStart = Date.now() - 2 * 60 * 60 * 1000;
  await db().collection(COLLECTIONS.camps).doc(campId).update({ DateTime: new Date(campStart).toISOString() });
  // A walk-in registered at the door, with no account to mail.
  const walkIn = db().collection(COLLECTIONS.registrations).doc();
  const priyaDoc = (await db().collection(COLLECTIONS.registrations).doc(priyaRegistration).get()).data() as Registration;
  await walkIn.set({ ...priyaDoc, participantUid: '', ParticipantName: 'Walk In', ParticipantEmail: '' });
  walkInRegistration = walkIn.id;

  const bp = await result(priyaRegistration, priya.uid, 'bloodPressure', { systolic: 152, diastolic: 95 }, 10);
  await result(priyaRegistration, priya.uid, 'glucose', { mgPerDl: 110.5, fasting: false }, 20);
  await result(ranaRegistration, rana.uid, 'pulse', { bpm: 72 }, 15);
  await result(walkInRegistration, null, 'pulse', { bpm: 80 }, 30);
  const referral: Referral = {
    campId,
    registrationId: priyaRegistration,
    personUid: priya.uid,
    resultId: bp,
    reason: 'highBloodPressure',
    urgency: 'routine',
    source: 'rule',
    status: 'open',
    note: null,
    code: 'R-MAIL-RSLT',
    dueAt: new Date(campStart + 14 * DAY).toISOString(),
    outcome: null,
    closedAt: null,
    createdAt: new Date(campStart + 10 * 60_000).toISOString(),
    createdBy: 'demo-clinician',
  };
  await db().collection(COLLECTIONS.referrals).doc(`${bp}_highBloodPressure`).set(referral);
});

describe('screening results by mail', () => {
  it('sends nothing while the camp’s day is still on', async () => {
    const early = await run(campStart + DAY - 60_000);
    expect(early.status).toBe(200);
    expect(await mailOf(priyaRegistration)).toBeUndefined();
  });

  it('once the day is over, mails each screened account holder once, in their language; no walk-in without an account', async () => {
    const due = await run(campStart + DAY + 60_000);
    expect(due.status).toBe(200);
    expect(due.body.queued).toBeGreaterThanOrEqual(2);
    const english = (await mailOf(priyaRegistration))!;
    expect(english).toMatchObject({ kind: 'screening-results', uid: priya.uid, to: priya.email });
    expect(english.message.subject).toBe('Your screening results: Results By Mail Camp');
    expect(english.message.text).toContain("Blood pressure: 152/95 mmHg (outside the camp's line)");
    expect(english.message.text).toContain('Blood glucose: 110.5 mg/dL');
    expect(english.message.text).toContain("Outside the camp's thresholds: Blood pressure.");
    expect(english.message.text).toMatch(/high blood pressure: please go by/i);
    expect(english.message.text).toContain('A screening is not a diagnosis');
    expect(english.message.text).toMatch(/See your results: https?:\/\/\S+\/dashboard\n/);
    const bengali = (await mailOf(ranaRegistration))!;
    expect(bengali.message.text).toContain('নাড়ির গতি: মিনিটে ৭২ বার');
    expect(bengali.message.text).toContain('সব মাপ ক্যাম্পের সীমার মধ্যে ছিল।');
    expect(await mailOf(walkInRegistration)).toBeUndefined();

    // The next runs (the schedule every hour, the day after) queue nothing more.
    expect((await run(campStart + DAY + 2 * 60 * 60_000)).body.queued).toBe(0);
    expect((await run(campStart + 2 * DAY)).body.queued).toBe(0);
    const mine = await db().collection(COLLECTIONS.mail).where('uid', '==', priya.uid).where('kind', '==', 'screening-results').get();
    expect(mine.size).toBe(1);
  });

  it('the scrub of sent mail leaves none of the values once the mail’s time has come', async () => {
    // Sent through the local inbox: the sender gives it the time it loses its words.
    await expect.poll(async () => (await mailOf(priyaRegistration))?.scrubAt ?? null, { timeout: 60_000, interval: 500 }).not.toBeNull();
    const sent = (await mailOf(priyaRegistration))!;
    expect(sent.delivery?.state).toBe('SUCCESS');
    expect((await api('POST', '/emulator/scrubSentMail', { body: { now: new Date(Date.parse(sent.scrubAt!) - 1000).toISOString() } })).status).toBe(200);
    expect(JSON.stringify(await mailOf(priyaRegistration))).toContain('152/95');
    expect((await api('POST', '/emulator/scrubSentMail', { body: { now: sent.scrubAt } })).status).toBe(200);
    const scrubbed = (await mailOf(priyaRegistration))!;
    // Addresses, ids and times are not the mail's words, and may hold any digits (a test account's address
    // carries a timestamp, which once held '152'): the check reads everything else.
    const { to: _to, uid: _uid, delivery: _delivery, ...words } = scrubbed;
    const stored = JSON.stringify(Object.fromEntries(Object.entries(words).filter(([key]) => !key.endsWith('At'))));
    for (const value of ['152', '95 mmHg', '110.5', 'mg/dL', 'Blood pressure', 'high blood pressure', 'Priya Resultmail']) expect(stored, value).not.toContain(value);
    expect(scrubbed.message).toEqual({ subject: '', text: '', html: '', attachments: [] });
    expect(scrubbed.scrubbedAt).toBe(sent.scrubAt);
  });
});
