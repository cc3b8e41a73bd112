/**
 * A participant's screens in Bengali, in a real browser against the seeded
 * emulators: the login form opened with `?lang=bn` speaks Bengali and signs
 * the demo participant in; the language stays for the pages reached without
 * `?lang=` (the Privacy Policy, the profile's access log and Download my
 * data, the payment dialog with its amount in Bengali digits); and a new
 * participant's whole flow in Bengali: register, pay, (the organizer
 * confirms), feedback, Registered Camps and Payment History.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, registrationId, type Registration } from '@campcare/domain';
import { createCamp } from '../../functions/test/api/registrationFixtures.ts';
import { LOAD, newPage, seededBrowser } from '../support/browser.ts';
import { catalogText } from '../support/catalog.ts';
import { adminServices, api, createUser, ownRegistrationIdOrThrow, signIn, SITE } from '../support/emulators.ts';

const PARTICIPANT = { email: 'participant@campcare.test', password: 'campcare-participant' };
const ORGANIZER = { email: 'organizer@campcare.test', password: 'campcare-organizer' };
const bn = (key: string, values?: Record<string, string>) => catalogText('bn', key, values);
// The demo participant's Unpaid registration in the seed: Women's Health Check, $30.
const UNPAID_ID = registrationId('camp-09', 'demo-participant');
const CAMP_NAME = "Women's Health Check";

const browser = seededBrowser();

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);

// A required field's name ends with its asterisk.
const emailField = (form: Locator) => form.getByLabel(/^ইমেইল/);

async function logInInBengali(page: Page, account: { email: string; password: string } = PARTICIPANT) {
  await page.goto(`${SITE}/login?lang=bn`);
  const form = page.getByRole('form', { name: 'ইমেইল দিয়ে লগ ইন' });
  await form.waitFor(LOAD);
  expect(await htmlLang(page)).toBe('bn');
  await page.getByRole('heading', { name: 'লগ ইন', exact: true }).waitFor(LOAD);
  await emailField(form).fill(account.email);
  // The show/hide button's name starts with the same word: the input is the one labelled.
  await form.getByLabel(/^পাসওয়ার্ড/).and(form.locator('input')).fill(account.password);
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

  it('registers, pays, gives feedback and reads her payments, all in Bengali', async () => {
    const person = await createUser({ role: 'Participant', displayName: 'Bina Bengali' });
    const campName = `Bengali Flow Camp ${Date.now().toString(36)}`;
    const { id: campId } = await createCamp({ fee: 20, name: campName, startsInDays: 12, organizerUids: ['demo-organizer'] });
    const { page, context } = await newPage(browser());
    try {
      await logInInBengali(page, person);

      // Register: the Join Camp dialog's fields and its success, in Bengali.
      await page.goto(`${SITE}/campDetail/${campId}`);
      await page.getByTestId('join-camp').click();
      const modal = page.getByTestId('registration-modal');
      await modal.getByRole('heading', { name: bn('camps.register.title', { name: campName }) }).waitFor(LOAD);
      await modal.getByRole('spinbutton', { name: bn('camps.register.age') }).fill('41');
      await modal.getByLabel(bn('camps.register.gender')).selectOption('Female');
      await modal.getByLabel(bn('camps.register.phone')).fill('+880 1711 000001');
      await modal.getByLabel(bn('camps.register.emergencyContact')).fill('+880 1711 000002');
      await modal.getByRole('checkbox', { name: bn('privacy.consent.policyLink') }).check();
      await modal.getByRole('button', { name: bn('camps.register.submit') }).click();
      await page.getByText(bn('camps.register.registered')).waitFor(LOAD);
      const id = await ownRegistrationIdOrThrow(campId, person.uid);

      // Registered Camps: statuses, the summary and the buttons in Bengali.
      await page.goto(`${SITE}/dashboard/userRegisteredCamps`);
      await page.getByRole('heading', { level: 1, name: bn('dashboard.registered.title') }).waitFor(LOAD);
      const row = page.getByTestId(`registration-${id}`);
      await row.getByText(bn('dashboard.status.unpaid'), { exact: true }).waitFor(LOAD);
      await row.getByText(bn('dashboard.status.pending'), { exact: true }).waitFor(LOAD);
      await page.getByTestId('page-summary').getByText(/^১টি নিবন্ধন · পৃষ্ঠা ১\/১$/).waitFor(LOAD);

      // Pay with the test card, in the Bengali dialog.
      await row.getByRole('button', { name: bn('dashboard.actions.payFor', { camp: campName }) }).click();
      const payment = page.getByRole('dialog');
      await payment.getByText(bn('payment.card.testMode'), { exact: true }).waitFor(LOAD);
      await payment.getByLabel(bn('payment.card.number')).fill('4242 4242 4242 4242');
      await payment.getByLabel(bn('payment.card.expiry')).fill('12/34');
      await payment.getByLabel(bn('payment.card.cvc')).fill('123');
      // Intl writes a no-break space between the amount and US$.
      await payment.getByRole('button', { name: /^২০\.০০\sUS\$ পরিশোধ করুন$/ }).click();
      await page.getByText(bn('payment.modal.success')).waitFor(LOAD);
      await row.getByText(bn('dashboard.status.paid'), { exact: true }).first().waitFor(LOAD);

      // The organizer confirms (their own pages are another test's); the live row turns Confirmed, in Bengali.
      const organizer = await signIn(ORGANIZER.email, ORGANIZER.password);
      expect((await api('PATCH', `/StatusConfirmed/${id}`, { token: organizer.idToken })).status).toBe(200);
      await row.getByText(bn('dashboard.status.confirmed'), { exact: true }).waitFor(LOAD);

      // Feedback, with the rating's words and the thanks in Bengali.
      await row.getByRole('button', { name: bn('dashboard.actions.feedbackOn', { camp: campName }) }).click();
      const feedback = page.getByRole('dialog');
      await feedback.getByText(bn('dashboard.feedback.question', { camp: campName })).waitFor(LOAD);
      const rating = feedback.getByLabel(new RegExp(`^${bn('dashboard.feedback.rating')}`));
      await rating.selectOption('5');
      await expect(rating.locator('option:checked').textContent()).resolves.toBe(bn('dashboard.feedback.ratingChoice', { rating: '৫', label: bn('dashboard.feedback.ratingExcellent') }));
      await feedback.getByLabel(new RegExp(`^${bn('dashboard.feedback.yourFeedback')}`)).fill('খুব ভালো ক্যাম্প, ধন্যবাদ।');
      await feedback.getByRole('button', { name: bn('dashboard.feedback.send') }).click();
      await page.getByText(bn('dashboard.feedback.thanks')).waitFor(LOAD);
      await row.getByText(bn('dashboard.actions.thankYou'), { exact: true }).waitFor(LOAD);

      // Payment History: the payment, its statuses and the summary in Bengali; the camp's name as typed.
      await page.goto(`${SITE}/dashboard/paymentHistory`);
      await page.getByRole('heading', { level: 1, name: bn('dashboard.payments.title') }).waitFor(LOAD);
      const table = page.getByRole('region', { name: bn('dashboard.table.region', { label: bn('dashboard.payments.title') }) });
      const payments = table.getByRole('row').filter({ hasText: campName });
      await payments.getByText(bn('dashboard.status.paid'), { exact: true }).waitFor(LOAD);
      await payments.getByText(bn('dashboard.status.confirmed'), { exact: true }).waitFor(LOAD);
      await page.getByTestId('page-summary').getByText(/^১টি পেমেন্ট · পৃষ্ঠা ১\/১$/).waitFor(LOAD);
      expect(await page.getByText('Payment History').count()).toBe(0);

      const saved = (await adminServices().db.collection(COLLECTIONS.registrations).doc(id).get()).data() as Registration;
      expect(saved).toMatchObject({ PaymentStatus: 'Paid', ConfirmationStatus: 'Confirmed', feedbackGiven: true });
    } finally {
      await context.close();
    }
  }, 240_000);
});
