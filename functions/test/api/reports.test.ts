/**
 * The camp report and the DHIS2 export on the emulators, against the local
 * DHIS2: a seeded month of 500 encounters is exported and every value is
 * held against a direct count in Firestore; two pushes leave the DHIS2 with
 * the same values (the second one `updated`, nothing `imported`); a mapping
 * to an unknown data element comes back as a conflict; a DHIS2 that fails
 * says why. The report's figures equal the analytics' for the same camps.
 * Participants and other organizers get 403 and change nothing.
 */
import { COLLECTIONS, DHIS2_PUSHES } from '@campcare/domain';
import type { CampFigures, Dhis2DataValueSet } from '@campcare/domain/reports';
import { AggregateField } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDhis2Mapping, dhis2ServerUrl, LOCAL_DHIS2, type StoredValue } from '../../../scripts/lib/dhis2Server.ts';
import { directCount, removeReportPeriod, seedReportPeriod, type ReportScenario } from '../../../scripts/lib/reportScenario.ts';
import { withTriggersDisabled } from '../../../scripts/lib/admin.ts';
import { adminServices, api, createUser, type TestUser } from '../../../tests/support/emulators.ts';
import type { ErrorBody } from './registrationFixtures.ts';

const DHIS2 = dhis2ServerUrl();
const db = () => adminServices().db;
// A past month, so that the analytics' attendance (camps that have started) covers its camps.
const PERIOD = '202503';
let organizer: TestUser;
let otherOrganizer: TestUser;
let participant: TestUser;
let scenario: ReportScenario;
const mapping = () => demoDhis2Mapping(DHIS2);

interface Push {
  outcome: 'answered' | 'failed';
  values: number;
  summary: { status: string; importCount: { imported: number; updated: number; ignored: number; deleted: number }; conflicts: { object: string; value: string }[] } | null;
  error: string | null;
}

const fakeValues = async () => (await (await fetch(`${DHIS2}/fake/values`)).json()) as StoredValue[];

beforeAll(async () => {
  [organizer, otherOrganizer, participant] = await Promise.all([
    createUser({ role: 'Organizer', displayName: 'Rita Reports' }),
    createUser({ role: 'Organizer', displayName: 'Otto Other' }),
    createUser({ role: 'Participant', displayName: 'Pia Participant' }),
  ]);
  // Written and removed with the triggers off: the month's 500 registrations, bookings and referrals are
  // figures to count, of camps long past, for people with no accounts. With the triggers on, their removal
  // set off 1,243 function runs during the next file (968 of notifyOnRegistrationChange), whose own
  // trigger then waited behind them: in a full run of npm test the SMS suite's first text never came
  // within its 90 s.
  scenario = await withTriggersDisabled(() => seedReportPeriod(db(), { organizerUid: organizer.uid, period: PERIOD, encounters: 500 }));
  await fetch(`${DHIS2}/fake/values`, { method: 'DELETE' });
}, 120_000);

afterAll(async () => {
  if (scenario) await withTriggersDisabled(() => removeReportPeriod(db(), scenario.campIds));
});

