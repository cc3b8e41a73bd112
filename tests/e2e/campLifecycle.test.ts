/**
 * Money and the camp lifecycle in a real browser, with the emulators' local
 * test provider: an organizer cancels a camp people paid for and the
 * participant sees Refunded in Payment History; a participant cancels a paid
 * registration before the cut-off and gets the refund.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, registrationId, type Booking } from '@campcare/domain';
import { logInAt, newPage, screenshot, seededBrowser } from '../support/browser.ts';
import { adminServices, api, signIn, SITE } from '../support/emulators.ts';
import { chooseMenuItem } from '../support/settled.ts';

const PARTICIPANT = { email: 'participant@campcare.test', password: 'campcare-participant' };
const ORGANIZER = { email: 'organizer@campcare.test', password: 'campcare-organizer' };
const LOAD = { timeout: 45_000 };

const browser = seededBrowser();

async function bookingsOf(regId: string): Promise<(Booking & { id: string })[]> {
  const snap = await adminServices().db.collection(COLLECTIONS.bookings).where('registrationId', '==', regId).get();
  return snap.docs.map((d) => ({ id: d.id, ...(d.data() as Booking) }));
}

/** The participant pays the seed's unpaid registration for Women's Health Check ($30) with the test card, through the API. */
async function payWomensHealthCheck(): Promise<string> {
  const user = await signIn(PARTICIPANT.email, PARTICIPANT.password);
  const regId = registrationId('camp-09', 'demo-participant');
  const intent = await api<{ paymentIntentId: string }>('POST', '/create-payment-stripe', { token: user.idToken, body: { registrationId: regId } });
  expect(intent.status).toBe(200);
  const card = { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Priya Sharma', email: PARTICIPANT.email };
  expect((await api('POST', `/local-payments/${intent.body.paymentIntentId}/confirm`, { token: user.idToken, body: card })).status).toBe(200);
  expect((await api('POST', '/booking', { token: user.idToken, body: { paymentIntentId: intent.body.paymentIntentId } })).status).toBe(200);
  return intent.body.paymentIntentId;
}

describe('an organizer cancels a camp people paid for', () => {
  it('refunds every paid registration; the participant sees Refunded in Payment History', async () => {
    const paymentIntentId = await payWomensHealthCheck();
    const organizer = await newPage(browser());
    try {
      await logInAt(organizer.page, `${SITE}/dashboard/manageCamps`, ORGANIZER);
      await organizer.page.getByLabel('Search camps').fill('Women');
      const row = organizer.page.getByTestId('camp-row-camp-09');
      await row.waitFor(LOAD);
      // People joined: the camp is cancelled, not deleted.
      await row.getByRole('button', { name: "More actions for Women's Health Check" }).click();
      const menu = organizer.page.getByRole('menu');
      await expect(menu.getByRole('menuitem', { name: /^Delete/ }).count()).resolves.toBe(0);
      await chooseMenuItem(menu.getByRole('menuitem', { name: /^Cancel camp/ }));
      const dialog = organizer.page.getByRole('dialog');
      await dialog.getByLabel(/Reason/).fill('The clinic building failed its safety inspection.');
      await screenshot(organizer.page, 'lifecycle-cancel-camp');
      await dialog.getByRole('button', { name: 'Cancel the camp' }).click();
      await organizer.page.getByText(/was cancelled\. Paid registrations are being refunded/).waitFor(LOAD);
      await row.waitFor({ state: 'detached', ...LOAD });
      // It stays in Manage Camps, among the cancelled camps, with its refunds counted (one paid registration).
      const cancelled = organizer.page.getByTestId('cancelled-camp-camp-09');
      await cancelled.getByText('Cancelled', { exact: true }).waitFor(LOAD);
      await expect.poll(() => cancelled.getByTestId('refund-progress').innerText(), LOAD).toMatch(/^\d+ of \d+ refunded$/);
      const [done, due] = (await cancelled.getByTestId('refund-progress').innerText()).match(/\d+/g)!.map(Number);
      expect(done).toBe(due);
      expect(due).toBeGreaterThanOrEqual(1);

      // The camp's own page says so, for everyone.
      await organizer.page.goto(`${SITE}/campDetail/camp-09`);
      await expect(organizer.page.getByTestId('cancellation-notice').textContent(LOAD)).resolves.toContain('failed its safety inspection');
      await expect(organizer.page.getByTestId('join-camp').isDisabled()).resolves.toBe(true);
    } finally {
      await organizer.context.close();
    }

    // The background job refunds every paid registration of the camp (the seed's and Priya's).
    await expect
      .poll(async () => (await adminServices().db.collection(COLLECTIONS.campCancellations).doc('camp-09').get()).get('status'), { timeout: 60_000 })
      .toBe('done');
    const paid = await adminServices().db.collection(COLLECTIONS.bookings).where('campId', '==', 'camp-09').get();
    expect(paid.size).toBeGreaterThan(1);
    expect(paid.docs.every((d) => d.get('paymentStatus') === 'Refunded')).toBe(true);

    const participant = await newPage(browser());
    try {
      await logInAt(participant.page, `${SITE}/dashboard/paymentHistory`, PARTICIPANT);
      const historyRow = participant.page.getByRole('row').filter({ hasText: paymentIntentId });
      await historyRow.waitFor(LOAD);
      await expect.poll(async () => (await historyRow.textContent()) ?? '', LOAD).toContain('Refunded');
      // A refunded payment reads so throughout its row: its confirmation says Cancelled, never Pending.
      await expect(historyRow.textContent()).resolves.toContain('Cancelled');
      await expect(historyRow.textContent()).resolves.not.toContain('Pending');
      await screenshot(participant.page, 'lifecycle-refunded-history');

      // The registration stays in Registered Camps, refunded and cancelled, with nothing left to pay.
      await participant.page.goto(`${SITE}/dashboard/userRegisteredCamps`);
      await participant.page.getByLabel('Search your camps').fill('Women');
      const registration = participant.page.getByTestId(`registration-${registrationId('camp-09', 'demo-participant')}`);
      await registration.waitFor(LOAD);
      await expect.poll(async () => (await registration.textContent()) ?? '', LOAD).toContain('Refunded');
      await expect(registration.textContent()).resolves.toContain('Cancelled');
      await expect(registration.textContent()).resolves.not.toContain('Pending');
      await expect(registration.getByRole('button', { name: /^Pay/ }).count()).resolves.toBe(0);
    } finally {
      await participant.context.close();
    }
  });
});

describe('a participant cancels a paid registration before the cut-off', () => {
  it('gets the fee back in full, and Payment History says Refunded', async () => {
    // Diabetes Check and Foot Care Day ($19.99, in 20 days): paid in the seed.
    const regId = registrationId('camp-02', 'demo-participant');
    const [booking] = await bookingsOf(regId);
    expect(booking?.paymentStatus).toBe('Paid');
    const { page, context } = await newPage(browser());
    try {
      await logInAt(page, `${SITE}/dashboard/userRegisteredCamps`, PARTICIPANT);
      const row = page.getByTestId(`registration-${regId}`);
      await row.waitFor(LOAD);
      const cancel = row.getByRole('button', { name: 'Cancel & refund registration for Diabetes Check and Foot Care Day' });
      await expect(cancel.textContent()).resolves.toBe('Cancel & refund');
      await cancel.click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog.textContent(LOAD)).resolves.toContain('$19.99 will be refunded in full');
      await dialog.getByRole('button', { name: 'Yes, cancel it' }).click();
      await page.getByText(/was cancelled and \$19\.99 refunded/).waitFor(LOAD);
      await row.waitFor({ state: 'detached', ...LOAD });

      await page.goto(`${SITE}/dashboard/paymentHistory`);
      const historyRow = page.getByRole('row').filter({ hasText: booking!.id });
      await historyRow.waitFor(LOAD);
      await expect.poll(async () => (await historyRow.textContent()) ?? '', LOAD).toContain('Refunded');
      await expect(historyRow.textContent()).resolves.toContain('Cancelled');
      await expect(historyRow.textContent()).resolves.not.toContain('Pending');
      await screenshot(page, 'lifecycle-participant-refund');
    } finally {
      await context.close();
    }
    const refunds = await adminServices().db.collection('localPayments').where('paymentIntentId', '==', booking!.id).get();
    expect(refunds.docs.map((d) => d.get('amount'))).toEqual([1999]);
  });
});
