/**
 * Trust between organizers in a real browser, on the seed: two organizers
 * signed in side by side see only the registrations of the camps they run;
 * a co-organizer added by email sees the camp after a reload; a demoted
 * organizer's open dashboard says their role changed and, once they log in
 * again, shows the participant view.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, type Registration } from '@campcare/domain';
import { emulatorPorts, PROJECT_ID } from '../../scripts/lib/emulators.ts';
import { LOAD, logIn, newPage, openDashboard, screenshot, seededBrowser } from '../support/browser.ts';
import { adminServices, createUser, signIn } from '../support/emulators.ts';
import { chooseMenuItem } from '../support/settled.ts';

const DANIEL = { email: 'organizer@campcare.test', password: 'campcare-organizer', uid: 'demo-organizer' };
const HELENA = { email: 'organizer2@campcare.test', password: 'campcare-organizer', uid: 'demo-organizer-2' };
const ADMIN = { email: 'admin@campcare.test', password: 'campcare-admin' };

const browser = seededBrowser();

/** The registration ids in the organizer's Registered Camps table (first page, newest first). */
async function registrationRows(page: Page): Promise<string[]> {
  await openDashboard(page, '/registeredCamps');
  const rows = page.locator('[data-testid^="org-registration-"]');
  await rows.first().waitFor(LOAD);
  const ids = await rows.evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')!.slice('org-registration-'.length)));
  return ids;
}

async function organizersOf(id: string): Promise<string[]> {
  const snap = await adminServices().db.collection(COLLECTIONS.registrations).doc(id).get();
  return (snap.data() as Registration).organizerUids;
}

describe('organizers side by side', () => {
  it('two organizers see the registrations of their own camps only', async () => {
    const daniel = await newPage(browser());
    const helena = await newPage(browser());
    try {
      await logIn(daniel.page, DANIEL);
      await logIn(helena.page, HELENA);
      const [danielRows, helenaRows] = await Promise.all([registrationRows(daniel.page), registrationRows(helena.page)]);
      expect(danielRows.length).toBeGreaterThan(0);
      expect(helenaRows.length).toBeGreaterThan(0);
      for (const id of danielRows) expect(await organizersOf(id)).toContain(DANIEL.uid);
      for (const id of helenaRows) expect(await organizersOf(id)).toContain(HELENA.uid);
      // Only the camp they run together may appear in both tables.
      const shared = danielRows.filter((id) => helenaRows.includes(id));
      for (const id of shared) expect(await organizersOf(id)).toEqual(expect.arrayContaining([DANIEL.uid, HELENA.uid]));
      const danielOnly = danielRows.filter((id) => !shared.includes(id));
      expect(danielOnly.length).toBeGreaterThan(0);
      expect(helenaRows.some((id) => danielOnly.includes(id))).toBe(false);
      await screenshot(helena.page, 'organizers-side-by-side-helena');
    } finally {
      await daniel.context.close();
      await helena.context.close();
    }
  });

  it('a co-organizer added by email sees the camp after a reload', async () => {
    const daniel = await newPage(browser());
    const helena = await newPage(browser());
    try {
      // A camp Daniel runs alone.
      const { db } = adminServices();
      const alone = (await db.collection(COLLECTIONS.camps).where('organizerUids', '==', [DANIEL.uid]).limit(1).get()).docs[0]!;
      const name = alone.get('CampName') as string;

      const searchFor = (page: Page) => page.getByRole('searchbox', { name: 'Search camps' }).fill(name);
      await openDashboard(helena.page, '/manageCamps', HELENA);
      await searchFor(helena.page);
      await helena.page.getByText('No camp matches your search.').waitFor(LOAD);
      expect(await helena.page.getByTestId(`camp-row-${alone.id}`).count()).toBe(0);

      await openDashboard(daniel.page, '/manageCamps', DANIEL);
      await searchFor(daniel.page);
      const row = daniel.page.getByTestId(`camp-row-${alone.id}`);
      await row.waitFor(LOAD);
      await row.getByRole('button', { name: `More actions for ${name}` }).click();
      await chooseMenuItem(daniel.page.getByRole('menuitem', { name: 'Organizers' }));
      const dialog = daniel.page.getByTestId('co-organizers-dialog');
      await dialog.getByText(DANIEL.email).waitFor(LOAD);
      // A participant's address is refused with a message in the field: the same as for an address with no account.
      await dialog.getByLabel('Add a co-organizer by email').fill('participant@campcare.test');
      await dialog.getByRole('button', { name: 'Add organizer' }).click();
      await dialog.getByText(/^No organizer account uses this email address/).waitFor(LOAD);
      await dialog.getByLabel('Add a co-organizer by email').fill(HELENA.email);
      await dialog.getByRole('button', { name: 'Add organizer' }).click();
      await dialog.getByText(HELENA.email).waitFor(LOAD);
      expect((await db.collection(COLLECTIONS.camps).doc(alone.id).get()).get('organizerUids')).toEqual([DANIEL.uid, HELENA.uid]);

      await helena.page.reload();
      await helena.page.getByRole('navigation', { name: 'Dashboard' }).waitFor(LOAD);
      await searchFor(helena.page);
      await helena.page.getByTestId(`camp-row-${alone.id}`).waitFor(LOAD);
      await screenshot(helena.page, 'organizers-co-organizer-sees-camp');
    } finally {
      await daniel.context.close();
      await helena.context.close();
    }
  });
});

describe('role changes take effect at once', () => {
  it("a demoted organizer's open dashboard says so, and after logging in again shows the participant view", async () => {
    const organizer = await createUser({ role: 'Organizer', displayName: 'Dana Demoted' });
    const { db } = adminServices();
    await db.collection(COLLECTIONS.users).doc(organizer.uid).update({ role: 'Organizer' });
    const { page, context } = await newPage(browser());
    try {
      await openDashboard(page, '/manageCamps', organizer);
      const nav = page.getByRole('navigation', { name: 'Dashboard' });
      await nav.getByRole('link', { name: 'Add A Camp' }).waitFor(LOAD);
      // Token times are whole seconds: the demotion must come after the sign-in's second.
      await new Promise((resolve) => setTimeout(resolve, 1100));

      const admin = await signIn(ADMIN.email, ADMIN.password);
      const response = await fetch(`http://127.0.0.1:${emulatorPorts().functions}/${PROJECT_ID}/us-central1/setUserRole`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.idToken}` },
        body: JSON.stringify({ data: { uid: organizer.uid, role: 'Participant' } }),
      });
      expect(response.status).toBe(200);

      // No reload: the open page hears of the change and asks to log in again.
      await page.getByTestId('role-changed-notice').waitFor(LOAD);
      await page.getByText('Your role was changed by an administrator').waitFor(LOAD);
      await screenshot(page, 'organizers-role-changed');
      const form = page.getByRole('form', { name: 'Log in with email' });
      await form.getByLabel('Email').fill(organizer.email);
      await form.locator('input[autocomplete="current-password"]').fill(organizer.password);
      await form.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/dashboard', LOAD);
      await nav.getByRole('link', { name: 'Payment History' }).waitFor(LOAD);
      expect(await nav.getByRole('link', { name: 'Add A Camp' }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