describe('the DHIS2 settings', () => {
  it('keeps the token on the server and answers only that one is kept', async () => {
    const saved = await api<{ settings: Record<string, unknown> } & ErrorBody>('PUT', '/dhis2/settings', { token: organizer.idToken, body: { ...mapping(), token: LOCAL_DHIS2.token } });
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({ dataSet: LOCAL_DHIS2.dataSet, orgUnit: LOCAL_DHIS2.orgUnit, tokenSet: true });
    expect(JSON.stringify(saved.body)).not.toContain(LOCAL_DHIS2.token);
    const read = await api<{ settings: Record<string, unknown> }>('GET', '/dhis2/settings', { token: organizer.idToken });
    expect(read.body.settings.tokenSet).toBe(true);
    expect(JSON.stringify(read.body)).not.toContain(LOCAL_DHIS2.token);
    expect((await db().collection(COLLECTIONS.dhis2Settings).doc(organizer.uid).get()).get('token')).toBeUndefined();
  });

  it('refuses a bad address, id or token with the field, and changes nothing', async () => {
    const before = (await db().collection(COLLECTIONS.dhis2Settings).doc(organizer.uid).get()).data();
    for (const [body, field] of [
      [{ ...mapping(), serverUrl: 'http://10.0.0.5/dhis' }, 'serverUrl'],
      [{ ...mapping(), dataSet: 'not-an-id' }, 'dataSet'],
      [{ ...mapping(), token: 'secret' }, 'token'],
      [{ ...mapping(), rows: [] }, 'rows'],
      [{ ...mapping(), rows: [{ figure: 'feesPaid', dataElement: 'CcFeesPaid1', categoryOptionCombo: 'HllvX50cXC0', ageBand: 'under5', sex: null }] }, 'rows.0.ageBand'],
    ] as const) {
      const refused = await api<ErrorBody>('PUT', '/dhis2/settings', { token: organizer.idToken, body });
      expect(refused.status, field).toBe(400);
      expect(Object.keys(refused.body.error.fields ?? {}), field).toContain(field);
    }
    expect((await db().collection(COLLECTIONS.dhis2Settings).doc(organizer.uid).get()).data()).toEqual(before);
  });

  it('is for organizers only', async () => {
    expect((await api('GET', '/dhis2/settings', { token: participant.idToken })).status).toBe(403);
    expect((await api('PUT', '/dhis2/settings', { token: participant.idToken, body: mapping() })).status).toBe(403);
    expect((await api('POST', '/dhis2/push', { token: participant.idToken, body: { period: PERIOD } })).status).toBe(403);
    expect((await api('GET', `/dhis2/dataValueSets?period=${PERIOD}`)).status).toBe(401);
    // Another organizer has no mapping of their own.
    expect((await api<ErrorBody>('POST', '/dhis2/push', { token: otherOrganizer.idToken, body: { period: PERIOD } })).body.error.code).toBe('dhis2-not-configured');
  });
});

