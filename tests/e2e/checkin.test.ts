/**
 * Tickets and the Check-in page in a real browser, on the seed. The
 * participant's ticket is shown as a QR code; the camp's organizer opens the
 * Check-in page from Manage Camps and checks people in by holding that very
 * code up to the camera (Chromium's fake camera plays a video of it), by
 * name, by a ticket code typed into the same search, and with the network down (the scans wait on the phone, marked
 * pending, and are sent when it returns; one already checked in says so).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, registrationId, ticketQrText, type Registration } from '@campcare/domain';
import { launchBrowser, LOAD, newPage, openDashboard, screenshot } from '../support/browser.ts';
import { adminServices, resetAndSeed } from '../support/emulators.ts';
import { fakeCameraShowing } from '../support/fakeCamera.ts';

const PARTICIPANT = { email: 'participant@campcare.test', password: 'campcare-participant' };
// Helena runs camp-06, a free vaccination drive in a few days, which Priya and ten others joined.
const HELENA = { email: 'organizer2@campcare.test', password: 'campcare-organizer' };
const CAMP_ID = 'camp-06';
const PRIYA = registrationId(CAMP_ID, 'demo-participant');
const BY_NAME = registrationId(CAMP_ID, 'p-01');
const OFFLINE = registrationId(CAMP_ID, 'p-03');
const BY_CODE = registrationId(CAMP_ID, 'p-05');

const videos = mkdtempSync(join(tmpdir(), 'campcare-camera-'));
const browsers: Browser[] = [];

beforeAll(async () => {
  await resetAndSeed();
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
});

async function registration(id: string): Promise<Registration> {
  return (await adminServices().db.collection(COLLECTIONS.registrations).doc(id).get()).data() as Registration;
}

/** A browser whose camera shows these tickets' QR codes in turn. */
async function browserWithCamera(name: string, tickets: string[]): Promise<Browser> {
  const browser = await launchBrowser(fakeCameraShowing(join(videos, `${name}.y4m`), tickets));
  browsers.push(browser);
  return browser;
}

async function openCheckIn(page: Page) {
  await openDashboard(page, '/manageCamps', HELENA);
  const campName = (await adminServices().db.collection(COLLECTIONS.camps).doc(CAMP_ID).get()).get('CampName') as string;
  await page.getByRole('searchbox', { name: 'Search camps' }).fill(campName);
  await page.getByRole('link', { name: `Check-in for ${campName}` }).click(LOAD);
  await page.waitForURL(`**/dashboard/check-in/${CAMP_ID}`, LOAD);
  await page.getByRole('heading', { name: `Check-in: ${campName}` }).waitFor(LOAD);
}

const counts = (page: Page) => page.getByTestId('checkin-counts');
const result = (page: Page) => page.getByTestId('checkin-result');

