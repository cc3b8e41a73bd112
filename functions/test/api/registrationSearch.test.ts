/**
 * The organizers' registrations search through the registrationSearch
 * entries: the same registrations, in the same order, as filtering the
 * sorted registrations word by word (what the search did before the
 * entries: a scan of up to 2,000 of them); entries that follow every way a
 * registration changes; and a cost of the page, read from Server-Timing,
 * that does not depend on how many registrations there are.
 */
import {
  campSortOrder,
  COLLECTIONS,
  matchesSearch,
  parseReadCost,
  planSearch,
  REGISTRATION_SORT_VALUES,
  registrationSearchEntries,
  type Registration,
  type RegistrationSortValue,
} from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, resetAndSeed, type ApiResponse, type TestUser } from '../../../tests/support/emulators.ts';
import { createCamp, freshOrganizer, registerOrThrow, signInDemo } from './registrationFixtures.ts';

let admin: TestUser;
/** The demo organizer: runs most of the seed's camps, with their registrations. */
let daniel: TestUser;

beforeAll(async () => {
  await resetAndSeed();
  admin = await signInDemo('admin');
  daniel = await signInDemo('organizer');
});

const registrations = () => adminServices().db.collection(COLLECTIONS.registrations);

/** What a search found before the entries: the registrations in the sort's Firestore order, each checked for every word. */
async function filteredInOrder(text: string, sort: RegistrationSortValue, organizerUid: string | null): Promise<string[]> {
  const plan = planSearch(text)!;
  const order = campSortOrder(sort);
  const scope = organizerUid ? registrations().where('organizerUids', 'array-contains', organizerUid) : registrations();
  const snap = await scope.orderBy(order.field, order.direction).get();
  return snap.docs.filter((doc) => matchesSearch((doc.data() as Registration).searchTokens, plan)).map((doc) => doc.id);
}

/** Every page of a search, following rel="next" as a browser would. */
async function searchAll(text: string, sort: RegistrationSortValue, token: string, limit = 3): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let total = -1;
  let path: string | null = `/allRegisterUser?searchValue=${encodeURIComponent(text)}&sortValue=${sort}&limit=${limit}`;
  while (path) {
    const response: ApiResponse<{ _id: string }[]> = await api<{ _id: string }[]>('GET', path, { token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    total = Number(response.headers.get('x-total-count'));
    ids.push(...response.body.map((r) => r._id));
    const next = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '');
    path = next ? next[1]!.replace(/^\/api/, '') : null;
  }
  return { ids, total };
}

/** A search text of two words that finds some of this organizer's registrations: a participant's first name and a word of the camp. */
async function wordsOfOneOf(organizerUid: string): Promise<string> {
  const snap = await registrations().where('organizerUids', 'array-contains', organizerUid).orderBy('createdAt', 'desc').limit(1).get();
  const registration = snap.docs[0]!.data() as Registration;
  return `${registration.ParticipantName.split(' ')[0]} ${registration.CampName.split(' ')[0]!.slice(0, 3)}`;
}

const searchOf = async (path: string, token: string) => api<{ _id: string }[]>('GET', path, { token });

describe("the seed's registrations, searched", () => {
  it('has exactly the entries its registrations call for (the seed writes them with the registrations)', async () => {
    const expected = (await registrations().get()).docs
      .flatMap((doc) => registrationSearchEntries(doc.id, doc.data() as Registration))
      .map((entry) => entry.id)
      .sort();
    const stored = (await adminServices().db.collection(COLLECTIONS.registrationSearch).get()).docs.map((doc) => doc.id).sort();
    expect(expected.length).toBeGreaterThan(20);
    expect(stored).toEqual(expected);
  });

  it.each(REGISTRATION_SORT_VALUES)("finds an organizer's registrations by one and by two words, as the scan did, sorted by '%s'", async (sort) => {
    const two = await wordsOfOneOf(daniel.uid);
    for (const text of [two, two.split(' ')[0]!, 'drive', 'zzqx nobody']) {
      const expected = await filteredInOrder(text, sort, daniel.uid);
      if (text === two) expect(expected.length, text).toBeGreaterThan(0);
      expect(await searchAll(text, sort, daniel.idToken), text).toEqual({ ids: expected, total: expected.length });
    }
  });

  it.each(REGISTRATION_SORT_VALUES)("finds every camp's registrations by several words for an admin, sorted by '%s'", async (sort) => {
    for (const text of ['PRIYA sharma', 'zoe mart', 'blood kwame', 'vaccination nobody']) {
      const expected = await filteredInOrder(text, sort, null);
      expect(await searchAll(text, sort, admin.idToken), text).toEqual({ ids: expected, total: expected.length });
    }
    expect((await filteredInOrder('PRIYA sharma', sort, null)).length).toBeGreaterThan(1);
  });

  it("narrows an admin's search to one organizer with ?organizer=", async () => {
    const text = await wordsOfOneOf(daniel.uid);
    const response = await searchOf(`/allRegisterUser?limit=50&searchValue=${encodeURIComponent(text)}&organizer=${daniel.uid}`, admin.idToken);
    expect(response.body.map((r) => r._id)).toEqual(await filteredInOrder(text, '', daniel.uid));
  });
});

