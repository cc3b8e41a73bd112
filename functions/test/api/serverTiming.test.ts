/**
 * Every response reports its Firestore cost in `Server-Timing`
 * (`fs;desc="reads=N queries=M"`), compared here with what each request
 * demonstrably read: the documents it returned, the counts it ran, the
 * seed's data read straight from Firestore; and the writes a request
 * commits (`fsw;desc="writes=N busiest=M"`).
 */
import { COLLECTIONS, parseReadCost, parseWriteCost, type ReadCost } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, resetAndSeed, type ApiResponse, type TestUser } from '../../../tests/support/emulators.ts';
import { createCamp, freshOrganizer, register, signInDemo } from './registrationFixtures.ts';

let organizer: TestUser;
/** Runs seeded camps with registrations (the fresh organizer runs none). */
let daniel: TestUser;
let campIds: string[];

beforeAll(async () => {
  await resetAndSeed();
  organizer = await freshOrganizer();
  daniel = await signInDemo('organizer');
  const camps = await adminServices().db.collection(COLLECTIONS.camps).get();
  campIds = camps.docs.map((d) => d.id);
});

function costOf(response: ApiResponse): ReadCost {
  const cost = parseReadCost(response.headers.get('server-timing'));
  expect(cost, `Server-Timing: ${response.headers.get('server-timing')}`).not.toBeNull();
  return cost!;
}

describe('Server-Timing on API responses', () => {
  it("counts a camp's details as one document read and no query", async () => {
    const response = await api('GET', `/campDetails/${campIds[0]}`);
    expect(response.status).toBe(200);
    expect(costOf(response)).toEqual({ reads: 1, queries: 0 });
  });

  it('counts a look-up of a missing document as a read, on the error response too', async () => {
    const response = await api('GET', '/campDetails/no-such-camp');
    expect(response.status).toBe(404);
    // Two look-ups, both missing: the camp, then its cancelled copy (a cancelled camp's page still opens).
    expect(costOf(response)).toEqual({ reads: 2, queries: 0 });
  });

  it('counts one read per document a query returns', async () => {
    const response = await api<unknown[]>('GET', '/allcamp');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(1);
    expect(costOf(response)).toEqual({ reads: response.body.length, queries: 1 });
  });

  it('counts a page of the camps list and its count() (one read per 1,000 index entries)', async () => {
    const response = await api<unknown[]>('GET', '/allavilableCamps?limit=3');
    expect(response.body).toHaveLength(3);
    expect(campIds.length).toBeLessThan(1000);
    expect(costOf(response)).toEqual({ reads: 3 + 1, queries: 2 });
  });

  it('bills a query that finds nothing one read, as Firestore does', async () => {
    const response = await api<unknown[]>('GET', '/allavilableCamps?searchValue=zzqx');
    expect(response.body).toEqual([]);
    expect(costOf(response)).toEqual({ reads: 1 + 1, queries: 2 });
  });

  it("counts an organizer's page of registrations", async () => {
    const his = await adminServices().db.collection(COLLECTIONS.registrations).where('organizerUids', 'array-contains', daniel.uid).count().get();
    expect(his.data().count).toBeGreaterThan(4);
    const response = await api<unknown[]>('GET', '/allRegisterUser?limit=4', { token: daniel.idToken });
    expect(response.status).toBe(200);
    expect(response.body).toHaveLength(4);
    expect(costOf(response)).toEqual({ reads: 4 + 1, queries: 2 });
  });

  it('counts reads made inside a transaction', async () => {
    const response = await api('DELETE', '/deleteRegisteredCamps/no-such-registration', { token: organizer.idToken });
    expect(response.status).toBe(404);
    // The caller's rate limit (its first window and this window's count: functions/src/rateLimits/), then the missing registration, read in the deletion's transaction.
    expect(costOf(response)).toEqual({ reads: 3, queries: 0 });
  });

  it('reports zero for a request refused before any read', async () => {
    const refused = await api('GET', '/allavilableCamps?limit=0');
    expect(refused.status).toBe(400);
    expect(costOf(refused)).toEqual({ reads: 0, queries: 0 });
    const unknown = await api('GET', '/no-such-endpoint');
    expect(unknown.status).toBe(404);
    expect(costOf(unknown)).toEqual({ reads: 0, queries: 0 });
  });

  it('lets the browser read the figures', async () => {
    const response = await api('GET', `/campDetails/${campIds[0]}`);
    expect(response.headers.get('timing-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-expose-headers')).toMatch(/Server-Timing/);
  });

  it('keeps concurrent requests apart', async () => {
    const responses = await Promise.all([
      api<unknown[]>('GET', '/allcamp'),
      api('GET', `/campDetails/${campIds[1]}`),
      api<unknown[]>('GET', '/allavilableCamps?limit=2'),
      api('GET', `/campDetails/${campIds[2]}`),
    ]);
    expect(responses.map(costOf)).toEqual([
      { reads: (responses[0]!.body as unknown[]).length, queries: 1 },
      { reads: 1, queries: 0 },
      { reads: 2 + 1, queries: 2 },
      { reads: 1, queries: 0 },
    ]);
  });

  it('counts the writes a request commits, and the most on one document', async () => {
    const read = await api('GET', `/campDetails/${campIds[0]}`);
    expect(parseWriteCost(read.headers.get('server-timing'))).toEqual({ writes: 0, busiest: 0 });
    const { id: campId } = await createCamp({ fee: 0, capacity: 5 });
    // The fixture's camp is written as one from before seat documents: its first join lays its seats out (a write
    // on the camp) before the settling counts it (another). The join measured is the next one, as on most camps.
    const first = await createUser({ role: 'Participant', displayName: 'Fern First' });
    expect((await register(first, campId)).status).toBe(201);
    const joiner = await createUser({ role: 'Participant', displayName: 'Wren Writer' });
    const joined = await register(joiner, campId);
    expect(joined.status).toBe(201);
    const written = parseWriteCost(joined.headers.get('server-timing'));
    // At least the registration and its health details, each written once by the join's one commit; the camp's
    // settling slot (campSettles) is created once by the join that claims it and never updated, so no document twice.
    expect(written?.writes).toBeGreaterThanOrEqual(2);
    expect(written?.busiest).toBe(1);
  });
});
