/**
 * WCAG 2.1 AA in both languages: axe-core scans every page and every dialog,
 * signed out and as participant, organizer and admin, and finds no serious
 * or critical violation. A button that opens a dialog says so
 * (aria-haspopup="dialog"); each kind of such button on a page (grouped by
 * its first word, so one Pay among many rows) is pressed, its dialog scanned, then
 * closed with Escape, and the focus must be back on the button.
 *
 * Signing in goes through the English login form; the language is then set
 * as a visitor's switch would leave it (remembered on the device), so every
 * page after that opens in it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe.ts';
import { LOAD, logIn, newPage, seededBrowser } from '../support/browser.ts';
import { SITE } from '../support/emulators.ts';

const LANGUAGE_KEY = 'campcare.language';
const PARTICIPANT = { email: 'participant@campcare.test', password: 'campcare-participant' };
const ORGANIZER = { email: 'organizer@campcare.test', password: 'campcare-organizer' };
const ADMIN = { email: 'admin@campcare.test', password: 'campcare-admin' };

const PUBLIC_PAGES = ['/', '/allCamps', '/campDetail/camp-03', '/about', '/team', '/faq', '/contact', '/privacy', '/login', '/signup'];
const PARTICIPANT_PAGES = ['/dashboard', '/dashboard/userRegisteredCamps', '/dashboard/paymentHistory', '/dashboard/profile', '/campDetail/camp-03'];
const ORGANIZER_PAGES = ['/dashboard/organizerAnalytics', '/dashboard/addACamp', '/dashboard/manageCamps', '/dashboard/registeredCamps', '/dashboard/profile'];
const ADMIN_PAGES = ['/dashboard/users', '/dashboard/paymentProblems', '/dashboard/accessLog'];

const browser = seededBrowser();

/** The dialogs a test opened, so it can tell that it really scanned them. */
let opened: string[] = [];

/** Waits until the page has its heading and nothing is still loading (no spinner, no busy region). */
async function settle(page: Page) {
  await page.locator('h1').first().waitFor(LOAD);
  await page.waitForFunction(() => !document.querySelector('.chakra-spinner, [aria-busy="true"]'), undefined, LOAD);
  // Public pages go quiet; the dashboard keeps Firestore's listen channel open, so it never does.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
  await page.waitForTimeout(300);
}

/** Scans the page, then every kind of dialog it opens; returns the problems, each named by where it was found. */
async function scanPage(page: Page, path: string, language: string): Promise<string[]> {
  await page.goto(`${SITE}${path}`);
  await settle(page);
  const problems = (await axeViolations(page)).map((v) => `${language} ${path}: ${v}`);
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== language) problems.push(`${language} ${path}: <html lang="${lang}">`);
  return [...problems, ...(await scanDialogs(page, `${language} ${path}`))];
}

async function scanDialogs(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  const openers = page.locator('button[aria-haspopup="dialog"]:not([disabled]):visible');
  const texts = await openers.evaluateAll((buttons) => buttons.map((b) => (b as HTMLElement).innerText.trim().split(/\s+/)[0] ?? ''));
  const firstOfEachKind = [...new Set(texts)].map((text) => texts.indexOf(text));
  for (const index of firstOfEachKind) {
    const opener = openers.nth(index);
    const name = `${where} [${texts[index]}]`;
    opened.push(name);
    await opener.click();
    const dialog = page.locator('[role="dialog"], [role="alertdialog"]').last();
    await dialog.waitFor(LOAD);
    // Let the opening animation and the dialog's own reads finish.
    await page.waitForFunction(() => !document.querySelector('[role="dialog"] .chakra-spinner, [role="alertdialog"] .chakra-spinner'), undefined, LOAD);
    await page.waitForTimeout(400);
    problems.push(...(await axeViolations(page)).map((v) => `${name}: ${v}`));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...LOAD });
    await page.waitForTimeout(200);
    if (!(await opener.evaluate((el) => el === document.activeElement))) problems.push(`${name}: focus did not return to the button`);
  }
  return problems;
}

describe.each(['en', 'bn'])('in %s', (language) => {
  it('the public pages and their dialogs, signed out', async () => {
    const { page, context } = await newPage(browser());
    try {
      await context.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_KEY, language]);
      opened = [];
      const problems: string[] = [];
      for (const path of PUBLIC_PAGES) problems.push(...(await scanPage(page, path, language)));
      expect(problems).toEqual([]);
      // Join Camp's "log in first" dialog.
      expect(opened.length, opened.join('\n')).toBeGreaterThanOrEqual(1);
    } finally {
      await context.close();
    }
  });

  // The fewest dialogs each role's pages open: participant (Pay, Feedback, Cancel, Ticket, Update Profile,
  // Change Password, Delete my account, Join Camp), organizer (Edit, Organizers, Cancel or Delete, Waiting list,
  // Confirm, Delete, Details), admin (Promote or Demote).
  it.each([
    ['participant', PARTICIPANT, PARTICIPANT_PAGES, 8],
    ['organizer', ORGANIZER, ORGANIZER_PAGES, 7],
    ['admin', ADMIN, ADMIN_PAGES, 1],
  ] as const)('the %s pages and their dialogs', async (who, account, paths, fewestDialogs) => {
    opened = [];
    const { page, context } = await newPage(browser());
    try {
      await logIn(page, account);
      await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_KEY, language]);
      const problems: string[] = [];
      for (const path of paths) problems.push(...(await scanPage(page, path, language)));
      if (who === 'organizer') {
        // The check-in desk of the organizer's first camp, reached from Manage Camps.
        await page.goto(`${SITE}/dashboard/manageCamps`);
        await settle(page);
        const desk = await page.locator('a[href*="/dashboard/check-in/"]').first().getAttribute('href');
        expect(desk).toBeTruthy();
        problems.push(...(await scanPage(page, desk!, language)));
      }
      expect(problems).toEqual([]);
      expect(opened.length, opened.join('\n')).toBeGreaterThanOrEqual(fewestDialogs);
    } finally {
      await context.close();
    }
  });
});
