/**
 * Joining a paid camp on a phone, the way a person does it: the Join dialog
 * opens on Age (the first thing to fill, the camp's facts are text), says
 * how it went with the focus on Pay now, the card payment opens over it, and
 * once paid the focus is on the way to the ticket. No reseed: the camp and
 * the participant are made for this file.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@campcare/domain';
import { axeViolations } from '../support/axe.ts';
import { launchBrowser, LOAD, logIn, newPage, screenshot } from '../support/browser.ts';
import { adminServices, createUser, ownRegistrationIdOrThrow, SITE } from '../support/emulators.ts';
import { createCamp } from '../../functions/test/api/registrationFixtures.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The focused element's accessible name as a person would hear it (its label, or its text). */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return 'the page body';
    const labelled = el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : null;
    return (labelled ?? el.getAttribute('aria-label') ?? el.textContent ?? '').trim();
  });

describe('joining a paid camp on a phone', () => {
  it('focuses Age, then Pay now, pays over the dialog, then focuses the ticket', async () => {
    const person = await createUser({ role: 'Participant', displayName: 'Farida Join' });
    const campName = `Phone Join Camp ${Date.now().toString(36)}`;
    const { id: campId } = await createCamp({ fee: 30, name: campName, startsInDays: 9, organizerUids: ['demo-organizer'] });
    // The fixture's picture is a placeholder the API tests never load: borrow a seeded camp's, so the page loads no 404.
    const { db } = adminServices();
    const seeded = await db.collection(COLLECTIONS.camps).limit(1).get();
    await db.collection(COLLECTIONS.camps).doc(campId).update({ Image: seeded.docs[0]!.get('Image') as string });
    const { page, context, consoleErrors } = await newPage(browser, { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    try {
      await logIn(page, { email: person.email, password: 'test-password' });
      await page.goto(`${SITE}/campDetail/${campId}`);
      await page.getByTestId('join-camp').click();
      const modal = page.getByTestId('registration-modal');
      await modal.waitFor(LOAD);

      // The facts are text (nothing read-only to tab through); the focus is on the first field to fill.
      const facts = modal.getByTestId('registration-facts');
      await expect(facts.innerText()).resolves.toContain(campName);
      await expect(facts.innerText()).resolves.toContain('$30.00');
      await expect(facts.innerText()).resolves.toContain(person.email);
      expect(await facts.locator('input').count()).toBe(0);
      await expect.poll(() => focusedName(page), LOAD).toMatch(/^Age/);
      const problems = await axeViolations(page);

      await page.keyboard.type('37');
      await modal.getByLabel('Gender').selectOption('Male');
      await modal.getByLabel('Phone number').fill('+44 20 7946 0031');
      await modal.getByLabel('Emergency contact').fill('+44 20 7946 0032');
      await modal.getByRole('checkbox', { name: /I agree/ }).check();
      await modal.getByRole('button', { name: 'Register' }).click();

      // The outcome, with the focus on what comes next: paying.
      const payNow = modal.getByRole('button', { name: 'Pay $30.00 now' });
      await payNow.waitFor(LOAD);
      await expect.poll(() => focusedName(page), LOAD).toBe('Pay $30.00 now');
      await expect(modal.getByTestId('registration-outcome').innerText()).resolves.toContain('Registration successful');
      await screenshot(page, 'join-outcome-phone');
      problems.push(...(await axeViolations(page)));
      const box = (await payNow.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);

      await page.keyboard.press('Enter');
      const payment = page.getByRole('dialog', { name: `Pay for ${campName}` });
      await payment.getByText('Test mode', { exact: true }).waitFor(LOAD);
      await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
      await payment.getByLabel('Expiry date').fill('12/34');
      await payment.getByLabel('CVC').fill('123');
      await payment.getByRole('button', { name: 'Pay $30.00' }).click();

      // Paid: the dialog says so and the focus is on the ticket; closing it lands on the way to the dashboard.
      const seeTicket = modal.getByRole('link', { name: 'See your ticket' });
      await seeTicket.waitFor(LOAD);
      await expect.poll(() => focusedName(page), LOAD).toBe('See your ticket');
      const id = await ownRegistrationIdOrThrow(campId, person.uid);
      const saved = await adminServices().db.collection(COLLECTIONS.registrations).doc(id).get();
      expect(saved.get('PaymentStatus')).toBe('Paid');
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden', ...LOAD });
      await expect.poll(() => focusedName(page), LOAD).toBe('your dashboard');
      expect(problems).toEqual([]);
      expect(failed).toEqual([]);
      expect(consoleErrors).toEqual([]);
    } catch (error) {
      await screenshot(page, 'join-and-pay-failed');
      throw error;
    } finally {
      await context.close();
    }
  });
});
