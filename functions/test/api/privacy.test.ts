/**
 * Health details apart from registrations, read only through the API by the
 * camp's organizers and admins, each read logged; the participant's view of
 * the log and the admins' whole log. On the emulators, through Hosting.
 */
import { COLLECTIONS, HEALTH_FIELDS, registrationId, type AccessLogEntry } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, resetAndSeed, type TestUser } from '../../../tests/support/emulators.ts';
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
        registrationId: id,
        campId,
        CampName: expect.any(String),
        fields: [...HEALTH_FIELDS],
        reason: 'detail',
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
    const mine = registrationId(campId, reader.uid);
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