describe('tickets and check-in', () => {
  it('the participant sees their ticket as a QR code, with the camp and the code, ready to print', async () => {
    const browser = await launchBrowser();
    browsers.push(browser);
    const { page, context } = await newPage(browser);
    try {
      const priya = await registration(PRIYA);
      await openDashboard(page, '/userRegisteredCamps', PARTICIPANT);
      // Her own registration's row: the seed's family registers her daughter for the same camp too.
      await page.getByTestId(`registration-${PRIYA}`).getByRole('button', { name: `Show ticket for ${priya.CampName}` }).click(LOAD);
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByTestId('ticket-code').textContent(LOAD)).resolves.toBe(priya.ticket);
      await dialog.getByTestId('ticket-qr').waitFor(LOAD);
      expect(await dialog.getByTestId('ticket-qr').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      await expect(dialog.getByRole('button', { name: 'Print ticket' }).isVisible()).resolves.toBe(true);
      // On paper only the ticket is printed (the open dialog hides the page from role queries, hence the plain h1).
      await page.emulateMedia({ media: 'print' });
      expect(await page.locator('h1', { hasText: 'Registered Camps' }).evaluate((el) => getComputedStyle(el).visibility)).toBe('hidden');
      expect(await dialog.getByTestId('ticket-code').evaluate((el) => getComputedStyle(el).visibility)).toBe('visible');
      await screenshot(page, 'ticket-print');
    } finally {
      await context.close();
    }
  });

  it('the organizer scans the ticket with the camera, then checks someone in by name, and someone by a typed ticket code', async () => {
    const priya = await registration(PRIYA);
    const browser = await browserWithCamera('priya', [ticketQrText(priya.ticket!, priya.ticketSignature)]);
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 }, permissions: ['camera'] });
    try {
      await openCheckIn(page);
      const before = await counts(page).textContent();
      const expected = Number(/\/ (\d+) expected/.exec(before ?? '')?.[1]);
      expect(expected).toBeGreaterThan(2);
      expect(before).toBe(`0 checked in / ${expected} expected`);

      await page.getByRole('button', { name: 'Scan tickets' }).click();
      await result(page).getByText(`✓ Checked in: ${priya.ParticipantName}`).waitFor(LOAD);
      await counts(page).getByText(`1 checked in / ${expected} expected`).waitFor(LOAD);
      const scanned = await registration(PRIYA);
      expect(scanned.checkedInAt).toBeTruthy();
      expect(scanned.checkedInBy).toBe('demo-organizer-2');
      await screenshot(page, 'checkin-scanned');

      const maria = await registration(BY_NAME);
      await page.getByRole('button', { name: 'Stop camera' }).click();
      await page.getByRole('searchbox', { name: 'Find a participant by name, email or ticket code' }).fill(maria.ParticipantName.split(' ')[0]!);
      await page.getByRole('button', { name: `Check in ${maria.ParticipantName}` }).click(LOAD);
      await result(page).getByText(`✓ Checked in: ${maria.ParticipantName}`).waitFor(LOAD);
      await counts(page).getByText(`2 checked in / ${expected} expected`).waitFor(LOAD);
      await page.getByTestId(`attendee-${BY_NAME}`).getByText(/^In at /).waitFor(LOAD);
      expect((await registration(BY_NAME)).checkedInAt).toBeTruthy();

      // Someone whose QR code will not scan reads out the code under it: typed into the same search, it finds them.
      const byCode = await registration(BY_CODE);
      const search = page.getByRole('searchbox', { name: 'Find a participant by name, email or ticket code' });
      await search.fill(byCode.ticket!);
      await expect.poll(() => page.locator('[data-testid^="attendee-"]').count(), LOAD).toBe(1);
      await page.getByRole('button', { name: `Check in ${byCode.ParticipantName}` }).click(LOAD);
      await result(page).getByText(`✓ Checked in: ${byCode.ParticipantName}`).waitFor(LOAD);
      await counts(page).getByText(`3 checked in / ${expected} expected`).waitFor(LOAD);
      expect((await registration(BY_CODE)).checkedInAt).toBeTruthy();
    } finally {
      await context.close();
    }
  });

  it('scans made offline are admitted on the phone from its door list and sent when the network returns; one already in is not admitted again', async () => {
    const zoe = await registration(OFFLINE);
    const priya = await registration(PRIYA);
    expect(zoe.checkedInAt).toBeUndefined();
    expect(priya.checkedInAt).toBeTruthy();
    const browser = await browserWithCamera('offline', [ticketQrText(zoe.ticket!, zoe.ticketSignature), ticketQrText(priya.ticket!, priya.ticketSignature)]);
    const { page, context } = await newPage(browser, { viewport: { width: 390, height: 844 }, permissions: ['camera'] });
    try {
      await openCheckIn(page);
      await context.setOffline(true);
      await page.getByTestId('checkin-connection').getByText('No network').waitFor(LOAD);

      await page.getByRole('button', { name: 'Scan tickets' }).click();
      // Priya's code is shown second: the phone's list says she is in, so she is not admitted again.
      await result(page).getByText(`${priya.ParticipantName} was already checked in at`).waitFor(LOAD);
      const pending = page.getByTestId('checkin-pending');
      await pending.getByText('Waiting for the network (1)').waitFor(LOAD);
      await pending.getByText(zoe.ParticipantName).waitFor(LOAD);
      await screenshot(page, 'checkin-offline-pending');
      // Nothing reached the server, and the admission is kept on the device (IndexedDB).
      expect((await registration(OFFLINE)).checkedInAt).toBeUndefined();
      expect(await page.evaluate(() => localStorage.getItem('campcare:check-in-queue'))).toBeNull();

      await page.getByRole('button', { name: 'Stop camera' }).click();
      await context.setOffline(false);
      await pending.waitFor({ state: 'detached', ...LOAD });
      await result(page).getByText(`✓ Checked in: ${zoe.ParticipantName} (sent now that the network is back)`).waitFor(LOAD);
      const sent = await registration(OFFLINE);
      expect(sent.checkedInAt).toBeTruthy();
      expect(sent.checkedInBy).toBe('demo-organizer-2');
      expect((await registration(PRIYA)).checkedInAt).toBe(priya.checkedInAt);
      await counts(page).getByText(/^4 checked in \//).waitFor(LOAD);
    } finally {
      await context.close();
    }
  });
});
