/**
 * Payments in a real browser, with the emulators' default local test
 * provider: a participant pays a camp fee with Stripe's test cards in the
 * look-alike card form, and a visitor donates through the local TEST MODE
 * checkout page (and gets the thank-you mail).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, registrationId, type Registration } from '@campcare/domain';
import { logIn, newPage, screenshot, seededBrowser } from '../support/browser.ts';
import { adminServices, SITE } from '../support/emulators.ts';
import { waitForMails } from '../support/maildev.ts';

const PARTICIPANT = { email: 'participant@campcare.test', password: 'campcare-participant' };
// The demo participant's Unpaid registration in the seed: Women's Health Check, $30.
const UNPAID_ID = registrationId('camp-09', 'demo-participant');
const CAMP_NAME = "Women's Health Check";
const LOAD = { timeout: 45_000 };

const browser = seededBrowser();

async function registration(): Promise<Registration> {
  const snapshot = await adminServices().db.collection(COLLECTIONS.registrations).doc(UNPAID_ID).get();
  return snapshot.data() as Registration;
}

async function openPaymentModal(page: Page) {
  await page.goto(`${SITE}/dashboard/userRegisteredCamps`);
  const row = page.getByTestId(`registration-${UNPAID_ID}`);
  await row.waitFor(LOAD);
  await row.getByRole('button', { name: `Pay for ${CAMP_NAME}` }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('Test mode', { exact: true }).waitFor(LOAD);
  return dialog;
}

describe('camp fee payment with the local test provider', () => {
  it('shows a decline under the form and leaves the registration Unpaid, then pays with 4242', async () => {
    const { page, context } = await newPage(browser());
    try {
      await logIn(page, PARTICIPANT);
      const dialog = await openPaymentModal(page);
      await expect(dialog.getByTestId('payment-amount').textContent()).resolves.toBe('$30.00');
      await expect(dialog.getByLabel('Name on card').inputValue()).resolves.toBe('Priya Sharma');
      await expect(dialog.getByLabel('Email').inputValue()).resolves.toBe(PARTICIPANT.email);

      const pay = dialog.getByRole('button', { name: 'Pay $30.00' });
      await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
      await dialog.getByLabel('Expiry date').fill('12/34');
      await dialog.getByLabel('CVC').fill('123');
      // Enabled once the server has created the PaymentIntent (the client secret exists).
      await expect.poll(() => pay.isEnabled(), LOAD).toBe(true);
      await pay.click();
      await expect(dialog.getByTestId('card-error').textContent(LOAD)).resolves.toBe('Your card was declined. Please try another card.');
      expect((await registration()).PaymentStatus).toBe('Unpaid');
      await screenshot(page, 'payments-declined');

      await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
      await pay.click();
      await page.getByText('Payment successful').waitFor(LOAD);
      await dialog.waitFor({ state: 'hidden', ...LOAD });
      await expect
        .poll(async () => (await page.getByTestId(`registration-${UNPAID_ID}`).textContent()) ?? '', LOAD)
        .toContain('Paid');
      await expect(page.getByTestId(`registration-${UNPAID_ID}`).getByRole('button', { name: `Pay for ${CAMP_NAME}` }).count()).resolves.toBe(0);

      expect((await registration()).PaymentStatus).toBe('Paid');
      const bookings = await adminServices().db.collection(COLLECTIONS.bookings).where('registrationId', '==', UNPAID_ID).get();
      expect(bookings.size).toBe(1);
      const transactionId = bookings.docs[0]!.id;
      expect(bookings.docs[0]!.get('amount')).toBe(3000);

      await page.goto(`${SITE}/dashboard/paymentHistory`);
      const historyRow = page.getByRole('row').filter({ hasText: transactionId });
      await historyRow.waitFor(LOAD);
      await expect(historyRow.textContent()).resolves.toContain(CAMP_NAME);
      await screenshot(page, 'payments-history');
    } finally {
      await context.close();
    }
  });
});

describe('donations with the local test checkout', () => {
  async function donateNow(page: Page) {
    await page.goto(`${SITE}/`);
    await page.getByRole('button', { name: 'Donate Now' }).first().click();
    await page.waitForURL(/\/test-checkout\/cs_local_[0-9a-f]+$/, LOAD);
    await page.getByText('TEST MODE', { exact: true }).waitFor(LOAD);
    await expect(page.getByTestId('checkout-amount').textContent(LOAD)).resolves.toBe('$1,000.00');
  }

  it('Donate Now → test checkout → email → Pay returns to /success_payment, records the donation and mails the thank-you', async () => {
    const { page, context } = await newPage(browser());
    try {
      const before = (await adminServices().db.collection(COLLECTIONS.donations).get()).size;
      await donateNow(page);
      const sessionId = page.url().split('/').pop()!;
      await screenshot(page, 'payments-test-checkout');
      // As Stripe's page, it wants an address for the receipt first.
      await page.getByRole('button', { name: 'Pay $1,000.00' }).click();
      await expect(page.getByText('Enter your email address: the receipt is sent there.').textContent(LOAD)).resolves.toBeTruthy();
      expect(page.url()).toContain('/test-checkout/');
      const donor = `e2e-donor-${Date.now()}@example.org`;
      await page.getByLabel('Email').fill(donor);
      await page.getByRole('button', { name: 'Pay $1,000.00' }).click();
      await page.waitForURL(/\/success_payment$/, LOAD);
      await expect(page.getByTestId('payment-alert').textContent(LOAD)).resolves.toContain('Payment successful');
      const donation = await adminServices().db.collection(COLLECTIONS.donations).doc(sessionId).get();
      expect(donation.data()).toMatchObject({ amount: 1000, currency: 'usd' });
      expect((await adminServices().db.collection(COLLECTIONS.donations).get()).size).toBe(before + 1);
      const [thanks] = await waitForMails(donor, { subject: 'Thank you for your donation of $1,000.00', timeoutMs: 90_000 });
      expect(thanks!.text).toContain(sessionId);
    } finally {
      await context.close();
    }
  });

  it('Cancel returns to /cancel_payment and records nothing', async () => {
    const { page, context } = await newPage(browser());
    try {
      const before = (await adminServices().db.collection(COLLECTIONS.donations).get()).size;
      await donateNow(page);
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL(/\/cancel_payment$/, LOAD);
      await expect(page.getByTestId('payment-alert').textContent(LOAD)).resolves.toContain('cancel');
      expect((await adminServices().db.collection(COLLECTIONS.donations).get()).size).toBe(before);
    } finally {
      await context.close();
    }
  });
});
