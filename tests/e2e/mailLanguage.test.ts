/**
 * The language mails are written in follows the site's (lib/mailLanguage.ts):
 * a sign-in in English sends nothing (English is the server's default); a
 * signed-in person's switch to Bengali and back is stored on their profile;
 * someone who signs in on a page showing Bengali gets Bengali mails; a
 * newcomer who signs up in Bengali too, with the language sent only once their
 * profile, where it is stored, has been recorded.
 */
import { COLLECTIONS } from '@campcare/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOAD, logIn, newPage, seededBrowser } from '../support/browser.ts';
import { catalogText } from '../support/catalog.ts';
import { adminServices, createUser, SITE } from '../support/emulators.ts';

const browser = seededBrowser();

const storedLanguage = async (uid: string) => (await adminServices().db.collection(COLLECTIONS.users).doc(uid).get()).get('language') as unknown;

const chooseLanguage = (page: Page, from: 'Language' | 'ভাষা', to: 'en' | 'bn') =>
  page.getByRole('combobox', { name: from }).selectOption(to);

describe('mail language', () => {
  it('is stored when a signed-in person switches, and when someone signs in on a page in Bengali', async () => {
    const switcher = await createUser({ displayName: 'Sami Switcher' });
    const { page, context } = await newPage(browser());
    await logIn(page, { email: switcher.email, password: 'test-password' });
    await page.getByRole('combobox', { name: 'Language' }).waitFor(LOAD);
    expect(await storedLanguage(switcher.uid)).toBeUndefined();
    await chooseLanguage(page, 'Language', 'bn');
    await expect.poll(() => storedLanguage(switcher.uid), LOAD).toBe('bn');
    await chooseLanguage(page, 'ভাষা', 'en');
    await expect.poll(() => storedLanguage(switcher.uid), LOAD).toBe('en');
    await context.close();

    // Signed out, the choice is only the device's; the sign-in that follows sends it.
    const reader = await createUser({ displayName: 'Rina Reader' });
    const second = await newPage(browser());
    await second.page.goto(`${SITE}/login`);
    const form = second.page.getByRole('form', { name: 'Log in with email' });
    await form.waitFor(LOAD);
    await form.getByLabel('Email').fill(reader.email);
    await form.locator('input[autocomplete="current-password"]').fill('test-password');
    await chooseLanguage(second.page, 'Language', 'bn');
    expect(await storedLanguage(reader.uid)).toBeUndefined();
    await second.page.getByRole('button', { name: 'লগ ইন করুন', exact: true }).click();
    await expect.poll(() => storedLanguage(reader.uid), LOAD).toBe('bn');
    await second.context.close();
  });

  it('is stored when a newcomer signs up on a page in Bengali, sent after their profile is recorded', async () => {
    const text = (key: string) => catalogText('bn', key);
    const email = `mail-language-${Date.now()}@test.campcare.test`;
    const { page, context } = await newPage(browser());
    // The profile is recorded as the sign-in is seen (POST /api/users); held back here, as a busy server
    // would, so a language sent before it would reach a profile not yet written (as in a CI run, a 404).
    const events: string[] = [];
    await page.route('**/api/users', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const response = await route.fetch();
      events.push(`profile ${response.status()}`);
      await route.fulfill({ response });
    });
    page.on('request', (request) => {
      if (request.url().endsWith('/api/mail/language')) events.push('language sent');
    });
    page.on('response', (response) => {
      if (response.url().endsWith('/api/mail/language')) events.push(`language ${response.status()}`);
    });
    await page.goto(`${SITE}/signup?lang=bn`);
    const form = page.getByRole('form', { name: text('auth.signUp.form') });
    await form.waitFor(LOAD);
    await form.getByLabel(text('auth.signUp.name')).fill('নাদিয়া রহমান');
    await form.getByLabel(text('auth.email')).fill(email);
    await form.locator('input[autocomplete="new-password"]').fill('a-good-password');
    await form.getByRole('button', { name: text('auth.signUp.submit') }).click();
    await page.waitForURL(`${SITE}/`, LOAD);
    const { uid } = await adminServices().auth.getUserByEmail(email);
    await expect.poll(() => storedLanguage(uid), LOAD).toBe('bn');
    // Sent once, after the first record (the sign-up records the profile again, with the name), and taken.
    await expect.poll(() => events.filter((event) => event.startsWith('language')), LOAD).toEqual(['language sent', 'language 200']);
    expect(events.indexOf('language sent'), events.join(', ')).toBeGreaterThan(events.indexOf('profile 200'));
    await context.close();
  });
});