describe('what a search costs', () => {
  it("reads the page's entries, its registrations and one count(), then one more for the cursor", async () => {
    const text = (await wordsOfOneOf(daniel.uid)).split(' ')[0]!;
    expect((await filteredInOrder(text, '', daniel.uid)).length).toBeGreaterThan(2);
    const first = await searchOf(`/allRegisterUser?limit=2&searchValue=${encodeURIComponent(text)}`, daniel.idToken);
    expect(first.body).toHaveLength(2);
    expect(parseReadCost(first.headers.get('server-timing'))).toEqual({ reads: 2 + 2 + 1, queries: 2 });
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')![1]!.replace(/^\/api/, '');
    const second = await searchOf(next, daniel.idToken);
    const returned = second.body.length;
    expect(returned).toBeGreaterThan(0);
    expect(parseReadCost(second.headers.get('server-timing'))).toEqual({ reads: 1 + returned + returned + 1, queries: 2 });
  });

  it("costs the same for an organizer with many registrations as for one with none: nothing is scanned", async () => {
    const theirs = await registrations().where('organizerUids', 'array-contains', daniel.uid).count().get();
    expect(theirs.data().count).toBeGreaterThan(10);
    const newcomer = await freshOrganizer();
    for (const token of [daniel.idToken, newcomer.idToken]) {
      const response = await searchOf('/allRegisterUser?searchValue=zzqx%20nobody', token);
      expect(response.body).toEqual([]);
      // A query that finds nothing is billed one read, as is a count() under 1,000 index entries.
      expect(parseReadCost(response.headers.get('server-timing'))).toEqual({ reads: 1 + 1, queries: 2 });
    }
  });
});

describe('entries that follow the registrations', () => {
  const found = async (text: string, token: string) =>
    (await searchOf(`/allRegisterUser?limit=50&searchValue=${encodeURIComponent(text)}`, token)).body.map((r) => r._id);

  it('finds a registration at once, under a renamed camp once the edit has propagated, for a new co-organizer at once, and no longer once deleted', async () => {
    const owner = await freshOrganizer();
    const partner = await freshOrganizer();
    const quentin = await createUser({ role: 'Participant', displayName: 'Quentin Searchable' });
    const { id: campId } = await createCamp({ name: 'Harbour Hearing Check', organizerUids: [owner.uid] });
    const id = await registerOrThrow(quentin, campId);
    expect(await found('quentin harbour', owner.idToken)).toEqual([id]);
    expect(await found('quentin harbour', partner.idToken)).toEqual([]);

    // The camp is renamed (as an edit's propagation writes it): the search follows the new name.
    const { db } = adminServices();
    await db.collection(COLLECTIONS.camps).doc(campId).update({ CampName: 'Lighthouse Hearing Check' });
    await expect.poll(() => found('quentin lighthouse', owner.idToken), { timeout: 150_000, interval: 500 }).toEqual([id]);
    expect(await found('quentin harbour', owner.idToken)).toEqual([]);

    const added = await api('POST', `/camps/${campId}/organizers`, { token: owner.idToken, body: { email: partner.email } });
    expect(added.status).toBe(201);
    expect(await found('quentin lighthouse', partner.idToken)).toEqual([id]);

    const removed = await api('DELETE', `/deleteRegisteredCamps/${id}`, { token: quentin.idToken });
    expect(removed.status).toBe(200);
    expect(await found('quentin lighthouse', owner.idToken)).toEqual([]);
    expect((await db.collection(COLLECTIONS.registrationSearch).where('registrationId', '==', id).get()).size).toBe(0);
    // The rename reaches the search entries through a trigger, which in a full run waits behind the other files' triggers: over a minute, twice.
  }, 180_000);
});
