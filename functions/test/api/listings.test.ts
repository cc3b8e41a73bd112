/**
 * Paging, sorting, search and totals of the registration and payment lists,
 * checked against the seed data read straight from Firestore.
 */
import { COLLECTIONS, foldText, type Booking, type Registration } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, createUser, resetAndSeed, type TestUser } from '../../../tests/support/emulators.ts';
import { signInDemo, type ErrorBody } from './registrationFixtures.ts';

type Listed = Registration & { _id: string };

/** Sees every camp's registrations (an organizer sees only the camps they run: campOwnership.test.ts). */
let admin: TestUser;
let daniel: TestUser;
let participant: TestUser;
let lena: TestUser;
let allRegistrations: (Registration & { id: string })[];

beforeAll(async () => {
  await resetAndSeed();
  admin = await createUser({ role: 'Organizer', admin: true, displayName: 'Ada Admin' });
  daniel = await signInDemo('organizer');
  [participant, lena] = await Promise.all([signInDemo('participant'), signInDemo('lena')]);
  const snap = await adminServices().db.collection(COLLECTIONS.registrations).get();
  allRegistrations = snap.docs.map((d) => ({ id: d.id, ...(d.data() as Registration) }));
});

async function list<T = Listed>(path: string, token: string) {
  const response = await api<T[]>('GET', path, { token });
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  return { items: response.body, total: Number(response.headers.get('x-total-count')) };
}

/** Every page of a list, in order, with the total each page reported. */
async function walk(path: string, token: string, limit: number) {
  const items: Listed[] = [];
  const totals = new Set<number>();
  const separator = path.includes('?') ? '&' : '?';
  for (let page = 1; page < 100; page++) {
    const { items: pageItems, total } = await list(`${path}${separator}limit=${limit}&page=${page}`, token);
    totals.add(total);
    items.push(...pageItems);
    expect(pageItems.length).toBeLessThanOrEqual(limit);
    if (pageItems.length < limit) break;
  }
  return { items, totals: [...totals] };
}

