/**
 * Multi-word search through the campSearch entries: the same camps, in the
 * same order, as filtering the sorted camps word by word (what the search
 * did before the entries existed); entries that follow every way a camp
 * changes; and a cost of the page, read from Server-Timing.
 */
import {
  CAMP_SORT_OPTIONS,
  campSortOrder,
  COLLECTIONS,
  matchesSearch,
  parseReadCost,
  planSearch,
  type Camp,
  type CampSortValue,
} from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, resetAndSeed, type ApiResponse } from '../../../tests/support/emulators.ts';
import { signInActors, storeTestImage, type Actor, type ActorName } from './actors.ts';

interface CampBody {
  _id: string;
}

let actors: Record<ActorName, Actor>;
let imageUrl: string;

beforeAll(async () => {
  await resetAndSeed();
  actors = await signInActors();
  imageUrl = await storeTestImage('camp-search-test');
});

/** What a search found before the entries: the camps in the sort's Firestore order, each checked for every word. */
async function filteredInOrder(text: string, sort: CampSortValue): Promise<string[]> {
  const plan = planSearch(text)!;
  const order = campSortOrder(sort);
  const camps = await adminServices().db.collection(COLLECTIONS.camps).orderBy(order.field, order.direction).get();
  return camps.docs.filter((doc) => matchesSearch((doc.data() as Camp).searchTokens, plan)).map((doc) => doc.id);
}

async function searchAll(text: string, sort: CampSortValue, limit = 3): Promise<{ ids: string[]; total: number }> {
  const ids: string[] = [];
  let total = -1;
  let path: string | null = `/allavilableCamps?searchValue=${encodeURIComponent(text)}&sortValue=${sort}&limit=${limit}`;
  while (path) {
    const response: ApiResponse<CampBody[]> = await api<CampBody[]>('GET', path);
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    total = Number(response.headers.get('x-total-count'));
    ids.push(...response.body.map((c) => c._id));
    // Follow rel="next" as a browser would: each page starts after the last camp of the one before.
    const next = /<([^>]+)>; rel="next"/.exec(response.headers.get('link') ?? '');
    path = next ? next[1]!.replace(/^\/api/, '') : null;
  }
  return { ids, total };
}

const postCamp = (body: object) =>
  api<{ insertedId: string }>('POST', '/addCamp', { token: actors.organizer.token, body });

const campBody = (CampName: string) => ({
  CampName,
  Image: imageUrl,
  CampFees: 12,
  DateTime: '2031-03-01T09:00:00.000Z',
  Location: 'Harbour Hall, Porto',
  HealthcareProfessional: 'Dr. Ines Moura',
  Description: 'A camp the search tests create and change.',
});

describe('multi-word search of the seed', () => {
  const searches = ['health check', 'health screening', 'eye free', 'drive community', 'heal clin', 'check care day', 'montreal health', 'dr health'];

  it.each(CAMP_SORT_OPTIONS.map((o) => o.value))('finds exactly the camps filtering word by word finds, in the same order (sort %j)', async (sort) => {
    let nonEmpty = 0;
    for (const text of searches) {
      const expected = await filteredInOrder(text, sort);
      if (expected.length > 1) nonEmpty++;
      const found = await searchAll(text, sort);
      expect(found.ids, `"${text}"`).toEqual(expected);
      expect(found.total, `"${text}"`).toBe(expected.length);
    }
    // The searches are worth something only if several of them find more than one camp.
    expect(nonEmpty).toBeGreaterThanOrEqual(3);
  });

  it('costs the page: its entries, its camps and one count(), and one more read from a cursor', async () => {
    const first = await api<CampBody[]>('GET', '/allavilableCamps?searchValue=health%20check&limit=2');
    expect(first.body).toHaveLength(2);
    expect(parseReadCost(first.headers.get('server-timing'))).toEqual({ reads: 2 + 2 + 1, queries: 2 });
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')![1]!.replace(/^\/api/, '');
    const second = await api<CampBody[]>('GET', next);
    const returned = second.body.length;
    expect(returned).toBeGreaterThan(0);
    expect(parseReadCost(second.headers.get('server-timing'))).toEqual({ reads: 1 + returned + returned + 1, queries: 2 });
  });

  it("searches one organizer's camps the same way", async () => {
    const { db } = adminServices();
    const camps = await db.collection(COLLECTIONS.camps).orderBy('createdAt', 'desc').get();
    const organizerUid = (camps.docs[0]!.data() as Camp).organizerUids[0]!;
    const plan = planSearch('health')!;
    const expected = camps.docs
      .filter((doc) => (doc.data() as Camp).organizerUids.includes(organizerUid) && matchesSearch((doc.data() as Camp).searchTokens, plan))
      .map((doc) => doc.id);
    const response = await api<CampBody[]>('GET', `/allavilableCamps?searchValue=health&organizer=${organizerUid}&limit=50`);
    expect(response.body.map((c) => c._id)).toEqual(expected);
  });
});

