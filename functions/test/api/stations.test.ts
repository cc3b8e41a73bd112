/**
 * A camp's stations on the emulators: the organizer lays them out from the
 * catalogue and their own, orders them and assigns the camp's clinicians;
 * a checked-in person waits at the first station, is called, passed on and
 * waits at the next; a result is stored once per device id, in canonical
 * units, with the referrals the camp's rules make; who may do what (another camp's clinician, door staff,
 * a participant) is refused, and every refusal changes nothing.
 */
import { campStaffId, COLLECTIONS, type CampStaffMember, type CampStation, type QueueEntry, type StationSummary, type StaffRole } from '@campcare/domain';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, type TestUser } from '../../../tests/support/emulators.ts';
import { castOfCallers, countDocs, createCamp, registerOrThrow, type Cast, type ErrorBody } from './registrationFixtures.ts';

let cast: Cast;
let clinician: TestUser;
let otherClinician: TestUser;
let doorStaff: TestUser;
let campId: string;
let otherCampId: string;

/** Puts someone on a camp's staff as accepting an invitation would (the invitation itself is staff.test.ts's). */
async function addStaff(user: TestUser, camp: string, role: StaffRole): Promise<void> {
  const member: CampStaffMember = {
    campId: camp,
    uid: user.uid,
    role,
    email: user.email.toLowerCase(),
    name: role,
    invitedBy: cast.organizer.uid,
    acceptedAt: new Date().toISOString(),
  };
  await adminServices().db.collection(COLLECTIONS.campStaff).doc(campStaffId(camp, user.uid)).set(member);
}

/** As the cast's organizer unless another token (or null: signed out) is given. */
const layOut = (camp: string, stations: unknown, token: string | null = cast.organizer.idToken) =>
  api<{ stations: CampStation[] } & ErrorBody>('PUT', `/camps/${camp}/stations`, { token: token ?? undefined, body: { stations } });
const summaries = (camp: string, token: string | undefined) =>
  api<{ stations: (StationSummary & { mine: boolean })[] } & ErrorBody>('GET', `/camps/${camp}/stations`, { token });
const queueOf = (camp: string, stationId: string, token: string | undefined) =>
  api<{ queue: QueueEntry[] } & ErrorBody>('GET', `/camps/${camp}/stations/${stationId}/queue`, { token });
const call = (camp: string, stationId: string, token: string | undefined, body: unknown = {}) =>
  api<QueueEntry & ErrorBody>('POST', `/camps/${camp}/stations/${stationId}/call`, { token, body });
const pass = (camp: string, stationId: string, token: string | undefined, body: unknown) =>
  api<{ next: { stationId: string } | null } & ErrorBody>('POST', `/camps/${camp}/stations/${stationId}/pass`, { token, body });

async function checkIn(registrationId: string): Promise<void> {
  const answer = await api('POST', '/checkin', { token: cast.organizer.idToken, body: { registrationId } });
  expect(answer.status).toBe(200);
}

beforeAll(async () => {
  cast = await castOfCallers();
  clinician = await createUser({ role: 'Participant', displayName: 'Cleo Clinician' });
  otherClinician = await createUser({ role: 'Participant', displayName: 'Cato Clinician' });
  doorStaff = await createUser({ role: 'Participant', displayName: 'Dina Door' });
  campId = (await createCamp({ fee: 0 })).id;
  otherCampId = (await createCamp({ fee: 0 })).id;
  await addStaff(clinician, campId, 'clinician');
  await addStaff(doorStaff, campId, 'door');
  await addStaff(otherClinician, otherCampId, 'clinician');
});

