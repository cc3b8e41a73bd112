/**
 * Health details apart from registrations, read only through the API by the
 * camp's organizers and admins, each read logged; the participant's view of
 * the log and the admins' whole log. On the emulators, through Hosting.
 */
import { COLLECTIONS, DEFAULT_RETENTION_DAYS, HEALTH_FIELDS, healthErasureTime, registrationId, type AccessLogEntry } from '@campcare/domain';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, resetAndSeed, type TestUser } from '../../../tests/support/emulators.ts';
import { ownRegistrationIdOrThrow } from '../../../tests/support/emulators.ts';
import {
  castOfCallers,
  createCamp,
  freshOrganizer,
  readHealthRecord,
  registerOrThrow,
  tokenOf,
  type CallerName,
  type Cast,
  type ErrorBody,
} from './registrationFixtures.ts';

type AccessView = AccessLogEntry & { _id: string };

let cast: Cast;
let campId: string;
let id: string;

/** The log entries about one registration, oldest first, as stored. */
async function entriesFor(registration: string): Promise<AccessLogEntry[]> {
  const snap = await adminServices().db.collection(COLLECTIONS.accessLog).where('registrationId', '==', registration).get();
  return snap.docs.map((d) => d.data() as AccessLogEntry).sort((a, b) => a.at.localeCompare(b.at));
}

const readHealth = (registration: string, token: string | undefined) =>
  api<Record<string, unknown> & ErrorBody>('GET', `/registrations/${registration}/health`, { token });

beforeAll(async () => {
  await resetAndSeed();
  cast = await castOfCallers();
  campId = (await createCamp()).id;
  id = await registerOrThrow(cast.owner, campId);
});

describe('GET /registrations/{id}/health', () => {
  it.each<[CallerName, number, number]>([
    ['none', 401, 0],
    ['bad', 401, 0],
    ['other', 403, 0],
    ['owner', 200, 0],
    ['organizer', 200, 1],
    ['admin', 200, 1],
  ])('answers %s with %i and logs %i read', async (caller, status, logged) => {
    const before = (await entriesFor(id)).length;
    const answer = await readHealth(id, tokenOf(cast, caller));
    expect(answer.status).toBe(status);
    if (status === 200) {
      expect(answer.body).toEqual({
        registrationId: id,
        age: 34,
        gender: 'Female',
        phoneNumber: '5550142387',
        emergencyContact: '5550198214',
        erased: false,
      });
      expect(answer.headers.get('cache-control')).toBe('no-store');
    } else {
      expect(answer.body.error.message).toBeTruthy();
      expect(answer.body).not.toHaveProperty('age');
    }
    expect((await entriesFor(id)).length).toBe(before + logged);
  });

  it('writes one entry per read: who, whose, which fields, when and why', async () => {
    const before = await entriesFor(id);
    const started = new Date().toISOString();
    expect((await readHealth(id, cast.organizer.idToken)).status).toBe(200);
    expect((await readHealth(id, cast.organizer.idToken)).status).toBe(200);
    const after = await entriesFor(id);
    expect(after.length).toBe(before.length + 2);
    for (const entry of after.slice(-2)) {
      expect(entry).toEqual({
        at: expect.any(String),
        accessorUid: cast.organizer.uid,
        accessorName: 'Omar Organizer',
        accessorRole: 'organizer',
        participantUid: cast.owner.uid,
        participantName: 'Olivia Owner',
        registrationId: id,
        campId,
        CampName: expect.any(String),
        fields: [...HEALTH_FIELDS],
        reason: 'detail',
        // The names' words, for searching the log.
        t: expect.objectContaining({ omar: true, organizer: true, olivia: true, owner: true }),
      });
      expect(entry.at >= started).toBe(true);
    }
  });

  it('logs an admin who does not run the camp as an admin', async () => {
    expect((await readHealth(id, cast.admin.idToken)).status).toBe(200);
    expect((await entriesFor(id)).at(-1)).toMatchObject({ accessorUid: cast.admin.uid, accessorRole: 'admin' });
  });

  it('refuses the organizer of another camp with 403 and logs nothing', async () => {
    const stranger = await freshOrganizer();
    const before = (await entriesFor(id)).length;
    const answer = await readHealth(id, stranger.idToken);
    expect(answer.status).toBe(403);
    expect(answer.body.error.code).toBe('permission-denied');
    expect((await entriesFor(id)).length).toBe(before);
  });

  it('answers 404 for an unknown registration and 400 for a malformed id', async () => {
    expect((await readHealth(registrationId(campId, 'nobody'), cast.organizer.idToken)).status).toBe(404);
    const bad = await readHealth('__bad__', cast.organizer.idToken);
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('invalid-argument');
  });
});

