/**
 * A participant's screens in Bengali, in a real browser against the seeded
 * emulators: the login form opened with `?lang=bn` speaks Bengali and signs
 * the demo participant in; the language stays for the pages reached without
 * `?lang=` (the Privacy Policy, the profile's access log and Download my
 * data, the payment dialog with its amount in Bengali digits).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registrationId } from '@campcare/domain';
import { LOAD, newPage, seededBrowser } from '../support/browser.ts';
import { SITE } from '../support/emulators.ts';

const PARTICIPANT = { email: 'participant@campcare.test', password: 'campcare-participant' };
// The demo participant's Unpaid registration in the seed: Women's Health Check, $30.
const UNPAID_ID = registrationId('camp-09', 'demo-participant');
const CAMP_NAME = "Women's Health Check";

const browser = seededBrowser();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

// A required field's name ends with its asterisk.
const emailField = (form: Locator) => form.getByLabel(/^ইমেইল/);

async function logInInBengali(page: Page) {
  await page.goto(`${SITE}/login?lang=bn`);
  const form = page.getByRole('form', { name: 'ইমেইল দিয়ে লগ ইন' });
  await form.waitFor(LOAD);
  expect(await htmlLang(page)).toBe('bn');
  await page.getByRole('heading', { name: 'লগ ইন', exact: true }).waitFor(LOAD);
  await emailField(form).fill(PARTICIPANT.email);
  // The show/hide button's name starts with the same word: the input is the one labelled.
  await form.getByLabel(/^পাসওয়ার্ড/).and(form.locator('input')).fill(PARTICIPANT.password);
  await form.getByRole('button', { name: 'পাসওয়ার্ড দেখান' }).waitFor(LOAD);
  await form.getByRole('button', { name: 'লগ ইন করুন', exact: true }).click();
  await page.getByText('লগ ইন সফল হয়েছে').waitFor(LOAD);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), LOAD);
}

describe('a participant in Bengali', () => {
  it('is told in Bengali what is missing on the login form', async () => {
    const { page, context } = await newPage(browser());
    try {
      await page.goto(`${SITE}/login?lang=bn`);
      const form = page.getByRole('form', { name: 'ইমেইল দিয়ে লগ ইন' });
      await form.waitFor(LOAD);
      await emailField(form).fill('not-an-address');
      await form.getByRole('button', { name: 'লগ ইন করুন', exact: true }).click();
      await form.getByText('একটি সঠিক ইমেইল ঠিকানা লিখুন।').waitFor(LOAD);
      await form.getByText('এই ঘরটি পূরণ করা আবশ্যক').waitFor(LOAD);
      expect(await page.title()).toBe('লগ ইন | CampCare');
    } finally {
      await context.close();
    }
  });

  it('logs in, and reads the Privacy Policy, her access log, Download my data and the payment dialog in Bengali', async () => {
    const { page, context } = await newPage(browser());
    try {
      await logInInBengali(page);

      // No ?lang= from here on: the language chosen by the address is remembered.
      await page.goto(`${SITE}/privacy`);
      await page.getByRole('heading', { level: 1, name: 'গোপনীয়তা নীতি' }).waitFor(LOAD);
      expect(await htmlLang(page)).toBe('bn');
      await page.getByRole('heading', { level: 2, name: 'আমরা কী রাখি' }).waitFor(LOAD);
      // The retention period is written in Bengali digits.
      await page.getByText(/৩০ দিন পরে/).first().waitFor(LOAD);
      expect(await page.getByText('What we keep').count()).toBe(0);

      await page.goto(`${SITE}/dashboard/profile`);
      const data = page.getByTestId('download-my-data');
      await data.getByRole('button', { name: 'আমার তথ্য ডাউনলোড করুন' }).waitFor(LOAD);
      await data.getByRole('heading', { name: 'আপনার তথ্য' }).waitFor(LOAD);
      await page.getByTestId('my-access-log').getByRole('heading', { name: 'কারা আপনার স্বাস্থ্য-তথ্য দেখেছেন' }).waitFor(LOAD);
      expect(await htmlLang(page)).toBe('bn');

      await page.goto(`${SITE}/dashboard/userRegisteredCamps`);
      const row = page.getByTestId(`registration-${UNPAID_ID}`);
      await row.waitFor(LOAD);
      // The dashboard's menu, the registration's status and its buttons in Bengali; the camp's name as typed.
      const menu = page.getByRole('navigation', { name: 'ড্যাশবোর্ড' });
      await menu.getByRole('link', { name: 'পেমেন্টের ইতিহাস' }).waitFor(LOAD);
      expect(await menu.getByRole('button', { name: 'লগ আউট' }).count()).toBe(1);
      expect(await row.getByRole('button', { name: `${CAMP_NAME}-এর নিবন্ধন: বাতিল` }).count()).toBe(1);
      await row.getByRole('button', { name: `${CAMP_NAME}-এর জন্য পেমেন্ট করুন` }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('পরীক্ষামূলক মোড', { exact: true }).waitFor(LOAD);
      await dialog.getByRole('heading', { name: `${CAMP_NAME}-এর ফি পরিশোধ` }).waitFor(LOAD);
      // Intl puts a no-break space before the currency.
      await expect(dialog.getByTestId('payment-amount').textContent()).resolves.toBe('৩০.০০\u00a0US$');
      await dialog.getByLabel('কার্ড নম্বর').waitFor(LOAD);
      // Names and addresses stay as typed.
      await expect(dialog.getByLabel('কার্ডে লেখা নাম').inputValue()).resolves.toBe('Priya Sharma');
      await dialog.getByRole('button', { name: /^৩০\.০০\sUS\$ পরিশোধ করুন$/ }).waitFor(LOAD);
      await dialog.getByRole('button', { name: 'বাতিল', exact: true }).click();
      await dialog.waitFor({ state: 'hidden', ...LOAD });
    } finally {
      await context.close();
    }
  });
});