describe('laying out the stations', () => {
  it('takes catalogue and free-form stations in order, keeps ids when reordered, and removes those left out', async () => {
    const first = await layOut(campId, [
      { kind: 'bloodPressure', clinicianUids: [clinician.uid] },
      { kind: 'custom', name: 'Eye drops' },
      { kind: 'pharmacy' },
    ]);
    expect(first.status).toBe(200);
    expect(first.body.stations.map((s) => [s.kind, s.name, s.order])).toEqual([
      ['bloodPressure', 'Blood pressure', 0],
      ['custom', 'Eye drops', 1],
      ['pharmacy', 'Pharmacy', 2],
    ]);
    const [bp, drops, pharmacy] = first.body.stations;
    const reordered = await layOut(campId, [
      { stationId: bp!.stationId, kind: 'bloodPressure', clinicianUids: [clinician.uid] },
      { stationId: pharmacy!.stationId, kind: 'pharmacy', name: 'Medicines' },
    ]);
    expect(reordered.status).toBe(200);
    expect(reordered.body.stations.map((s) => [s.stationId, s.name, s.order])).toEqual([
      [bp!.stationId, 'Blood pressure', 0],
      [pharmacy!.stationId, 'Medicines', 1],
    ]);
    const stored = await adminServices().db.collection(COLLECTIONS.campStations).where('campId', '==', campId).get();
    expect(stored.docs.map((d) => d.id).sort()).toEqual([`${campId}_${bp!.stationId}`, `${campId}_${pharmacy!.stationId}`].sort());
    expect(stored.docs.some((d) => d.id.endsWith(drops!.stationId))).toBe(false);
  });

  it('refuses bad layouts and callers who may not lay out, and changes nothing', async () => {
    const before = await countDocs(COLLECTIONS.campStations);
    const cases: [string | null, unknown, number, string][] = [
      [null, [{ kind: 'vitals' }], 401, 'unauthenticated'],
      [clinician.idToken, [{ kind: 'vitals' }], 403, 'permission-denied'],
      [doorStaff.idToken, [{ kind: 'vitals' }], 403, 'permission-denied'],
      [cast.owner.idToken, [{ kind: 'vitals' }], 403, 'permission-denied'],
      [cast.organizer.idToken, [{ kind: 'surgery' }], 400, 'invalid-argument'],
      [cast.organizer.idToken, [{ kind: 'custom' }], 400, 'invalid-argument'],
      [cast.organizer.idToken, [{ kind: 'custom', name: '<b>x</b>' }], 400, 'invalid-argument'],
      [cast.organizer.idToken, Array.from({ length: 21 }, () => ({ kind: 'vitals' })), 400, 'invalid-argument'],
      [cast.organizer.idToken, [{ stationId: 'zzzzzzzz', kind: 'vitals' }], 400, 'invalid-argument'],
      // Door staff and another camp's clinician are not this camp's clinicians.
      [cast.organizer.idToken, [{ kind: 'vitals', clinicianUids: [doorStaff.uid] }], 400, 'invalid-argument'],
      [cast.organizer.idToken, [{ kind: 'vitals', clinicianUids: [otherClinician.uid] }], 400, 'invalid-argument'],
    ];
    for (const [token, stations, status, code] of cases) {
      const answer = await layOut(campId, stations, token);
      expect([answer.status, answer.body.error?.code], JSON.stringify(stations).slice(0, 80)).toEqual([status, code]);
    }
    const custom = await layOut(campId, [{ kind: 'custom' }]);
    expect(custom.body.error).toMatchObject({ fields: { 'stations.0.name': 'Name your own station.' } });
    expect((await layOut('no-such-camp', [{ kind: 'vitals' }])).status).toBe(404);
    expect(await countDocs(COLLECTIONS.campStations)).toBe(before);
  });
});

