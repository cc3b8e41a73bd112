/**
 * The waiting list in a real browser, on the seed's full camp (camp-12,
 * Capacity 6): the camp page says it is full and Lena joins the waiting list
 * (fourth in line); Sam, offered the seat that freed up, accepts it in his
 * dashboard and can pay for it; the organizer sees the line in order.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, registrationId, type Camp, type Registration } from '@campcare/domain';
import { LOAD, logIn, newPage, openDashboard, screenshot, seededBrowser } from '../support/browser.ts';
import { adminServices, ownRegistrationIdOrThrow, SITE } from '../support/emulators.ts';
import { chooseMenuItem } from '../support/settled.ts';

const SAM = { email: 'sam@campcare.test', password: 'campcare-participant' };
const LENA = { email: 'lena@campcare.test', password: 'campcare-participant' };
const ORGANIZER_2 = { email: 'organizer2@campcare.test', password: 'campcare-organizer' };
const FULL_CAMP = 'camp-12';

const browser = seededBrowser();

const doc = async <T>(collection: string, id: string) => (await adminServices().db.collection(collection).doc(id).get()).data() as T | undefined;

describe('the waiting list', () => {
  it('a full camp says so, and a participant joins its waiting list', async () => {
    const { page } = await newPage(browser());
    try {
      await logIn(page, LENA);
      await page.goto(`${SITE}/campDetail/${FULL_CAMP}`);
      await page.getByTestId('seats-left').waitFor(LOAD);
      await expect(page.getByTestId('seats-left').innerText()).resolves.toBe('Full - join the waiting list');
      const join = page.getByTestId('join-camp');
      await expect(join.innerText()).resolves.toBe('Join the waiting list');
      await join.click();
      const modal = page.getByTestId('registration-modal');
      await modal.waitFor(LOAD);
      await modal.getByLabel('Age').fill('29');
      await modal.getByLabel('Gender').selectOption('Female');
      await modal.getByLabel('Phone number').fill('+44 20 7946 0018');
      await modal.getByLabel('Emergency contact').fill('+44 20 7946 0019');
      await modal.getByRole('checkbox', { name: /I agree/ }).check();
      await modal.getByRole('button', { name: 'Register' }).click();
      await page.getByText('The camp is full: you are number 4 on the waiting list').waitFor(LOAD);
      await page.getByTestId('detail-registered').getByText('You are on the waiting list').waitFor(LOAD);
      const lena = await adminServices().auth.getUserByEmail(LENA.email);
      // A registration made now has an id of its own (only the seed's older ones are {campId}_{uid}).
      const lenaRegistration = await ownRegistrationIdOrThrow(FULL_CAMP, lena.uid);
      expect(await doc<Registration>(COLLECTIONS.registrations, lenaRegistration)).toMatchObject({
        waitlistStatus: 'Waiting',
        waitlistPosition: 4,
      });
      // The form's health details are kept apart from the registration.
      expect(await doc<{ age: number }>(COLLECTIONS.healthDetails, lenaRegistration)).toMatchObject({ age: 29 });

      await openDashboard(page, '/userRegisteredCamps');
      const row = page.getByTestId(`registration-${lenaRegistration}`);
      await row.getByTestId('waitlist-status').getByText('Waiting list #4').waitFor(LOAD);
      // No Pay button while waiting.
      expect(await row.getByRole('button', { name: /^Pay for/ }).count()).toBe(0);
    } catch (error) {
      await screenshot(page, 'waitlist-join-failed');
      throw error;
    }
  });

  it('a waitlisted participant accepts the seat offered to him, and may then pay', async () => {
    const { page } = await newPage(browser());
    const id = registrationId(FULL_CAMP, 'demo-sam');
    try {
      await openDashboard(page, '/userRegisteredCamps', SAM);
      const row = page.getByTestId(`registration-${id}`);
      const offer = row.getByTestId('seat-offer');
      await offer.waitFor(LOAD);
      await expect(offer.innerText()).resolves.toMatch(/Offered until/);
      await screenshot(page, 'waitlist-seat-offered');
      await offer.getByRole('button', { name: /^Accept seat at/ }).click();
      await page.getByText(/Your seat at .* is confirmed: you can pay now/).waitFor(LOAD);
      // The live table turns the row into a normal registration with its Pay button.
      await row.getByRole('button', { name: /^Pay for/ }).waitFor(LOAD);
      expect(await doc<Registration>(COLLECTIONS.registrations, id)).toMatchObject({
        waitlistStatus: null,
        PaymentStatus: 'Unpaid',
        ConfirmationStatus: 'Pending',
      });
      expect(await doc<Camp>(COLLECTIONS.camps, FULL_CAMP)).toMatchObject({ ParticipantCount: 6, seatsOffered: 0 });
    } catch (error) {
      await screenshot(page, 'waitlist-accept-failed');
      throw error;
    }
  });

  it('the organizer sees the line in order, on a phone', async () => {
    const { page } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    try {
      await openDashboard(page, '/manageCamps', ORGANIZER_2);
      await page.getByLabel('Search camps').fill('hearing');
      // The search reloads the table: click once it shows the one camp found, or the reload would close the dialog.
      await expect.poll(() => page.locator('[data-testid^="camp-row-"]').count(), LOAD).toBe(1);
      await page.getByTestId(`camp-row-${FULL_CAMP}`).getByRole('button', { name: /^More actions for / }).click();
      await chooseMenuItem(page.getByRole('menuitem', { name: 'Waiting list (4)' }));
      const dialog = page.getByTestId('waitlist-dialog');
      await dialog.getByText('Chloé Dubois').waitFor(LOAD);
      const rows = await dialog.locator('tbody tr').allInnerTexts();
      // Sam took his seat; Lena joined last.
      expect(rows.map((r) => r.split('\t')[0]!.trim())).toEqual(['1', '2', '3', '4']);
      expect(rows[0]).toContain('Chloé Dubois');
      expect(rows[3]).toContain('lena@campcare.test');
      // The camp's long name, wrapped on a phone, stays clear of the corner × rather than running under it.
      const title = await dialog.getByRole('heading').boundingBox();
      const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox();
      expect(title!.x + title!.width).toBeLessThanOrEqual(close!.x);
    } catch (error) {
      await screenshot(page, 'waitlist-organizer-failed');
      throw error;
    }
  });
});
