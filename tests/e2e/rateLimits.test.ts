/**
 * A visitor past a rate limit is told, in the language shown, how long to
 * wait (functions/src/rateLimits/, web/src/lib/apiErrorMessage.ts). The
 * browser poses as a client of its own (an X-Forwarded-For address no
 * other test uses), so the limit it uses up is nobody else's.
 */
import { COLLECTIONS } from '@campcare/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, LOAD, newPage, screenshot } from '../support/browser.ts';
import { adminServices, api, SITE } from '../support/emulators.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Sends this page's API calls as the client `address`. */
async function actAs(page: Page, address: string) {
  await page.route('**/api/**', (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }));
}

/** Uses up the contact limit of `address` (10 messages: the default). */
async function useUpContactLimit(address: string) {
  for (let i = 0; i < 10; i++) {
    const sent = await api('POST', '/contact', {
      headers: { 'x-forwarded-for': address },
      body: { name: 'Busy Writer', email: 'busy@example.org', subject: `Message ${i}`, message: 'One of many messages sent in a hurry.' },
    });
    expect(sent.status).toBe(201);
  }
}

async function sendContactForm(page: Page, labels: { name: string; email: string; subject: string; message: string; send: string }, subject: string) {
  const form = page.locator('form').filter({ has: page.getByLabel(labels.subject) });
  await form.getByLabel(labels.name).fill('Chidi Obi');
  await form.getByLabel(labels.email).fill('chidi@example.com');
  await form.getByLabel(labels.subject).fill(subject);
  await form.getByLabel(labels.message).fill('I am a nurse and would like to volunteer at your next camp.');
  await form.getByRole('button', { name: labels.send }).click();
}

const storedWithSubject = async (subject: string) =>
  (await adminServices().db.collection(COLLECTIONS.messages).where('subject', '==', subject).count().get()).data().count;

describe('past the contact limit', () => {
  it('says in English how many minutes to wait, and stores nothing', async () => {
    const address = `203.0.113.${Date.now() % 250}`;
    await useUpContactLimit(address);
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    try {
      await actAs(page, address);
      await page.goto(`${SITE}/contact?lang=en`);
      const subject = `Too many ${Date.now()}`;
      await page.getByRole('form', { name: 'Contact form' }).waitFor(LOAD);
      await sendContactForm(page, { name: 'Your name', email: 'Email', subject: 'Subject', message: 'Message', send: 'Send message' }, subject);
      await page.getByText(/^Too many attempts in a short time\. Please wait (10|9) minutes and try again\.$/).waitFor(LOAD);
      await screenshot(page, 'rate-limited-contact-en-390');
      await page.setViewportSize({ width: 1366, height: 800 });
      await screenshot(page, 'rate-limited-contact-en-1366');
      expect(await storedWithSubject(subject)).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('says it in Bengali, with Bengali digits', async () => {
    const address = `198.18.0.${Date.now() % 250}`;
    await useUpContactLimit(address);
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 } });
    try {
      await actAs(page, address);
      await page.goto(`${SITE}/contact?lang=bn`);
      await page.locator('html[lang="bn"]').waitFor({ state: 'attached', ...LOAD });
      await page.getByRole('form', { name: 'যোগাযোগের ফর্ম' }).waitFor(LOAD);
      const subject = `Too many bn ${Date.now()}`;
      await sendContactForm(page, { name: 'আপনার নাম', email: 'ইমেইল', subject: 'বিষয়', message: 'বার্তা', send: 'বার্তা পাঠান' }, subject);
      await page.getByText(/^অল্প সময়ে অনেকবার চেষ্টা করা হয়েছে। অনুগ্রহ করে (১০|৯) মিনিট অপেক্ষা করে আবার চেষ্টা করুন।$/).waitFor(LOAD);
      await screenshot(page, 'rate-limited-contact-bn-390');
      await page.setViewportSize({ width: 1366, height: 800 });
      await screenshot(page, 'rate-limited-contact-bn-1366');
      expect(await storedWithSubject(subject)).toBe(0);
    } finally {
      await context.close();
    }
  });
});
