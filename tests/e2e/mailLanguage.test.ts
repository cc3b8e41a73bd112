/**
 * The language mails are written in follows the site's (lib/mailLanguage.ts):
 * a sign-in in English sends nothing (English is the server's default); a
 * signed-in person's switch to Bengali and back is stored on their profile;
 * someone who signs in on a page showing Bengali gets Bengali mails.
 */
import { COLLECTIONS } from '@campcare/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOAD, logIn, newPage, seededBrowser } from '../support/browser.ts';
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
});