describe('health details live apart', () => {
  it('keeps them off the registration and out of the organizers’ lists', async () => {
    const registration = (await adminServices().db.collection(COLLECTIONS.registrations).doc(id).get()).data()!;
    for (const field of HEALTH_FIELDS) expect(registration).not.toHaveProperty(field);
    const list = await api<Record<string, unknown>[]>('GET', '/allRegisterUser?limit=50', { token: cast.organizer.idToken });
    expect(list.status).toBe(200);
    const row = list.body.find((r) => r._id === id);
    expect(row).toBeDefined();
    for (const field of HEALTH_FIELDS) expect(row).not.toHaveProperty(field);
  });

  it('erases them with the registration it belongs to', async () => {
    const { id: otherCamp } = await createCamp({ fee: 0 });
    const leaving = await registerOrThrow(cast.other, otherCamp);
    expect(await readHealthRecord(leaving)).not.toBeNull();
    expect((await api('DELETE', `/deleteRegisteredCamps/${leaving}`, { token: cast.other.idToken })).status).toBe(200);
    expect(await readHealthRecord(leaving)).toBeNull();
  });
});

describe('the access log', () => {
  let reader: TestUser;

  beforeAll(async () => {
    reader = await createUser({ role: 'Participant', displayName: 'Rita Reader' });
    await registerOrThrow(reader, campId);
  });

  it("shows a participant who read their details, newest first, and nobody else's reads", async () => {
    const mine = await ownRegistrationIdOrThrow(campId, reader.uid);
    expect((await api<AccessView[]>('GET', '/me/accessLog', { token: reader.idToken })).body).toEqual([]);
    expect((await readHealth(mine, cast.organizer.idToken)).status).toBe(200);
    expect((await readHealth(mine, cast.admin.idToken)).status).toBe(200);
    // Someone else's details read meanwhile: not in this log.
    expect((await readHealth(id, cast.organizer.idToken)).status).toBe(200);

    const answer = await api<AccessView[]>('GET', '/me/accessLog?limit=10', { token: reader.idToken });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-total-count')).toBe('2');
    expect(answer.body.map((e) => [e.accessorName, e.accessorRole, e.reason])).toEqual([
      ['Adele Admin', 'admin', 'detail'],
      ['Omar Organizer', 'organizer', 'detail'],
    ]);
    expect(answer.body.every((e) => e.participantUid === reader.uid && e.registrationId === mine)).toBe(true);
  });

  it('is refused signed out', async () => {
    expect((await api('GET', '/me/accessLog')).status).toBe(401);
  });

  it("names whose details were read, keeps its search words to itself, and finds entries by every word of the reader's or the camp's name", async () => {
    const mine = await ownRegistrationIdOrThrow(campId, reader.uid);
    const all = await api<AccessView[]>('GET', '/me/accessLog', { token: reader.idToken });
    expect(all.body.length).toBeGreaterThanOrEqual(2);
    for (const entry of all.body) {
      expect(entry.participantName).toBe('Rita Reader');
      expect(entry).not.toHaveProperty('t');
    }
    const byAdmin = await api<AccessView[]>('GET', `/me/accessLog?searchValue=${encodeURIComponent('adele adm')}`, { token: reader.idToken });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.headers.get('x-total-count')).toBe('1');
    expect(byAdmin.body.map((e) => [e.accessorName, e.registrationId])).toEqual([['Adele Admin', mine]]);
    // Every word must match: the organizer's first name and the admin's last name find nobody.
    const none = await api<AccessView[]>('GET', `/me/accessLog?searchValue=${encodeURIComponent('omar admin')}`, { token: reader.idToken });
    expect(none.body).toEqual([]);
    expect((await api('GET', `/me/accessLog?searchValue=${'x'.repeat(201)}`, { token: reader.idToken })).status).toBe(400);
  });

  it("pages an admin's search newest first, and finds a participant by name", async () => {
    const first = await api<AccessView[]>('GET', '/accessLog?searchValue=rita&limit=1', { token: cast.admin.idToken });
    expect(first.status).toBe(200);
    expect(first.headers.get('x-total-count')).toBe('2');
    const second = await api<AccessView[]>('GET', '/accessLog?searchValue=rita&limit=1&page=2', { token: cast.admin.idToken });
    expect([...first.body, ...second.body].map((e) => e.accessorName)).toEqual(['Adele Admin', 'Omar Organizer']);
    expect(first.body[0]!.at >= second.body[0]!.at).toBe(true);
    // The next page's address from the Link header starts after the first page's entry.
    const next = /<\/api([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toBeTruthy();
    expect((await api<AccessView[]>('GET', next!, { token: cast.admin.idToken })).body).toEqual(second.body);
  });

  it('is whole for admins only', async () => {
    const all = await api<AccessView[]>('GET', '/accessLog?limit=50', { token: cast.admin.idToken });
    expect(all.status).toBe(200);
    const stored = (await adminServices().db.collection(COLLECTIONS.accessLog).count().get()).data().count;
    expect(Number(all.headers.get('x-total-count'))).toBe(stored);
    const participants = new Set(all.body.map((e) => e.participantUid));
    expect(participants.has(cast.owner.uid) && participants.has(reader.uid)).toBe(true);
    const times = all.body.map((e) => e.at);
    expect(times).toEqual([...times].sort().reverse());
    for (const caller of ['organizer', 'owner'] as const) {
      expect((await api('GET', '/accessLog', { token: cast[caller].idToken })).status).toBe(403);
    }
  });
});

describe('GET /camps/{id}/registrations.csv', () => {
  let csvCamp: string;
  let first: string;
  let second: string;
  let strangerToken: string;

  beforeAll(async () => {
    strangerToken = (await freshOrganizer()).idToken;
    csvCamp = (await createCamp({ name: 'Eye Screening, Lisbon' })).id;
    first = await registerOrThrow(cast.owner, csvCamp);
    second = await registerOrThrow(cast.other, csvCamp);
  });

  const exportsOf = async (campIdToCount: string) =>
    (await adminServices().db.collection(COLLECTIONS.accessLog).where('campId', '==', campIdToCount).where('reason', '==', 'export').get()).docs.map(
      (d) => d.data() as AccessLogEntry,
    );

  it('answers the camp’s organizers a CSV with health details, and logs one export per registration', async () => {
    const answer = await api<string>('GET', `/camps/${csvCamp}/registrations.csv`, { token: cast.organizer.idToken });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="eye-screening-lisbon-registrations.csv"');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const lines = answer.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Registration id,Camp,Camp date,Participant,Email,Age,Gender,Phone number,Emergency contact,Payment,Confirmation,Waiting list,Checked in at,Registered at,Consent (policy version)',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(new RegExp(`^${first},"Eye Screening, Lisbon",[^,]+,Olivia Owner,${cast.owner.email},34,Female,5550142387,5550198214,Unpaid,Pending,,,`));
    expect(lines[2]!.startsWith(`${second},`)).toBe(true);

    const logged = await exportsOf(csvCamp);
    expect(logged.map((e) => e.registrationId).sort()).toEqual([first, second].sort());
    expect(logged.every((e) => e.accessorUid === cast.organizer.uid && e.accessorRole === 'organizer')).toBe(true);
    // Each participant sees the export in their own log.
    const ownerLog = await api<AccessView[]>('GET', '/me/accessLog', { token: cast.owner.idToken });
    expect(ownerLog.body[0]).toMatchObject({ registrationId: first, reason: 'export', accessorName: 'Omar Organizer' });
  });

  it.each<[string, number, () => string | undefined]>([
    ['signed out', 401, () => undefined],
    ['a participant', 403, () => cast.owner.idToken],
    ['the organizer of another camp', 403, () => strangerToken],
  ])('refuses %s with %i and logs nothing', async (_who, status, token) => {
    const before = (await exportsOf(csvCamp)).length;
    const answer = await api<ErrorBody>('GET', `/camps/${csvCamp}/registrations.csv`, { token: token() });
    expect(answer.status).toBe(status);
    expect(answer.body.error.message).toBeTruthy();
    expect((await exportsOf(csvCamp)).length).toBe(before);
  });

  it('answers 404 for an unknown camp and 400 for a malformed id', async () => {
    expect((await api('GET', '/camps/no-such-camp/registrations.csv', { token: cast.organizer.idToken })).status).toBe(404);
    expect((await api('GET', '/camps/__x__/registrations.csv', { token: cast.organizer.idToken })).status).toBe(400);
  });
});

// Last in the file: the sweep moves the clock weeks ahead and erases every record due by then.
describe('retention', () => {
  const eraseAtOf = async (registration: string) => {
    const snap = await adminServices().db.collection(COLLECTIONS.healthDetails).doc(registration).get();
    return snap.exists ? (snap.get('eraseAt') as Timestamp).toDate().toISOString() : null;
  };
  const sweep = (now: Date) =>
    api<{ erased: number }>('POST', '/emulator/eraseExpiredHealthDetails', { body: { now: now.toISOString() } });

  it('stores the erasure time (the TTL field) from the camp’s date and retention, and moves it when the camp changes', async () => {
    const { id: camp, camp: stored } = await createCamp({ startsInDays: 3 });
    const registration = await registerOrThrow(cast.owner, camp);
    expect(await eraseAtOf(registration)).toBe(healthErasureTime(stored.DateTime, undefined).toISOString());
    expect(Date.parse((await eraseAtOf(registration))!) - Date.parse(stored.DateTime)).toBe((1 + DEFAULT_RETENTION_DAYS) * 86_400_000);

    // The organizer keeps details longer: the propagation trigger moves eraseAt.
    await adminServices().db.collection(COLLECTIONS.camps).doc(camp).update({ retentionDays: 90, updatedAt: new Date().toISOString() });
    const expected = healthErasureTime(stored.DateTime, 90).toISOString();
    await expect.poll(() => eraseAtOf(registration), { timeout: 60_000, interval: 500 }).toBe(expected);
  });

  it('erases exactly the expired health details, keeps their registrations and marks them', async () => {
    const short = await createCamp({ startsInDays: 2, retentionDays: 5 });
    const long = await createCamp({ startsInDays: 2, retentionDays: 60 });
    const expiring = await registerOrThrow(cast.owner, short.id);
    const kept = await registerOrThrow(cast.owner, long.id);
    const now = new Date(Date.parse(short.camp.DateTime) + 7 * 86_400_000);

    const answer = await sweep(now);
    expect(answer.status).toBe(200);
    expect(answer.body.erased).toBeGreaterThanOrEqual(1);
    expect(await readHealthRecord(expiring)).toBeNull();
    expect(await readHealthRecord(kept)).not.toBeNull();
    // Exactly: nothing left is due, and every registration whose record went is marked.
    const remaining = await adminServices().db.collection(COLLECTIONS.healthDetails).get();
    expect(remaining.docs.every((d) => (d.get('eraseAt') as Timestamp).toMillis() > now.getTime())).toBe(true);
    const registration = (await adminServices().db.collection(COLLECTIONS.registrations).doc(expiring).get()).data()!;
    expect(registration).toMatchObject({ campId: short.id, participantUid: cast.owner.uid, healthErasedAt: now.toISOString() });

    // The organizer's detail view then says so, and reading nothing logs nothing.
    const before = (await entriesFor(expiring)).length;
    const details = await readHealth(expiring, cast.organizer.idToken);
    expect(details.body).toEqual({ registrationId: expiring, erased: true });
    expect((await entriesFor(expiring)).length).toBe(before);

    // A second sweep at the same time has nothing left to do.
    expect((await sweep(now)).body.erased).toBe(0);
  });

  it('refuses a malformed clock', async () => {
    const answer = await api<ErrorBody>('POST', '/emulator/eraseExpiredHealthDetails', { body: { now: 'tomorrow' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields?.now).toBeTruthy();
  });
});