describe('the queues', () => {
  it('a checked-in person waits at the first station, is called, passed on, and waits at the next', async () => {
    const { stations } = (await layOut(campId, [{ kind: 'vitals', clinicianUids: [clinician.uid] }, { kind: 'consultation' }])).body;
    const [vitals, consultation] = stations;
    const ownerReg = await registerOrThrow(cast.owner, campId);
    const otherReg = await registerOrThrow(cast.other, campId);
    // Not checked in yet: nobody waits.
    expect((await queueOf(campId, vitals!.stationId, clinician.idToken)).body.queue).toEqual([]);
    await checkIn(ownerReg);
    await checkIn(otherReg);
    const queue = await queueOf(campId, vitals!.stationId, clinician.idToken);
    expect(queue.status).toBe(200);
    expect(queue.body.queue.map((e) => [e.registrationId, e.status, e.ParticipantName])).toEqual([
      [ownerReg, 'waiting', 'Olivia Owner'],
      [otherReg, 'waiting', 'Oscar Other'],
    ]);
    const counts = await summaries(campId, doorStaff.idToken);
    expect(counts.status).toBe(200);
    expect(counts.body.stations.map((s) => [s.waiting, s.called, s.mine])).toEqual([
      [2, 0, false],
      [0, 0, false],
    ]);
    expect(counts.body.stations[0]!.longestWaitSince).not.toBeNull();
    expect((await summaries(campId, clinician.idToken)).body.stations.map((s) => s.mine)).toEqual([true, false]);

    const called = await call(campId, vitals!.stationId, clinician.idToken);
    expect(called.status).toBe(200);
    expect(called.body).toMatchObject({ registrationId: ownerReg, status: 'called' });
    const passed = await pass(campId, vitals!.stationId, clinician.idToken, { registrationId: ownerReg });
    expect(passed.status).toBe(200);
    expect(passed.body.next).toMatchObject({ stationId: consultation!.stationId });
    // Passed on twice: once.
    expect((await pass(campId, vitals!.stationId, clinician.idToken, { registrationId: ownerReg })).status).toBe(200);
    expect((await queueOf(campId, vitals!.stationId, clinician.idToken)).body.queue.map((e) => e.registrationId)).toEqual([otherReg]);
    const next = await queueOf(campId, consultation!.stationId, cast.organizer.idToken);
    expect(next.body.queue.map((e) => [e.registrationId, e.status])).toEqual([[ownerReg, 'waiting']]);

    // The organizer works any station; the last one passes on to nobody.
    expect((await call(campId, consultation!.stationId, cast.organizer.idToken, { registrationId: ownerReg })).status).toBe(200);
    const last = await pass(campId, consultation!.stationId, cast.organizer.idToken, { registrationId: ownerReg });
    expect(last.body.next).toBeNull();
    const after = (await summaries(campId, cast.organizer.idToken)).body.stations;
    expect(after.map((s) => [s.waiting, s.called, s.done])).toEqual([
      [1, 0, 1],
      [0, 0, 1],
    ]);

    // Someone who is not in the queue cannot be called or passed on; an empty queue says so.
    expect((await call(campId, consultation!.stationId, cast.organizer.idToken, { registrationId: otherReg })).body.error?.code).toBe('not-at-station');
    expect((await pass(campId, consultation!.stationId, cast.organizer.idToken, { registrationId: otherReg })).body.error?.code).toBe('not-at-station');
    expect((await call(campId, consultation!.stationId, cast.organizer.idToken)).body.error?.code).toBe('nobody-waiting');
  });

  it('refuses another camp’s clinician, door staff, a participant and an unassigned clinician, and changes nothing', async () => {
    const { stations } = (await summaries(campId, cast.organizer.idToken)).body;
    const [vitals, consultation] = stations;
    const before = await countDocs(COLLECTIONS.stationVisits);
    for (const token of [otherClinician.idToken, doorStaff.idToken, cast.owner.idToken]) {
      expect((await queueOf(campId, vitals!.stationId, token)).status).toBe(403);
      expect((await call(campId, vitals!.stationId, token)).status).toBe(403);
    }
    expect((await summaries(campId, otherClinician.idToken)).status).toBe(403);
    expect((await summaries(campId, cast.owner.idToken)).status).toBe(403);
    // A clinician of this camp, at a station they are not assigned to.
    const unassigned = await call(campId, consultation!.stationId, clinician.idToken);
    expect([unassigned.status, unassigned.body.error?.code]).toEqual([403, 'permission-denied']);
    expect((await call(campId, 'zzzzzzzz', clinician.idToken)).status).toBe(404);
    expect((await pass(campId, vitals!.stationId, clinician.idToken, { registrationId: 'bad id!' })).status).toBe(400);
    expect(await countDocs(COLLECTIONS.stationVisits)).toBe(before);
  });
});

