/**
 * Health-data privacy in the browser: an organizer opens a participant's
 * health details from the registrations table (one logged read), the
 * participant sees that read in her dashboard, and an admin reads the whole
 * log.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, DEFAULT_PAGE_SIZE, registrationId, type AccessLogEntry } from '@campcare/domain';
import { LOAD, newPage, openDashboard, seededBrowser } from '../support/browser.ts';
import { adminServices } from '../support/emulators.ts';

const PARTICIPANT = { email: 'participant@campcare.test', password: 'campcare-participant' };
const ORGANIZER = { email: 'organizer@campcare.test', password: 'campcare-organizer' };
const ADMIN = { email: 'admin@campcare.test', password: 'campcare-admin' };
/** Priya's registration at a camp Daniel runs. */
const PRIYA_AT_DIABETES_DAY = registrationId('camp-02', 'demo-participant');

const browser = seededBrowser();

async function entriesAbout(id: string): Promise<AccessLogEntry[]> {
  const snap = await adminServices().db.collection(COLLECTIONS.accessLog).where('registrationId', '==', id).get();
  return snap.docs.map((d) => d.data() as AccessLogEntry);
}

describe('health details and the access log', () => {
  it("an organizer opens a participant's details from the table; she sees it in her dashboard", async () => {
    const before = await entriesAbout(PRIYA_AT_DIABETES_DAY);
    const organizer = await newPage(browser());
    const participant = await newPage(browser());
    try {
      await openDashboard(organizer.page, '/registeredCamps', ORGANIZER);
      await organizer.page.getByRole('searchbox', { name: 'Search by camp or participant' }).fill('Priya diabetes');
      const row = organizer.page.getByTestId(`org-registration-${PRIYA_AT_DIABETES_DAY}`);
      await row.waitFor(LOAD);
      // The row itself shows no health details.
      expect(await row.getByText('5550162048').count()).toBe(0);
      await row.getByRole('button', { name: 'Details of Priya Sharma' }).click();
      const details = organizer.page.getByTestId('health-details');
      await details.getByText('5550162048').waitFor(LOAD);
      await expect(details.getByText('5550119735').count()).resolves.toBe(1);
      await expect(details.getByText(/Opening these details is recorded/).count()).resolves.toBe(1);
      // The four values start at one x, however long each label is ("Emergency contact" pushed its value right).
      const valueLefts = await details.locator('dd').evaluateAll((values) => values.map((v) => Math.round(v.getBoundingClientRect().left)));
      expect(valueLefts).toHaveLength(4);
      expect(new Set(valueLefts).size).toBe(1);

      const after = await entriesAbout(PRIYA_AT_DIABETES_DAY);
      expect(after.length).toBe(before.length + 1);
      const newest = after.sort((a, b) => b.at.localeCompare(a.at))[0]!;
      expect(newest).toMatchObject({ accessorUid: 'demo-organizer', participantUid: 'demo-participant', reason: 'detail' });

      await openDashboard(participant.page, '/profile', PARTICIPANT);
      const log = participant.page.getByTestId('my-access-log');
      const entries = log.getByTestId('access-log-entry');
      await entries.first().waitFor(LOAD);
      const mine = (await adminServices().db.collection(COLLECTIONS.accessLog).where('participantUid', '==', 'demo-participant').get()).size;
      // A page of ten at most, the rest a page away.
      await expect.poll(() => entries.count(), LOAD).toBe(Math.min(mine, 10));
      // Newest first: the read just made (after any of her own reads of her results on the way, logged too).
      await expect(entries.filter({ hasNotText: '(you, or the account' }).first().innerText()).resolves.toMatch(/Dr\. Daniel Okafor \(organizer\)[\s\S]*Diabetes Check and Foot Care Day: age, gender, phone number, emergency contact/);
    } finally {
      await organizer.context.close();
      await participant.context.close();
    }
  });

  it('an admin reads the whole log', async () => {
    const { page, context } = await newPage(browser());
    try {
      await openDashboard(page, '/accessLog', ADMIN);
      await page.getByRole('heading', { name: 'Access log' }).waitFor(LOAD);
      const { db } = adminServices();
      const stored = (await db.collection(COLLECTIONS.accessLog).count().get()).data().count;
      expect(stored).toBeGreaterThan(0);
      const rows = page.getByTestId('access-log-row');
      await expect.poll(() => rows.count(), LOAD).toBe(Math.min(stored, DEFAULT_PAGE_SIZE));
      await expect.poll(() => page.getByTestId('page-summary').innerText(), LOAD).toMatch(new RegExp(`^${stored} entr`));
      // Whose details: a name, never a user id.
      expect(await page.getByRole('region', { name: 'Access log table' }).innerText()).not.toContain('demo-participant');

      // Searched by the participant's name: her entries, every one naming her, however many pages.
      await page.getByRole('searchbox', { name: 'Search by reader, participant or camp' }).fill('priya');
      const hers = (await db.collection(COLLECTIONS.accessLog).where('participantUid', '==', 'demo-participant').count().get()).data().count;
      await expect.poll(() => page.getByTestId('page-summary').innerText(), LOAD).toMatch(new RegExp(`^${hers} entr`));
      for (const text of await rows.allInnerTexts()) expect(text).toContain('Priya Sharma');
    } finally {
      await context.close();
    }
  });
});
