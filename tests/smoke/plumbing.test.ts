/** The Foundation's smoke suite: emulators up, seed loaded, API and page served from one origin. */
import { COLLECTIONS, holdsSeat, type Registration } from '@campcare/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCamps, seedUsers } from '../../scripts/seed/data.ts';
import { launchBrowser, newPage } from '../support/browser.ts';
import { adminServices, api, resetAndSeed, SITE } from '../support/emulators.ts';

beforeAll(async () => {
  await resetAndSeed();
});

describe('seed data', () => {
  it('loads every seed camp into Firestore', async () => {
    const { db } = adminServices();
    const count = await db.collection(COLLECTIONS.camps).count().get();
    expect(count.data().count).toBe(seedCamps.length);
    expect(seedCamps.length).toBeGreaterThanOrEqual(12);
  });

  it('creates every user with their role claim and profile', async () => {
    const { auth, db } = adminServices();
    for (const seeded of seedUsers) {
      const user = await auth.getUserByEmail(seeded.email);
      expect(user.customClaims?.role).toBe(seeded.role);
      expect(user.customClaims?.admin === true).toBe(seeded.admin === true);
      const profile = await db.collection(COLLECTIONS.users).doc(user.uid).get();
      expect(profile.get('role')).toBe(seeded.role);
    }
  });

  it('keeps each camp participant count equal to its seated registrations, and its line counters to its waiting list', async () => {
    const { db } = adminServices();
    const registrations = await db.collection(COLLECTIONS.registrations).get();
    const seated = new Map<string, number>();
    const offered = new Map<string, number>();
    const waiting = new Map<string, number>();
    for (const r of registrations.docs) {
      const registration = r.data() as Registration;
      const tally = holdsSeat(registration) ? seated : registration.waitlistStatus === 'Offered' ? offered : waiting;
      tally.set(registration.campId, (tally.get(registration.campId) ?? 0) + 1);
    }
    const camps = await db.collection(COLLECTIONS.camps).get();
    for (const camp of camps.docs) {
      expect(camp.get('ParticipantCount')).toBe(seated.get(camp.id) ?? 0);
      expect(camp.get('seatsOffered') ?? 0).toBe(offered.get(camp.id) ?? 0);
      expect(camp.get('waitlistCount') ?? 0).toBe(waiting.get(camp.id) ?? 0);
    }
    // The seed has a full camp with a waiting list and an open offer.
    expect([...offered.values()].reduce((a, n) => a + n, 0)).toBeGreaterThan(0);
    expect([...waiting.values()].reduce((a, n) => a + n, 0)).toBeGreaterThan(0);
  });
});

describe('through the Hosting origin', () => {
  it('GET /api/allcamp returns seed camps, most participants first', async () => {
    const response = await api<{ CampName: string; ParticipantCount: number }[]>('GET', '/allcamp');
    expect(response.status).toBe(200);
    expect(response.body.length).toBeGreaterThan(1);
    const names = new Set(seedCamps.map((c) => c.CampName));
    for (const camp of response.body) expect(names.has(camp.CampName)).toBe(true);
    const counts = response.body.map((c) => c.ParticipantCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await api<{ error: { code: string } }>('GET', '/no-such-endpoint');
    expect(response.status).toBe(404);
    expect(response.body.error.code).toBe('not-found');
  });

  it('serves the single-page app for deep links', async () => {
    const response = await fetch(`${SITE}/campDetail/camp-01`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });
});

describe('in a real browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows seed camp names read from Firestore', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(`${SITE}/allCamps`);
    const names = seedCamps.map((c) => c.CampName);
    // Whatever the default order, the first page shows some seed camps.
    await page.waitForFunction((list) => list.some((n) => document.body.innerText.includes(n)), names, { timeout: 30_000 });
    const text = await page.evaluate(() => document.body.innerText);
    expect(names.filter((n) => text.includes(n)).length).toBeGreaterThan(0);
    await context.close();
  });
});
