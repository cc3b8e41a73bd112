/**
 * Keyboard only: a participant registers for a paid camp, pays and leaves
 * feedback, and the organizer confirms her, without a single click. Every
 * control is reached with Tab (or Shift+Tab) and used with Enter, Space,
 * typing or the arrow keys; the page address is the only thing typed outside
 * the page. Each control reached must show where the focus is, and a dialog
 * closed with Escape gives the focus back to the button that opened it.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, type Registration } from '@campcare/domain';
import { LOAD, newPage, seededBrowser } from '../support/browser.ts';
import { adminServices, createUser, ownRegistrationIdOrThrow, SITE } from '../support/emulators.ts';
import { createCamp } from '../../functions/test/api/registrationFixtures.ts';

const ORGANIZER = { email: 'organizer@campcare.test', password: 'campcare-organizer' };

const browser = seededBrowser();

/** Whether the focused element draws a focus indicator (an outline or a ring). */
function focusIsVisible(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return false;
    const style = getComputedStyle(el);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
    return outline || ring;
  });
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `limit`
 * times, and checks the focus can be seen there.
 */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 80 } = {}): Promise<void> {
  await target.waitFor(LOAD);
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) {
      expect(await focusIsVisible(page), `no visible focus on ${await target.evaluate((el) => el.outerHTML.slice(0, 120))}`).toBe(true);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

async function logInByKeyboard(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.goto(`${SITE}/login`);
  const form = page.getByRole('form', { name: 'Log in with email' });
  await typeInto(page, form.getByLabel('Email'), account.email);
  await typeInto(page, form.locator('input[autocomplete="current-password"]'), account.password);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), LOAD);
}

describe('keyboard only', () => {
  it('register → pay → (organizer confirms) → feedback, with visible focus and focus returning from dialogs', async () => {
    const person = await createUser({ role: 'Participant', displayName: 'Keyra Tabsworth' });
    const campName = `Keyboard Eye Camp ${Date.now().toString(36)}`;
    const { id: campId } = await createCamp({ fee: 20, name: campName, startsInDays: 12, organizerUids: ['demo-organizer'] });
    const participant = await newPage(browser());
    const organizer = await newPage(browser());
    try {
      const { page } = participant;
      await logInByKeyboard(page, { email: person.email, password: person.password });

      // Register.
      await page.goto(`${SITE}/campDetail/${campId}`);
      await tabTo(page, page.getByTestId('join-camp'));
      await page.keyboard.press('Enter');
      const modal = page.getByTestId('registration-modal');
      await modal.waitFor(LOAD);
      await typeInto(page, modal.getByLabel('Age'), '41');
      const gender = modal.getByLabel('Gender');
      await tabTo(page, gender);
      await page.keyboard.type('Female');
      await expect(gender.inputValue()).resolves.toBe('Female');
      await typeInto(page, modal.getByLabel('Phone number'), '+44 20 7946 0021');
      await typeInto(page, modal.getByLabel('Emergency contact'), '+44 20 7946 0022');
      const consent = modal.getByRole('checkbox', { name: /I agree/ });
      await tabTo(page, consent);
      await page.keyboard.press('Space');
      await expect(consent.isChecked()).resolves.toBe(true);
      await tabTo(page, modal.getByRole('button', { name: 'Register' }));
      await page.keyboard.press('Enter');
      await page.getByText('Registration successful').waitFor(LOAD);
      await page.getByTestId('detail-registered').waitFor(LOAD);
      const id = await ownRegistrationIdOrThrow(campId, person.uid);

      // Pay: the dialog opens, is left with Escape (the focus goes back to Pay), opened again and used.
      await page.goto(`${SITE}/dashboard/userRegisteredCamps`);
      const row = page.getByTestId(`registration-${id}`);
      const payButton = row.getByRole('button', { name: `Pay for ${campName}` });
      await tabTo(page, payButton);
      await page.keyboard.press('Enter');
      const payment = page.getByRole('dialog');
      await payment.getByText('Test mode', { exact: true }).waitFor(LOAD);
      await page.keyboard.press('Escape');
      await payment.waitFor({ state: 'hidden', ...LOAD });
      await expect.poll(() => isFocused(payButton), LOAD).toBe(true);
      await page.keyboard.press('Enter');
      await payment.getByText('Test mode', { exact: true }).waitFor(LOAD);
      await typeInto(page, payment.getByLabel('Card number'), '4242 4242 4242 4242');
      await typeInto(page, payment.getByLabel('Expiry date'), '12/34');
      await typeInto(page, payment.getByLabel('CVC'), '123');
      const pay = payment.getByRole('button', { name: 'Pay $20.00' });
      await expect.poll(() => pay.isEnabled(), LOAD).toBe(true);
      await tabTo(page, pay);
      await page.keyboard.press('Enter');
      await page.getByText('Payment successful').waitFor(LOAD);
      await expect.poll(async () => (await row.textContent()) ?? '', LOAD).toContain('Paid');

      // The organizer confirms, from the keyboard too.
      const org = organizer.page;
      await logInByKeyboard(org, ORGANIZER);
      await org.goto(`${SITE}/dashboard/registeredCamps`);
      await typeInto(org, org.getByRole('searchbox', { name: 'Search by camp or participant' }), campName);
      const orgRow = org.getByTestId(`org-registration-${id}`);
      await tabTo(org, orgRow.getByRole('button', { name: /^Confirm/ }));
      await org.keyboard.press('Enter');
      const confirm = org.getByRole('alertdialog');
      await tabTo(org, confirm.getByRole('button', { name: 'Yes, confirm' }));
      await org.keyboard.press('Enter');
      await orgRow.getByText('Confirmed', { exact: true }).first().waitFor(LOAD);

      // Feedback: the live row turns Confirmed; the rating is chosen with the keyboard.
      await row.getByText('Confirmed', { exact: true }).waitFor(LOAD);
      const feedbackButton = row.getByRole('button', { name: `Give feedback on ${campName}` });
      await tabTo(page, feedbackButton, { backwards: true });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      const rating = dialog.getByLabel(/^Rating/);
      await tabTo(page, rating);
      await page.keyboard.type('5');
      await expect(rating.inputValue()).resolves.toBe('5');
      const message = `Reached every button with the keyboard ${Date.now().toString(36)}.`;
      await typeInto(page, dialog.getByLabel(/^Your feedback/), message);
      await tabTo(page, dialog.getByRole('button', { name: 'Send feedback' }));
      await page.keyboard.press('Enter');
      await page.getByText('Thank you for your feedback!').waitFor(LOAD);

      const saved = (await adminServices().db.collection(COLLECTIONS.registrations).doc(id).get()).data() as Registration;
      expect(saved).toMatchObject({ PaymentStatus: 'Paid', ConfirmationStatus: 'Confirmed', feedbackGiven: true });
    } finally {
      await participant.context.close();
      await organizer.context.close();
    }
  }, 300_000);
});