describe('a month exported and pushed', () => {
  let payload: Dhis2DataValueSet;

  it('builds every value as a direct count in Firestore finds it', async () => {
    const answer = await api<Dhis2DataValueSet>('GET', `/dhis2/dataValueSets?period=${PERIOD}`, { token: organizer.idToken });
    expect(answer.status).toBe(200);
    payload = answer.body;
    expect(payload).toMatchObject({ dataSet: LOCAL_DHIS2.dataSet, period: PERIOD, orgUnit: LOCAL_DHIS2.orgUnit });
    const rows = mapping().rows;
    expect(payload.dataValues).toHaveLength(rows.length);
    const expected = await Promise.all(rows.map((row) => directCount(db(), scenario.campIds, row)));
    const mismatches = rows.filter((_row, i) => payload.dataValues[i]!.value !== String(expected[i]));
    expect(mismatches).toEqual([]);
    // Not all zeros: the scenario has people in every split.
    expect(expected.filter((n) => n > 0).length).toBeGreaterThan(rows.length / 2);
    expect((await api('GET', '/dhis2/dataValueSets?period=202513', { token: organizer.idToken })).status).toBe(400);
  });

  it('downloads the same values as ADX', async () => {
    const answer = await api<string>('GET', `/dhis2/dataValueSets.adx?period=${PERIOD}`, { token: organizer.idToken });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/adx+xml');
    const xml = answer.body;
    expect(xml).toContain('<adx xmlns="urn:ihe:qrph:adx:2015"');
    const attributesOf = (element: string) => Object.fromEntries([...element.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    const group = attributesOf(/<group ([^>]*)>/.exec(xml)![1]!);
    expect(group).toEqual({ dataSet: payload.dataSet, orgUnit: payload.orgUnit, period: '2025-03-01/P1M' });
    const values = [...xml.matchAll(/<dataValue ([^>]*)\/>/g)].map((m) => attributesOf(m[1]!));
    expect(values).toEqual(payload.dataValues.map((v) => ({ dataElement: v.dataElement, categoryOptionCombo: v.categoryOptionCombo, value: v.value })));
    expect((await api('GET', '/dhis2/dataValueSets.adx?period=2025-03', { token: organizer.idToken })).status).toBe(400);
    expect((await api('GET', `/dhis2/dataValueSets.adx?period=${PERIOD}`, { token: participant.idToken })).status).toBe(403);
  });

  it('pushes twice: the second push updates the same values and imports none', async () => {
    const first = await api<{ push: Push }>('POST', '/dhis2/push', { token: organizer.idToken, body: { period: PERIOD } });
    expect(first.status).toBe(200);
    expect(first.body.push.summary?.importCount).toEqual({ imported: payload.dataValues.length, updated: 0, ignored: 0, deleted: 0 });
    const afterFirst = await fakeValues();
    const second = await api<{ push: Push }>('POST', '/dhis2/push', { token: organizer.idToken, body: { period: PERIOD } });
    expect(second.body.push.summary?.importCount).toEqual({ imported: 0, updated: payload.dataValues.length, ignored: 0, deleted: 0 });
    const afterSecond = await fakeValues();
    const byKey = (values: StoredValue[]) => values.map((v) => `${v.dataElement}|${v.categoryOptionCombo}|${v.period}|${v.orgUnit}=${v.value}`).sort();
    expect(byKey(afterSecond)).toEqual(byKey(afterFirst));
    expect(afterSecond).toHaveLength(payload.dataValues.length);
    const stored = (await db().collection(COLLECTIONS.dhis2Settings).doc(organizer.uid).collection(DHIS2_PUSHES).get()).docs.map((d) => d.data());
    expect(stored.filter((p) => p.outcome === 'answered')).toHaveLength(2);
  });

  it('reports an unknown data element as a conflict and keeps the rest', async () => {
    const bad = mapping();
    bad.rows = [...bad.rows.slice(0, 2), { figure: 'walkIns', dataElement: 'CcUnknown01', categoryOptionCombo: 'HllvX50cXC0', ageBand: null, sex: null }];
    expect((await api('PUT', '/dhis2/settings', { token: organizer.idToken, body: bad })).status).toBe(200);
    const pushed = await api<{ push: Push }>('POST', '/dhis2/push', { token: organizer.idToken, body: { period: PERIOD } });
    expect(pushed.status).toBe(200);
    expect(pushed.body.push.summary?.status).toBe('WARNING');
    expect(pushed.body.push.summary?.conflicts).toEqual([expect.objectContaining({ object: 'CcUnknown01' })]);
    expect(pushed.body.push.summary?.importCount).toMatchObject({ updated: 2, ignored: 1 });
    expect((await api('PUT', '/dhis2/settings', { token: organizer.idToken, body: mapping() })).status).toBe(200);
  });

  it('says why when DHIS2 fails, and keeps the failed push', async () => {
    await fetch(`${DHIS2}/fake/fail-next`, { method: 'POST', body: JSON.stringify({ status: 503 }) });
    const failed = await api<ErrorBody & { push: Push }>('POST', '/dhis2/push', { token: organizer.idToken, body: { period: PERIOD } });
    expect(failed.status).toBe(502);
    expect(failed.body.error.code).toBe('dhis2-push-failed');
    expect(failed.body.error.message).toContain('503');
    const listed = await api<{ pushes: Push[] }>('GET', '/dhis2/pushes', { token: organizer.idToken });
    expect(listed.body.pushes[0]).toMatchObject({ outcome: 'failed', error: failed.body.error.message });
    // A wrong token: DHIS2's 401 is named as such.
    await db().collection(COLLECTIONS.dhis2Secrets).doc(organizer.uid).set({ token: 'd2pat_wrongwrongwrongwrongwrong0' });
    const refused = await api<ErrorBody>('POST', '/dhis2/push', { token: organizer.idToken, body: { period: PERIOD } });
    expect(refused.body.error.message).toContain('token');
    await db().collection(COLLECTIONS.dhis2Secrets).doc(organizer.uid).set({ token: LOCAL_DHIS2.token });
  });
});

describe('the camp report', () => {
  interface Attendance {
    camps: { camp: { _id: string }; expected: number; checkedIn: number; noShowRate: number }[];
  }

  it("gives each camp the analytics' figures", async () => {
    const analytics = await api<Attendance>('GET', '/attendance', { token: organizer.idToken });
    // The analytics' clinical figures (GET /clinicalFigures): read by their own store, counted by the same domain arithmetic.
    const clinical = await api<{ camps: { camp: { _id: string }; figures: CampFigures['clinical'] }[] }>('GET', '/clinicalFigures', { token: organizer.idToken });
    expect(clinical.status).toBe(200);
    for (const campId of scenario.campIds) {
      const report = await api<{ figures: CampFigures }>('GET', `/reports/camps/${campId}`, { token: organizer.idToken });
      expect(report.status).toBe(200);
      const seen = analytics.body.camps.find((c) => c.camp._id === campId)!;
      expect({ expected: report.body.figures.expected, checkedIn: report.body.figures.checkedIn, noShowRate: report.body.figures.noShowRate }).toEqual({
        expected: seen.expected,
        checkedIn: seen.checkedIn,
        noShowRate: seen.noShowRate,
      });
      const clinicalOfCamp = clinical.body.camps.find((c) => c.camp._id === campId);
      expect(clinicalOfCamp?.figures ?? null, campId).toEqual(report.body.figures.clinical);
    }
  });

  it("sums the range as the analytics' revenue does", async () => {
    const range = await api<{ camps: unknown[]; total: CampFigures }>('GET', '/reports?from=2025-03-01&to=2025-03-31', { token: organizer.idToken });
    expect(range.status).toBe(200);
    expect(range.body.camps).toHaveLength(scenario.campIds.length);
    // The analytics page sums its bookings with two aggregation queries (charged, refunded) over the organizer's bookings.
    const bookings = db().collection(COLLECTIONS.bookings).where('organizerUids', 'array-contains', organizer.uid);
    const charged = (await bookings.aggregate({ cents: AggregateField.sum('amount') }).get()).data().cents ?? 0;
    const refunded = (await bookings.aggregate({ cents: AggregateField.sum('amountRefunded') }).get()).data().cents ?? 0;
    expect(range.body.total.money.net).toBe(charged - refunded);
    expect(range.body.total.checkedIn).toBe(await directCount(db(), scenario.campIds, { figure: 'attended', dataElement: '', categoryOptionCombo: '', ageBand: null, sex: null }));
  });

  it('is refused to other organizers and participants, and a bad range is a 400', async () => {
    const campId = scenario.campIds[0]!;
    expect((await api('GET', `/reports/camps/${campId}`, { token: otherOrganizer.idToken })).status).toBe(403);
    expect((await api('GET', `/reports/camps/${campId}`, { token: participant.idToken })).status).toBe(403);
    expect((await api('GET', '/reports/camps/no-such-camp', { token: organizer.idToken })).status).toBe(404);
    const other = await api<{ camps: unknown[] }>('GET', '/reports?from=2025-03-01&to=2025-03-31', { token: otherOrganizer.idToken });
    expect(other.body.camps).toEqual([]);
    expect((await api<ErrorBody>('GET', '/reports?from=2025-03-31&to=2025-03-01', { token: organizer.idToken })).status).toBe(400);
    expect((await api<ErrorBody>('GET', '/reports?from=2024-01-01&to=2025-03-01', { token: organizer.idToken })).status).toBe(400);
  });
});

describe('the ages and genders it counts', () => {
  interface Entry {
    at: string;
    accessorUid: string;
    accessorRole: string;
    participantUid: string | null;
    participantName: string | null;
    registrationId: string;
    campId: string;
    CampName: string;
    fields: string[];
    reason: string;
    people?: number;
  }
  /** The camp's access-log entries of one reason. */
  const entriesOf = async (campId: string, reason: string) =>
    (await db().collection(COLLECTIONS.accessLog).where('campId', '==', campId).get()).docs.map((d) => d.data() as Entry).filter((e) => e.reason === reason);
  const healthRecordsOf = async (campId: string) => (await db().collection(COLLECTIONS.healthDetails).where('campId', '==', campId).count().get()).data().count;

  it('are logged once per camp per read of the report, naming the reader and how many were counted', async () => {
    const campId = scenario.campIds[0]!;
    const before = await entriesOf(campId, 'report');
    expect((await api('GET', `/reports/camps/${campId}`, { token: organizer.idToken })).status).toBe(200);
    const after = await entriesOf(campId, 'report');
    expect(after).toHaveLength(before.length + 1);
    const entry = after.find((e) => !before.some((b) => b.at === e.at))!;
    expect(entry).toMatchObject({
      accessorUid: organizer.uid,
      accessorRole: 'organizer',
      participantUid: null,
      participantName: null,
      registrationId: '',
      fields: ['age', 'gender'],
      people: await healthRecordsOf(campId),
    });
    expect(entry.people).toBeGreaterThan(0);
    // The range's report (and its CSV, made from it in the browser): one more entry for each of its camps.
    const counts = await Promise.all(scenario.campIds.map((id) => entriesOf(id, 'report').then((e) => e.length)));
    expect((await api('GET', '/reports?from=2025-03-01&to=2025-03-31', { token: organizer.idToken })).status).toBe(200);
    expect(await Promise.all(scenario.campIds.map((id) => entriesOf(id, 'report').then((e) => e.length)))).toEqual(counts.map((n) => n + 1));
  });

  it('are logged as dhis2 by the export and the push', async () => {
    const counts = async () => Promise.all(scenario.campIds.map((id) => entriesOf(id, 'dhis2').then((e) => e.length)));
    const before = await counts();
    expect((await api('GET', `/dhis2/dataValueSets?period=${PERIOD}`, { token: organizer.idToken })).status).toBe(200);
    expect(await counts()).toEqual(before.map((n) => n + 1));
    expect((await api('POST', '/dhis2/push', { token: organizer.idToken, body: { period: PERIOD } })).status).toBe(200);
    expect(await counts()).toEqual(before.map((n) => n + 2));
    const latest = (await entriesOf(scenario.campIds[1]!, 'dhis2')).sort((a, b) => b.at.localeCompare(a.at))[0]!;
    expect(latest).toMatchObject({ accessorUid: organizer.uid, fields: ['age', 'gender'], people: await healthRecordsOf(scenario.campIds[1]!) });
  });

  it('are not logged when the report is refused', async () => {
    const campId = scenario.campIds[0]!;
    const before = (await db().collection(COLLECTIONS.accessLog).where('campId', '==', campId).get()).size;
    expect((await api('GET', `/reports/camps/${campId}`, { token: otherOrganizer.idToken })).status).toBe(403);
    expect((await api('GET', `/reports/camps/${campId}`, { token: participant.idToken })).status).toBe(403);
    expect((await db().collection(COLLECTIONS.accessLog).where('campId', '==', campId).get()).size).toBe(before);
  });

  it("are shown in the admins' log as the camp's, with no participant", async () => {
    const admin = await createUser({ role: 'Organizer', admin: true, displayName: 'Ada Admin' });
    const campId = scenario.campIds[2]!;
    expect((await api('GET', `/reports/camps/${campId}`, { token: admin.idToken })).status).toBe(200);
    const log = await api<(Entry & { _id: string })[]>('GET', '/accessLog?searchValue=Ada', { token: admin.idToken });
    expect(log.status).toBe(200);
    expect(log.body[0]).toMatchObject({ accessorUid: admin.uid, accessorRole: 'admin', reason: 'report', campId, participantUid: null, people: await healthRecordsOf(campId) });
  });
});
