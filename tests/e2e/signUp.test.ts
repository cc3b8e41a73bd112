/**
 * Signing up as a newcomer does, in English and Bengali: through the email
 * form without a picture (the common case), and with Google and Facebook
 * (signed in by credential on the emulators). Each sign-up must end without
 * an error toast, a console error or a failed request to our origin or the
 * emulators, and the typed name must arrive where it is shown: the header's
 * account menu, the Profile page, the Auth account and the server's users/
 * record; renaming oneself from Profile, still without a picture, too.
 * With a picture too, in both languages: the name and the picture arrive.
 */
import { join } from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@campcare/domain';
import { LOAD, launchBrowser, newPage } from '../support/browser.ts';
import { catalogText } from '../support/catalog.ts';
import { adminServices, SITE } from '../support/emulators.ts';
import { ROOT } from '../../scripts/lib/emulators.ts';

const PICTURE = join(ROOT, 'scripts', 'seed', 'images', 'camp-05.jpg');

type Language = 'en' | 'bn';

let browser: Browser;

beforeAll(async () => {
  // No reseed: every account here is new, and nothing else is changed.
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Every toast the page shows, even one gone again by the time the test looks
 * (react-hot-toast's role="status" inside its toaster), kept in
 * sessionStorage so that a page load (opening Profile) keeps the list.
 */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const KEY = 'test:toasts';
    new MutationObserver(() => {
      const seen = JSON.parse(sessionStorage.getItem(KEY) ?? '[]') as string[];
      for (const element of document.querySelectorAll('[data-rht-toaster] [role="status"]')) {
        const text = (element.textContent ?? '').trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
      sessionStorage.setItem(KEY, JSON.stringify(seen));
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => JSON.parse(sessionStorage.getItem('test:toasts') ?? '[]') as string[]);
}

/** Answers of 400 and above from our site or the emulators (the Auth emulator's included). */
function recordFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response: Response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && url.hostname === '127.0.0.1') failures.push(`${response.status()} ${response.request().method()} ${url.pathname}`);
  });
  return failures;
}

/** The name where the site shows it: the header's account menu, then the Profile page. */
async function expectNameShown(page: Page, name: string) {
  const pill = page.getByTestId('profile-pill');
  await pill.waitFor(LOAD);
  await pill.click();
  await expect.poll(() => page.getByTestId('profile-name').innerText(), LOAD).toBe(name);
  await page.keyboard.press('Escape');
  await page.goto(`${SITE}/dashboard/profile`);
  await expect.poll(() => page.getByTestId('profile-page-name').innerText().catch(() => ''), LOAD).toBe(name);
}

/** The name where the server keeps it: the Auth account and the users/ record (written by the trigger and POST /users). */
async function expectNameStored(email: string, name: string) {
  const { auth, db } = adminServices();
  const account = await auth.getUserByEmail(email);
  expect(account.displayName).toBe(name);
  await expect.poll(async () => (await db.collection(COLLECTIONS.users).doc(account.uid).get()).get('displayName'), LOAD).toBe(name);
}