describe('the entries follow the camps', () => {
  it('finds a camp as soon as the API saved it, under its new words after an edit, and no more once cancelled', async () => {
    const created = await postCamp(campBody('Xylophone Quartz Clinic'));
    expect(created.status).toBe(201);
    const id = created.body.insertedId;
    expect((await searchAll('xylo quartz', '')).ids).toEqual([id]);

    const edited = await api('PUT', `/updateCamp/${id}`, { token: actors.organizer.token, body: campBody('Xylophone Onyx Clinic') });
    expect(edited.status).toBe(200);
    expect((await searchAll('xylo quartz', '')).ids).toEqual([]);
    expect((await searchAll('xylo onyx', 'alphabetical')).ids).toEqual([id]);

    const cancelled = await api('POST', `/cancelCamp/${id}`, { token: actors.organizer.token, body: { reason: 'The hall is closed.' } });
    expect(cancelled.status).toBe(202);
    expect((await searchAll('xylo onyx', '')).ids).toEqual([]);
    const left = await adminServices().db.collection(COLLECTIONS.campSearch).where('campId', '==', id).get();
    expect(left.size).toBe(0);
  });

  it('finds a new free camp in every sort (its fee and its count of people are both 0)', async () => {
    const created = await postCamp({ ...campBody('Marimba Basalt Clinic'), CampFees: 0 });
    expect(created.status).toBe(201);
    for (const { value } of CAMP_SORT_OPTIONS) expect((await searchAll('marimba basalt', value)).ids, value).toEqual([created.body.insertedId]);
    expect((await adminServices().db.collection(COLLECTIONS.campSearch).where('campId', '==', created.body.insertedId).get()).size).toBe(4);
  });

  it('follows a change written to the camp by anything else (the indexCampSearch trigger), such as its participant count', async () => {
    const { db } = adminServices();
    const a = (await postCamp(campBody('Zeppelin Harbour Check A'))).body.insertedId;
    const b = (await postCamp(campBody('Zeppelin Harbour Check B'))).body.insertedId;
    // Both have no participants: ties go by camp id, the larger first.
    const tie = [a, b].sort().reverse();
    expect((await searchAll('zeppelin harbour', 'ParticipantCount')).ids).toEqual(tie);

    const behind = tie[1]!;
    await db.collection(COLLECTIONS.camps).doc(behind).update({ ParticipantCount: 5 });
    // A trigger runs soon after the write, later on a busy machine.
    const deadline = Date.now() + 60_000;
    let ids: string[] = [];
    while (Date.now() < deadline) {
      ids = (await searchAll('zeppelin harbour', 'ParticipantCount')).ids;
      if (ids[0] === behind) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(ids).toEqual([behind, tie[0]]);
    // One entry per sort order, still: the old place in "most registered" is gone.
    expect((await db.collection(COLLECTIONS.campSearch).where('campId', '==', behind).get()).size).toBe(4);
  }, 120_000);
});
