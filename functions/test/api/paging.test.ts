/**
 * Deep pages cost the page: the Link header's next and prev addresses start
 * from a cursor, so page 20 costs what page 2 does; `page` alone is bounded
 * (lists page through their first 1,000 results) and counts stop there.
 * Costs are read from Server-Timing and compared with the items returned.
 */
import { parseReadCost, PAGING_WINDOW, type ReadCost } from '@campcare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, resetAndSeed, type ApiResponse, type TestUser } from '../../../tests/support/emulators.ts';
import { deleteManyCamps, insertManyCamps } from './actors.ts';
import { signInDemo } from './registrationFixtures.ts';

interface Item {
  _id: string;
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let organizer: TestUser;

beforeAll(async () => {
  await resetAndSeed();
  // The seeded organizer runs camps with registrations: an organizer sees only their own camps'.
  organizer = await signInDemo('organizer');
});

const cost = (response: ApiResponse): ReadCost => parseReadCost(response.headers.get('server-timing'))!;

/** The address a Link header gives for `rel`, without the /api prefix the test client adds. */
function link(response: ApiResponse, rel: 'next' | 'prev'): string | null {
  const header = response.headers.get('link') ?? '';
  const match = new RegExp(`<([^>]+)>; rel="${rel}"`).exec(header);
  return match ? match[1]!.replace(/^\/api/, '') : null;
}

const ids = (response: ApiResponse) => (response.body as Item[]).map((item) => item._id);

async function get(path: string, token?: string) {
  const response = await api<Item[]>('GET', path, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return response;
}

describe('cursor paging through Link', () => {
  it('walks the camps by rel="next" in the same order as by page number, each page at the same cost', async () => {
    const limit = 3;
    const byNumber: string[] = [];
    for (let page = 1; ; page++) {
      const response = await get(`/allavilableCamps?sortValue=CampFees&limit=${limit}&page=${page}`);
      byNumber.push(...ids(response));
      if (ids(response).length < limit) break;
    }
    expect(byNumber.length).toBeGreaterThan(limit * 3);

    const byLink: string[] = [];
    let path: string | null = `/allavilableCamps?sortValue=CampFees&limit=${limit}`;
    let pages = 0;
    while (path) {
      const response = await get(path);
      pages++;
      byLink.push(...ids(response));
      const returned = ids(response).length;
      // The page's documents, plus the cursor's document after page 1, plus one count().
      expect(cost(response), path).toEqual({ reads: returned + (pages > 1 ? 1 : 0) + 1, queries: 2 });
      expect(new URLSearchParams(path.split('?')[1]).get('page') ?? '1').toBe(String(pages));
      path = link(response, 'next');
    }
    expect(byLink).toEqual(byNumber);
  });

  it('goes back by rel="prev" to the page before, and says nothing before page 1', async () => {
    const third = await get('/allavilableCamps?limit=4&page=3');
    const second = await get('/allavilableCamps?limit=4&page=2');
    const back = await get(link(third, 'prev')!);
    expect(ids(back)).toEqual(ids(second));
    expect(new URLSearchParams(link(third, 'prev')!.split('?')[1]).get('page')).toBe('2');
    const first = await get('/allavilableCamps?limit=4');
    expect(link(first, 'prev')).toBeNull();
  });

  it('costs the skipped documents without a cursor, and not with one', async () => {
    const byNumber = await get('/allavilableCamps?limit=2&page=4');
    expect(cost(byNumber)).toEqual({ reads: 3 * 2 + 2 + 1, queries: 2 });
    const third = await get('/allavilableCamps?limit=2&page=3');
    const byCursor = await get(link(third, 'next')!);
    expect(ids(byCursor)).toEqual(ids(byNumber));
    expect(cost(byCursor)).toEqual({ reads: 1 + 2 + 1, queries: 2 });
  });

  it("pages an organizer's registrations and the admin's lists the same way", async () => {
    const byNumber = await get('/allRegisterUser?limit=4&page=2', organizer.idToken);
    const first = await get('/allRegisterUser?limit=4', organizer.idToken);
    const next = await get(link(first, 'next')!, organizer.idToken);
    expect(ids(next)).toEqual(ids(byNumber));
    expect(cost(next)).toEqual({ reads: 1 + 4 + 1, queries: 2 });
  });

  it('falls back to the page number when the cursor item is gone', async () => {
    const byNumber = await get('/allavilableCamps?limit=3&page=2');
    const stale = await get('/allavilableCamps?limit=3&page=2&after=no-such-camp');
    expect(ids(stale)).toEqual(ids(byNumber));
  });

  it.each([
    ['after=../camps', 'after'],
    ['after=a&before=b', 'before'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const response = await api<ErrorBody>('GET', `/allavilableCamps?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.error.fields).toHaveProperty(field);
  });
});

describe('the paging window', () => {
  it('refuses a page past the first 1,000 results with a clear message, and serves the last one', async () => {
    const refused = await api<ErrorBody>('GET', `/allavilableCamps?limit=5&page=${PAGING_WINDOW / 5 + 1}`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toMatch(/first 1,000 results/);
    expect(refused.body.error.fields?.page).toContain(`at most ${PAGING_WINDOW / 5}`);
    const users = await api<ErrorBody>('GET', `/allRegisterUser?limit=50&page=${PAGING_WINDOW / 50 + 1}`, { token: organizer.idToken });
    expect(users.status).toBe(400);
    const deepest = await get(`/allavilableCamps?limit=5&page=${PAGING_WINDOW / 5}`);
    expect(deepest.body).toEqual([]);
  });

  describe('with more matches than the window', () => {
    const count = PAGING_WINDOW + 20;
    const windowCamp = (i: number) => `window-${String(i).padStart(4, '0')}`;

    beforeAll(() =>
      insertManyCamps(windowCamp, count, (i) => ({
        CampName: `Yarrow Window Camp ${i}`,
        CampFees: i % 50,
        createdAt: new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString(),
      })),
    );
    afterAll(() => deleteManyCamps(windowCamp, count));

    it('counts up to the window in one read, and says the total is capped', async () => {
      const response = await get('/allavilableCamps?searchValue=yarrow&limit=5');
      expect(response.headers.get('x-total-count')).toBe(String(PAGING_WINDOW));
      expect(response.headers.get('x-total-count-capped')).toBe('true');
      expect(cost(response)).toEqual({ reads: 5 + 1, queries: 2 });
      const few = await get('/allavilableCamps?searchValue=yarrow%20window%20camp%2017&limit=5');
      expect(few.headers.get('x-total-count-capped')).toBeNull();
    });
  });
});
