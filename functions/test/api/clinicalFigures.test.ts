/**
 * GET /clinicalFigures on the emulators: results recorded through the
 * stations' API, referrals made by the rules and by a clinician, some
 * dismissed, some followed up to an outcome; every figure the analytics
 * page shows is then recounted straight from the documents in Firestore
 * (distinct people, documents by reason and status, days between dates),
 * per camp, across an organizer's camps, and in an admin's view. Only the
 * camps' organizers and admins may read them.
 */
import { randomUUID } from 'node:crypto';
import { COLLECTIONS, type CampStation, type Registration } from '@campcare/domain';
import { REFERRAL_REASONS, type ClinicalFigures, type Referral, type ReferralReason } from '@campcare/domain/clinical';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, type TestUser } from '../../../tests/support/emulators.ts';
import { castOfCallers, createCamp, freshOrganizer, type Cast, type ErrorBody } from './registrationFixtures.ts';

interface FiguresAnswer {
  total: ClinicalFigures;
  camps: { camp: { _id: string; CampName: string }; figures: ClinicalFigures }[];
}

const DAY_MS = 86_400_000;
const db = () => adminServices().db;

let cast: Cast;
let otherOrganizer: TestUser;
let campA: string;
let campB: string;
/** Another organizer's camp: in an admin's view, never in the cast organizer's. */
let campC: string;

/** A registration written straight to Firestore: the figures count results and referrals, not how people joined. */
async function person(campId: string, name: string): Promise<string> {
  const ref = db().collection(COLLECTIONS.registrations).doc();
  await ref.set({ campId, CampName: 'Figures camp', ParticipantName: name, participantUid: '', PaymentStatus: 'Free', createdAt: new Date().toISOString() } as Partial<Registration>);
  return ref.id;
}

async function stationsOf(campId: string, token: string): Promise<{ bp: string; glucose: string }> {
  const laid = await api<{ stations: CampStation[] } & ErrorBody>('PUT', `/camps/${campId}/stations`, {
    token,
    body: { stations: [{ kind: 'bloodPressure', clinicianUids: [] }, { kind: 'bloodGlucose', clinicianUids: [] }] },
  });
  expect(laid.status).toBe(200);
  return { bp: laid.body.stations[0]!.stationId, glucose: laid.body.stations[1]!.stationId };
}

interface Recorded {
  referrals: { _id: string; reason: ReferralReason }[];
}

async function record(campId: string, stationId: string, token: string, registrationId: string, measurement: Record<string, unknown>, resultId = randomUUID()) {
  const answer = await api<Recorded & ErrorBody>('POST', `/camps/${campId}/stations/${stationId}/results`, {
    token,
    body: { resultId, registrationId, measurement, deviceRecordedAt: new Date().toISOString() },
  });
  expect([200, 201]).toContain(answer.status);
  return answer.body.referrals;
}

/** Moves a referral's creation back, as if the camp had been days ago (closure times are then whole days). */
const backdate = (referralId: string, days: number) =>
  db().collection(COLLECTIONS.referrals).doc(referralId).update({ createdAt: new Date(Date.now() - days * DAY_MS).toISOString() });

async function close(referralId: string, token: string, outcome: string): Promise<void> {
  expect((await api('POST', `/referrals/${referralId}/outcome`, { token, body: { outcome, note: null } })).status).toBe(200);
}

/** The figures of these camps counted straight from the documents, without the domain's arithmetic. */
async function directCount(campIds: string[]) {
  const results = (await Promise.all(campIds.map((id) => db().collection(COLLECTIONS.screeningResults).where('campId', '==', id).get()))).flatMap((s) => s.docs);
  const referrals = (await Promise.all(campIds.map((id) => db().collection(COLLECTIONS.referrals).where('campId', '==', id).get())))
    .flatMap((s) => s.docs)
    .map((d) => d.data() as Referral);
  const screened = new Set(results.map((d) => `${d.get('campId')}/${d.get('registrationId')}`)).size;
  const live = referrals.filter((r) => r.status === 'open' || r.status === 'closed');
  const referred = new Set(live.map((r) => `${r.campId}/${r.registrationId}`)).size;
  const byReason = Object.fromEntries(REFERRAL_REASONS.map((reason) => [reason, live.filter((r) => r.reason === reason).length]));
  const closed = live.filter((r) => r.status === 'closed');
  const days = closed.map((r) => (Date.parse(r.closedAt!) - Date.parse(r.createdAt)) / DAY_MS).sort((a, b) => a - b);
  const mid = days.length >> 1;
  const median = days.length === 0 ? null : days.length % 2 ? days[mid]! : (days[mid - 1]! + days[mid]!) / 2;
  return {
    screened,
    referred,
    referredByReason: byReason,
    referralRate: screened ? referred / screened : null,
    referrals: live.length,
    closed: closed.length,
    closureRate: live.length ? closed.length / live.length : null,
    medianDaysToClose: median === null ? null : Math.round(median * 10) / 10,
  };
}

const figuresFor = (token: string | undefined, query = '') => api<FiguresAnswer & ErrorBody>('GET', `/clinicalFigures${query}`, { token });
const campRow = (answer: FiguresAnswer, campId: string) => answer.camps.find((c) => c.camp._id === campId)?.figures;