describe.each<Language>(['en', 'bn'])('signing up in %s', (language) => {
  const text = (key: string, values: Record<string, string> = {}) => catalogText(language, key, values);

  it('with email and no picture: the name is saved and shown, and nothing fails', async () => {
    const email = `no-picture-${language}-${Date.now()}@test.campcare.test`;
    const name = language === 'bn' ? 'নাদিয়া রহমান' : 'Nadia Rahman';
    const { page, context, consoleErrors } = await newPage(browser);
    const toasts = await recordToasts(page);
    const failures = recordFailures(page);
    await page.goto(`${SITE}/signup?lang=${language}`);
    const form = page.getByRole('form', { name: text('auth.signUp.form') });
    await form.waitFor(LOAD);
    await form.getByLabel(text('auth.signUp.name')).fill(name);
    await form.getByLabel(text('auth.email')).fill(email);
    await form.locator('input[autocomplete="new-password"]').fill('a-good-password');
    await form.getByRole('button', { name: text('auth.signUp.submit') }).click();
    await page.waitForURL(`${SITE}/`, LOAD);
    await page.getByText(text('auth.signUp.success')).first().waitFor(LOAD);

    await expectNameStored(email, name);
    await expectNameShown(page, name);
    expect(await toasts()).toEqual([text('auth.signUp.success')]);

    // Renaming oneself from Profile, still without a picture.
    const renamed = `${name} ${language === 'bn' ? 'চৌধুরী' : 'Chowdhury'}`;
    await page.getByRole('button', { name: text('dashboard.profile.update') }).click();
    const dialog = page.getByRole('dialog', { name: text('dashboard.profile.update') });
    await dialog.getByLabel(text('dashboard.profile.name')).fill(renamed);
    await dialog.getByRole('button', { name: text('dashboard.profile.save') }).click();
    await page.getByText(text('dashboard.profile.updated')).first().waitFor(LOAD);
    await expect.poll(() => page.getByTestId('profile-page-name').innerText(), LOAD).toBe(renamed);
    await expectNameStored(email, renamed);
    expect(await toasts()).toEqual([text('auth.signUp.success'), text('dashboard.profile.updated')]);
    expect(failures).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('with email and a picture: the name and the picture are saved and shown, and nothing fails', async () => {
    const email = `picture-${language}-${Date.now()}@test.campcare.test`;
    const name = language === 'bn' ? 'তানিয়া হক' : 'Tania Haque';
    const { page, context, consoleErrors } = await newPage(browser);
    const toasts = await recordToasts(page);
    const failures = recordFailures(page);
    await page.goto(`${SITE}/signup?lang=${language}`);
    const form = page.getByRole('form', { name: text('auth.signUp.form') });
    await form.waitFor(LOAD);
    await form.getByLabel(text('auth.signUp.name')).fill(name);
    await form.getByTestId('signup-image').setInputFiles(PICTURE);
    await form.getByLabel(text('auth.email')).fill(email);
    await form.locator('input[autocomplete="new-password"]').fill('a-good-password');
    await form.getByRole('button', { name: text('auth.signUp.submit') }).click();
    await page.waitForURL(`${SITE}/`, LOAD);
    await page.getByText(text('auth.signUp.success')).first().waitFor(LOAD);

    await expectNameStored(email, name);
    expect((await adminServices().auth.getUserByEmail(email)).photoURL).toMatch(/\/api\/images\/[\w-]+$/);
    await expect.poll(() => page.getByTestId('profile-pill').locator('img').getAttribute('src'), LOAD).toContain('/api/images/');
    await expectNameShown(page, name);
    expect(await toasts()).toEqual([text('auth.signUp.success')]);
    expect(failures).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it.each(['google', 'facebook'] as const)('with %s: the name is saved and shown, and nothing fails', async (provider) => {
    const providerName = provider === 'google' ? 'Google' : 'Facebook';
    const email = `${provider}-${language}-${Date.now()}@test.campcare.test`;
    const name = language === 'bn' ? 'গ্যাব্রিয়েল মোরো' : 'Gabriel Moreau';
    const { page, context, consoleErrors } = await newPage(browser);
    const toasts = await recordToasts(page);
    const failures = recordFailures(page);
    await page.goto(`${SITE}/signup?lang=${language}`);
    await page.getByRole('button', { name: text('auth.social.signUpWith', { provider: providerName }) }).click(LOAD);
    const dialog = page.getByTestId('emulator-provider-dialog');
    await dialog.waitFor(LOAD);
    await dialog.getByLabel(text('auth.emulator.email', { provider: providerName })).fill(email);
    await dialog.getByLabel(text('auth.emulator.displayName')).fill(name);
    await dialog.getByRole('button', { name: text('auth.emulator.submit', { provider: providerName }) }).click();
    await page.waitForURL(`${SITE}/`, LOAD);
    const signedUp = text('auth.social.signedUpWith', { provider: providerName });
    await page.getByText(signedUp).first().waitFor(LOAD);

    await expectNameStored(email, name);
    await expectNameShown(page, name);
    expect(await toasts()).toEqual([signedUp]);
    expect(failures).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
