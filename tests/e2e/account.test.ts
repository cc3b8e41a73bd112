/**
 * The participant's rights in the browser: Profile's "Download my data"
 * saves one JSON file holding her registrations, health details, payments,
 * reviews, consents and access log; "Delete my account" asks for a typed
 * confirmation and, with a paid camp still to come, what to do with it,
 * then signs out, and the account cannot sign in again.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, DELETED_ACCOUNT_NAME, type PersonalDataExport } from '@campcare/domain';
import { LOAD, newPage, openDashboard, seededBrowser } from '../support/browser.ts';
import { SITE, adminServices, api, createUser } from '../support/emulators.ts';
import { createCamp, markPaid, registerOrThrow } from '../../functions/test/api/registrationFixtures.ts';

const PARTICIPANT = { email: 'participant@campcare.test', password: 'campcare-participant' };

const browser = seededBrowser();

describe('download my data', () => {
  it('Profile saves one JSON file with everything kept about her', async () => {
    const { page, context } = await newPage(browser(), { acceptDownloads: true });
    try {
      await openDashboard(page, '/profile', PARTICIPANT);
      const button = page.getByTestId('download-my-data').getByRole('button', { name: 'Download my data' });
      await button.waitFor(LOAD);
      const [download] = await Promise.all([page.waitForEvent('download', LOAD), button.click()]);
      expect(download.suggestedFilename()).toMatch(/^campcare-my-data-\d{4}-\d{2}-\d{2}\.json$/);
      const file = JSON.parse(readFileSync(await download.path(), 'utf8')) as PersonalDataExport;

      const { db } = adminServices();
      const [registrations, bookings, accesses] = await Promise.all(
        [COLLECTIONS.registrations, COLLECTIONS.bookings, COLLECTIONS.accessLog].map((c) =>
          db.collection(c).where('participantUid', '==', 'demo-participant').get(),
        ),
      );
      expect(file.account).toMatchObject({ uid: 'demo-participant', email: PARTICIPANT.email });
      expect(file.registrations.map((r) => r._id).sort()).toEqual(registrations!.docs.map((d) => d.id).sort());
      expect(file.registrations.some((r) => r.healthDetails?.phoneNumber === '5550162048')).toBe(true);
      expect(file.payments.map((p) => p._id).sort()).toEqual(bookings!.docs.map((d) => d.id).sort());
      expect(file.reviews.length).toBe(registrations!.docs.filter((d) => d.get('feedbackGiven') === true).length);
      expect(file.consents.length).toBe(registrations!.size);
      expect(file.accessLog.length).toBe(accesses!.size);
    } finally {
      await context.close();
    }
  });
});

describe('delete my account', () => {
  it('asks for DELETE and for a choice about a paid camp to come, signs out, and the account is gone', async () => {
    const person = await createUser({ role: 'Participant', displayName: 'Marisol Quennell' });
    const { id: campId } = await createCamp({ fee: 35, name: 'Quennell Eye Camp', startsInDays: 15, organizerUids: ['demo-organizer'] });
    const registrationId = await registerOrThrow(person, campId);
    await markPaid(registrationId);
    const { page, context } = await newPage(browser());
    try {
      await openDashboard(page, '/profile', { email: person.email, password: person.password });
      await page.getByTestId('delete-account').getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByTestId('delete-account-dialog');
      await dialog.waitFor(LOAD);
      const confirm = dialog.getByRole('button', { name: 'Delete my account' });

      // Nothing is sent until DELETE is typed.
      await confirm.click();
      await dialog.getByText('Type DELETE to confirm.').waitFor(LOAD);
      await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
      await confirm.click();

      // The server names the paid camp still to come; a choice is needed.
      const paid = dialog.getByTestId('paid-upcoming-camps');
      await paid.getByText(/Quennell Eye Camp/).waitFor(LOAD);
      await confirm.click();
      await dialog.getByText('Choose what happens to your paid camps.').waitFor(LOAD);
      await dialog.getByText('Keep my seats (no refund; they stay without my name)').click();
      await confirm.click();

      await page.getByText('Your account was deleted. Thank you for using CampCare.').waitFor(LOAD);
      await page.waitForURL(`${SITE}/`, LOAD);
      await expect(adminServices().auth.getUser(person.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
      // The paid seat was kept, without her.
      const kept = await adminServices().db.collection(COLLECTIONS.registrations).where('campId', '==', campId).get();
      expect(kept.docs.map((d) => [d.get('ParticipantName'), d.get('PaymentStatus')])).toEqual([[DELETED_ACCOUNT_NAME, 'Paid']]);
      expect((await api('GET', '/me/export', { token: person.idToken })).status).toBe(401);

      // Signing in again fails.
      await page.goto(`${SITE}/login`);
      const form = page.getByRole('form', { name: 'Log in with email' });
      await form.getByLabel('Email').fill(person.email);
      await form.locator('input[autocomplete="current-password"]').fill(person.password);
      await form.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByText(/no account with this email|email or password is incorrect/i).first().waitFor(LOAD);
      expect(new URL(page.url()).pathname).toBe('/login');
    } finally {
      await context.close();
    }
  }, 300_000);
});