beforeAll(async () => {
  cast = await castOfCallers();
  otherOrganizer = await freshOrganizer();
  campA = (await createCamp({ fee: 0, name: 'Figures Camp A', startsInDays: -20 })).id;
  campB = (await createCamp({ fee: 0, name: 'Figures Camp B', startsInDays: -5 })).id;
  campC = (await createCamp({ fee: 0, name: 'Figures Camp C', organizerUids: [otherOrganizer.uid] })).id;
  const token = cast.organizer.idToken;

  // Camp A: six people; five screened (one twice), referred: high blood pressure (two, one of them urgent),
  // high glucose (one), one dismissed, one by a clinician.
  const a = await stationsOf(campA, token);
  const [a1, a2, a3, a4, a5] = await Promise.all(['Amina', 'Bilal', 'Chandra', 'Dipa', 'Emon', 'Farid'].map((n) => person(campA, n)));
  const sent = randomUUID();
  const [a1Bp] = await record(campA, a.bp, token, a1!, { kind: 'bloodPressure', systolic: 150, diastolic: 95 }, sent);
  await record(campA, a.bp, token, a1!, { kind: 'bloodPressure', systolic: 150, diastolic: 95 }, sent); // a retry: counted once
  await record(campA, a.bp, token, a2!, { kind: 'bloodPressure', systolic: 120, diastolic: 80 });
  await record(campA, a.glucose, token, a2!, { kind: 'glucose', value: 110, unit: 'mg/dL', fasting: false });
  const [a3Bp] = await record(campA, a.bp, token, a3!, { kind: 'bloodPressure', systolic: 185, diastolic: 115 });
  const [a3Glucose] = await record(campA, a.glucose, token, a3!, { kind: 'glucose', value: 250, unit: 'mg/dL', fasting: false });
  const [a4Bp] = await record(campA, a.bp, token, a4!, { kind: 'bloodPressure', systolic: 145, diastolic: 92 });
  await record(campA, a.bp, token, a5!, { kind: 'bloodPressure', systolic: 130, diastolic: 85 });
  const added = await api<{ _id: string } & ErrorBody>('POST', `/camps/${campA}/referrals`, { token, body: { registrationId: a5, urgency: 'routine', note: 'Chest pain on exertion' } });
  expect(added.status).toBe(201);
  expect((await api('POST', `/referrals/${a4Bp!._id}/dismiss`, { token, body: { note: 'Known hypertension, treated' } })).status).toBe(200);
  await backdate(a1Bp!._id, 20);
  await backdate(a3Bp!._id, 18);
  await backdate(added.body._id, 3);
  await close(a1Bp!._id, token, 'treated');
  await close(a3Bp!._id, token, 'reached');
  await close(added.body._id, token, 'declined');
  expect((await api('POST', `/referrals/${a3Glucose!._id}/attempts`, { token, body: { channel: 'phone', reached: false, note: null } })).status).toBe(201);

  // Camp B: two screened, one referred and not yet reached.
  const b = await stationsOf(campB, token);
  const [b1, b2] = await Promise.all(['Gita', 'Habib'].map((n) => person(campB, n)));
  await record(campB, b.bp, token, b1!, { kind: 'bloodPressure', systolic: 160, diastolic: 100 });
  await record(campB, b.bp, token, b2!, { kind: 'bloodPressure', systolic: 110, diastolic: 70 });

  // Camp C, another organizer's: one screened and referred.
  const c = await stationsOf(campC, otherOrganizer.idToken);
  await record(campC, c.bp, otherOrganizer.idToken, await person(campC, 'Ismail'), { kind: 'bloodPressure', systolic: 150, diastolic: 90 });
}, 120_000);

describe('the clinical figures', () => {
  it("reconcile with a direct count of the documents, per camp and across the organizer's camps", async () => {
    const answer = await figuresFor(cast.organizer.idToken);
    expect(answer.status).toBe(200);
    expect(answer.body.camps.map((c) => c.camp._id)).toEqual([campB, campA]); // newest first, only camps with results
    expect(campRow(answer.body, campA)).toEqual(await directCount([campA]));
    expect(campRow(answer.body, campB)).toEqual(await directCount([campB]));
    expect(answer.body.total).toEqual(await directCount([campA, campB]));

    // And what was seeded, so that a count that went wrong in the same way on both sides still fails.
    expect(campRow(answer.body, campA)).toMatchObject({
      screened: 5,
      referred: 3,
      referredByReason: { highBloodPressure: 2, highGlucose: 1, lowOxygen: 0, lowVision: 0, clinician: 1 },
      referralRate: 3 / 5,
      referrals: 4,
      closed: 3,
      closureRate: 3 / 4,
      medianDaysToClose: 18,
    });
    expect(answer.body.total).toMatchObject({ screened: 7, referred: 4, referrals: 5, closed: 3, closureRate: 3 / 5 });
  });

  it("are an organizer's own camps only; an admin sees every camp's, or one organizer's", async () => {
    const other = await figuresFor(otherOrganizer.idToken);
    expect(other.body.camps.map((c) => c.camp._id)).toEqual([campC]);
    expect(other.body.total).toEqual(await directCount([campC]));

    const everyCamp = await figuresFor(cast.admin.idToken);
    expect(everyCamp.status).toBe(200);
    for (const id of [campA, campB, campC]) expect(campRow(everyCamp.body, id)).toEqual(await directCount([id]));
    const oneOrganizer = await figuresFor(cast.admin.idToken, `?organizer=${cast.organizer.uid}`);
    expect(oneOrganizer.body.total).toEqual(await directCount([campA, campB]));
    // An organizer's filter is theirs alone: asking for another's changes nothing.
    expect((await figuresFor(cast.organizer.idToken, `?organizer=${otherOrganizer.uid}`)).body.total).toEqual(await directCount([campA, campB]));
  });

  it('are refused to participants and to callers signed out; a bad filter is a 400', async () => {
    expect((await figuresFor(cast.owner.idToken)).status).toBe(403);
    expect((await figuresFor(undefined)).status).toBe(401);
    const bad = await figuresFor(cast.admin.idToken, '?organizer=not%20a%20uid!');
    expect([bad.status, bad.body.error.code]).toEqual([400, 'invalid-argument']);
  });
});