/** Independent of the server's tokens: every typed word starts a word of the camp or participant name. */
function expectedMatches(text: string): string[] {
  const words = (s: string) => foldText(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const typed = words(text);
  return allRegistrations
    .filter((r) => {
      const own = [...words(r.CampName), ...words(r.ParticipantName)];
      return typed.every((t) => own.some((w) => w.startsWith(t)));
    })
    .map((r) => r.id)
    .sort();
}

describe('GET /allRegisterUser', () => {
  it('pages through every registration, newest first, with the total in X-Total-Count', async () => {
    const first = await list('/allRegisterUser', admin.idToken);
    expect(first.items).toHaveLength(5);
    expect(first.total).toBe(allRegistrations.length);

    const { items, totals } = await walk('/allRegisterUser', admin.idToken, 7);
    expect(totals).toEqual([allRegistrations.length]);
    const expected = [...allRegistrations].sort((a, b) => b.createdAt.localeCompare(a.createdAt)).map((r) => r.id);
    expect(items.map((r) => r._id)).toEqual(expected);
  });

  it('returns an empty page past the end, still with the total', async () => {
    const { items, total } = await list('/allRegisterUser?limit=50&page=20', admin.idToken);
    expect(items).toEqual([]);
    expect(total).toBe(allRegistrations.length);
  });

  it('does not expose the server-side search fields', async () => {
    const { items } = await list('/allRegisterUser?limit=1', admin.idToken);
    expect(items[0]).not.toHaveProperty('searchTokens');
    expect(items[0]).not.toHaveProperty('nameKey');
    expect(items[0]).toHaveProperty('ParticipantEmail');
  });

  it('sorts by CampFees, highest first, without losing or repeating anything', async () => {
    const { items } = await walk('/allRegisterUser?sortValue=CampFees', admin.idToken, 9);
    const fees = items.map((r) => r.CampFees);
    expect(fees).toEqual([...fees].sort((a, b) => b - a));
    expect(fees[0]).toBe(120);
    expect(new Set(items.map((r) => r._id)).size).toBe(allRegistrations.length);
  });

  it('sorts alphabetically by camp name, case and accents folded', async () => {
    const { items } = await walk('/allRegisterUser?sortValue=alphabetical', admin.idToken, 11);
    const keys = items.map((r) => foldText(r.CampName).trim());
    expect(keys).toEqual([...keys].sort());
    expect(items[0]!.CampName).toBe('Asthma and Lung Function Check');
    expect(items).toHaveLength(allRegistrations.length);
  });

  it('reads the ParticipantCount sort as newest first (registrations have no count)', async () => {
    const byCount = await list('/allRegisterUser?sortValue=ParticipantCount&limit=10', admin.idToken);
    const newest = await list('/allRegisterUser?limit=10', admin.idToken);
    expect(byCount.items.map((r) => r._id)).toEqual(newest.items.map((r) => r._id));
  });

  it.each([
    ['priya', 4],
    ['PRIYA sharma', 4],
    ['zoë', 3],
    ['zoe mart', 3],
    // The vaccination drive's 12 (Priya's daughter Anaya among them) and the blood donation drive's 8.
    ['drive', 20],
    ['blood kwame', 1],
    ['dia', 9],
    ['vaccination nobody', 0],
    ['<script>', 0],
  ])('searches %j: the right registrations and total', async (text, count) => {
    const expected = expectedMatches(text);
    expect(expected).toHaveLength(count);
    const { items, totals } = await walk(`/allRegisterUser?searchValue=${encodeURIComponent(text)}`, admin.idToken, 3);
    expect(items.map((r) => r._id).sort()).toEqual(expected);
    expect(totals).toEqual([count]);
  });

  it('searches and sorts together', async () => {
    const { items, totals } = await walk('/allRegisterUser?searchValue=drive&sortValue=alphabetical', admin.idToken, 4);
    expect(totals).toEqual([20]);
    expect(items.slice(0, 8).every((r) => r.CampName === 'Blood Donation Drive')).toBe(true);
    expect(items.slice(8).every((r) => r.CampName === 'Community Vaccination Drive')).toBe(true);
  });

  it.each([
    ['sortValue=price', 'sortValue'],
    ['page=0', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=abc', 'limit'],
    ['limit=NaN', 'limit'],
    ['page=1&page=2', 'page'],
    [`searchValue=${'a'.repeat(201)}`, 'searchValue'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const response = await api<ErrorBody>('GET', `/allRegisterUser?${query}`, { token: admin.idToken });
    expect(response.status).toBe(400);
    expect(response.body.error.message).toContain(field);
  });
});

describe('GET /myCamps/:email', () => {
  const demoEmail = 'participant@campcare.test';
  const ownIds = () =>
    allRegistrations
      .filter((r) => r.participantUid === 'demo-participant')
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      .map((r) => r.id);

  it("lists the participant's own registrations, newest first, paged, with the total", async () => {
    // Her four, and her daughter's: a guardian's list holds each person's registration.
    expect(ownIds()).toHaveLength(5);
    const first = await list(`/myCamps/${demoEmail}?limit=3`, participant.idToken);
    expect(first.total).toBe(5);
    expect(first.items.map((r) => r._id)).toEqual(ownIds().slice(0, 3));
    const second = await list(`/myCamps/${demoEmail}?limit=3&page=2`, participant.idToken);
    expect(second.items.map((r) => r._id)).toEqual(ownIds().slice(3));
    expect(second.total).toBe(5);
  });

  it('defaults to 5 per page, gives an admin the same list, and an organizer only the camps they run', async () => {
    const own = await list(`/myCamps/${demoEmail}`, participant.idToken);
    const seenByAdmin = await list(`/myCamps/${demoEmail}`, admin.idToken);
    expect(own.items.map((r) => r._id)).toEqual(ownIds());
    expect(seenByAdmin).toEqual(own);
    const seenByDaniel = await list(`/myCamps/${demoEmail}`, daniel.idToken);
    const danielsCamps = new Set(allRegistrations.filter((r) => r.organizerUids.includes('demo-organizer')).map((r) => r.id));
    expect(seenByDaniel.items.map((r) => r._id)).toEqual(ownIds().filter((id) => danielsCamps.has(id)));
    expect(seenByDaniel.total).toBeLessThan(own.total);
    expect(seenByDaniel.total).toBeGreaterThan(0);
  });

  it('answers an empty list and a total of 0 for someone with no registrations', async () => {
    expect(await list('/myCamps/lena@campcare.test', lena.idToken)).toEqual({ items: [], total: 0 });
  });

  it('refuses bad paging with 400', async () => {
    expect((await api('GET', `/myCamps/${demoEmail}?limit=500`, { token: participant.idToken })).status).toBe(400);
    expect((await api('GET', `/myCamps/${demoEmail}?page=zero`, { token: participant.idToken })).status).toBe(400);
  });
});

describe('GET /allMyPayments/:email', () => {
  const demoEmail = 'participant@campcare.test';
  let ownBookings: (Booking & { id: string })[];

  beforeAll(async () => {
    const snap = await adminServices().db.collection(COLLECTIONS.bookings).where('participantUid', '==', 'demo-participant').get();
    ownBookings = snap.docs
      .map((d) => ({ id: d.id, ...(d.data() as Booking) }))
      .sort((a, b) => b.date.localeCompare(a.date));
  });

  it("lists the participant's payments, newest first, paged, with the total", async () => {
    // camp-02 (19.99) and camp-11 (55) were paid; camp-06 is free, so nothing was charged.
    expect(ownBookings.map((b) => b.CampFees).sort()).toEqual([19.99, 55]);
    const first = await list<Booking & { _id: string }>(`/allMyPayments/${demoEmail}?limit=1`, participant.idToken);
    expect(first.total).toBe(2);
    expect(first.items.map((b) => b._id)).toEqual([ownBookings[0]!.id]);
    const second = await list<Booking & { _id: string }>(`/allMyPayments/${demoEmail}?limit=1&page=2`, participant.idToken);
    expect(second.items.map((b) => b._id)).toEqual([ownBookings[1]!.id]);
    for (const b of [...first.items, ...second.items]) {
      expect(b.participantUid).toBe('demo-participant');
      expect(b.transactionId).toMatch(/^pi_/);
    }
  });

  it('gives an admin the same list, and someone who never paid an empty one', async () => {
    const own = await list(`/allMyPayments/${demoEmail}`, participant.idToken);
    expect(await list(`/allMyPayments/${demoEmail}`, admin.idToken)).toEqual(own);
    expect(await list('/allMyPayments/lena@campcare.test', lena.idToken)).toEqual({ items: [], total: 0 });
  });
});