describe('recording results', () => {
  interface Recorded {
    resultId: string;
    result: { kind: string; values: Record<string, unknown>; note: string | null; personUid: string | null };
    referrals: { _id: string; reason: string; urgency: string; source: string; status: string; code: string; dueAt: string }[];
  }
  let resultCamp: string;
  let bp: string;
  let registrationId: string;
  const record = (stationId: string, token: string | undefined, body: unknown, camp = resultCamp) =>
    api<Recorded & ErrorBody>('POST', `/camps/${camp}/stations/${stationId}/results`, { token, body });
  const result = (measurement: unknown, fields: Record<string, unknown> = {}) => ({
    resultId: randomUUID(),
    registrationId,
    measurement,
    deviceRecordedAt: new Date().toISOString(),
    ...fields,
  });

  beforeAll(async () => {
    resultCamp = (await createCamp({ fee: 0 })).id;
    await addStaff(clinician, resultCamp, 'clinician');
    await addStaff(doorStaff, resultCamp, 'door');
    const laid = await layOut(resultCamp, [{ kind: 'bloodPressure', clinicianUids: [clinician.uid] }, { kind: 'bloodGlucose' }]);
    bp = laid.body.stations[0]!.stationId;
    registrationId = await registerOrThrow(cast.owner, resultCamp);
    await checkIn(registrationId);
  });

  it('stores the result in canonical units with the referral its rule makes, once however often it is sent', async () => {
    const body = result({ kind: 'bloodPressure', systolic: '150', diastolic: 95, note: 'Left arm, seated' });
    const first = await record(bp, clinician.idToken, body);
    expect(first.status).toBe(201);
    expect(first.body.result).toMatchObject({ kind: 'bloodPressure', values: { systolic: 150, diastolic: 95 }, note: 'Left arm, seated', personUid: cast.owner.uid });
    expect(first.body.referrals).toEqual([
      expect.objectContaining({ _id: `${body.resultId}_highBloodPressure`, reason: 'highBloodPressure', urgency: 'routine', source: 'rule', status: 'open' }),
    ]);
    const again = await record(bp, clinician.idToken, body);
    expect(again.status).toBe(200);
    expect(again.body.referrals.map((r) => r.code)).toEqual(first.body.referrals.map((r) => r.code));
    const { db } = adminServices();
    expect((await db.collection(COLLECTIONS.screeningResults).where('registrationId', '==', registrationId).get()).size).toBe(1);
    expect((await db.collection(COLLECTIONS.referrals).where('resultId', '==', body.resultId).get()).size).toBe(1);

    // 180/110 refers urgently; 120/80 refers nobody.
    const urgent = await record(bp, clinician.idToken, result({ kind: 'bloodPressure', systolic: 182, diastolic: 100 }));
    expect(urgent.body.referrals.map((r) => r.urgency)).toEqual(['urgent']);
    const normal = await record(bp, clinician.idToken, result({ kind: 'bloodPressure', systolic: 120, diastolic: 80 }));
    expect([normal.status, normal.body.referrals]).toEqual([201, []]);
  });

  it('converts units on the server: 11.1 mmol/L of glucose is stored as mg/dL and refers at the ADA line', async () => {
    const glucose = await record(bp, cast.organizer.idToken, result({ kind: 'glucose', value: '11.1', unit: 'mmol/L', fasting: false }));
    expect(glucose.status).toBe(201);
    expect(glucose.body.result.values).toEqual({ mgPerDl: 200, fasting: false });
    expect(glucose.body.referrals.map((r) => r.reason)).toEqual(['highGlucose']);
  });

  it('follows the camp’s own thresholds', async () => {
    await adminServices()
      .db.collection(COLLECTIONS.campClinicalSettings)
      .doc(resultCamp)
      .set({ referralRules: { bloodPressure: { systolic: 160, diastolic: 100 } } });
    const below = await record(bp, clinician.idToken, result({ kind: 'bloodPressure', systolic: 150, diastolic: 95 }));
    expect([below.status, below.body.referrals]).toEqual([201, []]);
    await adminServices().db.collection(COLLECTIONS.campClinicalSettings).doc(resultCamp).delete();
  });

  it('refuses implausible values, strangers, another camp’s registration and a taken id, and changes nothing', async () => {
    const before = [await countDocs(COLLECTIONS.screeningResults), await countDocs(COLLECTIONS.referrals)];
    const typo = await record(bp, clinician.idToken, result({ kind: 'bloodPressure', systolic: 1400, diastolic: 90 }));
    expect([typo.status, typo.body.error?.code]).toEqual([400, 'invalid-argument']);
    expect(Object.keys(typo.body.error?.fields ?? {})).toEqual(['measurement.systolic']);
    const swapped = await record(bp, clinician.idToken, result({ kind: 'bloodPressure', systolic: 80, diastolic: 120 }));
    expect(Object.keys(swapped.body.error?.fields ?? {})).toEqual(['measurement.diastolic']);
    expect((await record(bp, clinician.idToken, result({ kind: 'cholesterol', value: 5 }))).status).toBe(400);
    expect((await record(bp, clinician.idToken, result({ kind: 'pulse', bpm: 70 }, { resultId: 'not-a-uuid' }))).status).toBe(400);
    const fine = { kind: 'pulse', bpm: 70 };
    // Door staff, another camp's clinician, a participant, signed out.
    for (const [token, status] of [
      [doorStaff.idToken, 403],
      [otherClinician.idToken, 403],
      [cast.other.idToken, 403],
      [undefined, 401],
    ] as const) {
      expect((await record(bp, token, result(fine))).status).toBe(status);
    }
    // A clinician of the camp at a station they do not work.
    const glucoseStation = (await summaries(resultCamp, cast.organizer.idToken)).body.stations[1]!.stationId;
    expect((await record(glucoseStation, clinician.idToken, result(fine))).status).toBe(403);
    // Someone registered at another camp.
    const elsewhere = await registerOrThrow(cast.other, otherCampId);
    expect((await record(bp, clinician.idToken, result(fine, { registrationId: elsewhere }))).status).toBe(404);
    expect(await Promise.all([countDocs(COLLECTIONS.screeningResults), countDocs(COLLECTIONS.referrals)])).toEqual(before);
    // An id someone else recorded under.
    const taken = result(fine);
    expect((await record(bp, cast.organizer.idToken, taken)).status).toBe(201);
    const reused = await record(bp, clinician.idToken, taken);
    expect([reused.status, reused.body.error?.code]).toEqual([409, 'result-id-taken']);
  });

  it('GET /me/results gives the person their own results, newest first, and nobody else theirs; each read is logged, the person as its reader', async () => {
    const ownLog = async () =>
      (await adminServices().db.collection(COLLECTIONS.accessLog).where('registrationId', '==', registrationId).where('reason', '==', 'own').get()).docs.map((d) => d.data());
    const logsBefore = (await ownLog()).length;
    const mine = await api<{ _id: string; kind: string; registrationId: string; CampName: string; recordedAt: string }[] & ErrorBody>('GET', '/me/results', {
      token: cast.owner.idToken,
    });
    expect(mine.status).toBe(200);
    const here = mine.body.filter((r) => r.registrationId === registrationId);
    expect(here.length).toBeGreaterThanOrEqual(3);
    expect(here.every((r) => r.kind && r.CampName)).toBe(true);
    const logs = await ownLog();
    expect(logs.length).toBe(logsBefore + 1);
    expect(logs).toContainEqual(expect.objectContaining({ accessorUid: cast.owner.uid, participantUid: cast.owner.uid, accessorRole: 'participant', fields: ['results'] }));
    const times = mine.body.map((r) => r.recordedAt);
    expect(times).toEqual([...times].sort().reverse());
    const theirs = await api<{ registrationId: string }[]>('GET', '/me/results', { token: cast.other.idToken });
    expect([theirs.status, theirs.body.some((r) => r.registrationId === registrationId)]).toEqual([200, false]);
    // Nothing of theirs was read, so nothing was logged for this person.
    expect((await ownLog()).length).toBe(logsBefore + 1);
    expect((await api<ErrorBody>('GET', '/me/results')).status).toBe(401);
  });
});
