/**
 * Camp dates, mail and calendar files in a real browser: a camp's time is
 * typed and shown on the camp's own clock, named, whatever the zone of the
 * organizer's or the visitor's browser; a participant's registration mail
 * reaches the local inbox (MailDev, read through its REST API); Add to
 * calendar downloads the camp's .ics from the camp page and from Registered
 * Camps; Profile turns reminders off.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, nameKeyFor, searchTokensFor, type Camp } from '@campcare/domain';
import { campCalendarFileName } from '@campcare/domain/calendar';
import { ROOT } from '../../scripts/lib/emulators.ts';
import { LOAD, logIn, newPage, openDashboard, seededBrowser } from '../support/browser.ts';
import { adminServices, createUser, ownRegistrationIdOrThrow, SITE } from '../support/emulators.ts';
import { attachmentText, parseCalendar, waitForMails, type ParsedCalendarEvent } from '../support/maildev.ts';

const ORGANIZER = { email: 'organizer@campcare.test', password: 'campcare-organizer' };
const CAMP_IMAGE = join(ROOT, 'scripts', 'seed', 'images', 'camp-05.jpg');

const browser = seededBrowser();

function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${label}`));
}

async function campByName(name: string): Promise<(Camp & { id: string }) | undefined> {
  const snap = await adminServices().db.collection(COLLECTIONS.camps).where('CampName', '==', name).get();
  const doc = snap.docs[0];
  return doc ? { ...(doc.data() as Camp), id: doc.id } : undefined;
}

/**
 * A free camp ten days ahead at 10:00 in Dhaka, written as the camps API
 * writes one, with the picture of a seeded camp (so the page loads it).
 */
async function dhakaCampOnSeed(name: string): Promise<{ id: string; camp: Camp }> {
  const { db } = adminServices();
  const picture = (await db.collection(COLLECTIONS.camps).doc('camp-02').get()).get('Image') as string;
  const start = new Date(Date.now() + 10 * 86_400_000);
  start.setUTCHours(4, 0, 0, 0);
  const now = new Date().toISOString();
  const location = 'Mohammadpur Community Hall, Dhaka';
  const professional = 'Dr. Kamal Hossain, Audiologist';
  const camp: Camp = {
    CampName: name,
    Image: picture,
    CampFees: 0,
    DateTime: start.toISOString(),
    Location: location,
    HealthcareProfessional: professional,
    Description: 'Free hearing tests for adults and children, with advice on hearing aids.',
    TimeZone: 'Asia/Dhaka',
    refundCutoffHours: 48,
    ParticipantCount: 0,
    searchTokens: searchTokensFor(name, location, professional),
    nameKey: nameKeyFor(name),
    createdAt: now,
    updatedAt: now,
    createdBy: 'demo-organizer',
    organizerUids: ['demo-organizer'],
  };
  const ref = db.collection(COLLECTIONS.camps).doc();
  await ref.set(camp);
  return { id: ref.id, camp };
}

/** Clicks a button that downloads a calendar file; answers the file's name and its event. */
async function downloadCalendar(page: Page, button: Locator): Promise<{ file: string; event: ParsedCalendarEvent }> {
  const [download] = await Promise.all([page.waitForEvent('download', LOAD), button.click()]);
  const path = await download.path();
  return { file: download.suggestedFilename(), event: parseCalendar(readFileSync(path, 'utf8')) };
}

describe('camp time zones', () => {
  it('an organizer in New York adds a camp at 09:00 Dhaka time; a visitor in Lisbon reads 09:00 Dhaka time', async () => {
    const name = `Dhaka Foot Care Day ${Date.now().toString(36)}`;
    const organizer = await newPage(browser(), { timezoneId: 'America/New_York' });
    try {
      await openDashboard(organizer.page, '/addACamp', ORGANIZER);
      // A new camp starts in the organizer's own zone.
      await expect(field(organizer.page, 'Time zone').inputValue()).resolves.toBe('America/New_York');
      await field(organizer.page, 'Camp name').fill(name);
      await field(organizer.page, 'Camp fees').fill('0');
      await field(organizer.page, 'Date and time').fill('2030-03-14T09:00');
      await field(organizer.page, 'Time zone').selectOption('Asia/Dhaka');
      await field(organizer.page, 'Location').fill('Mirpur Community Clinic, Dhaka');
      await field(organizer.page, 'Healthcare professional').fill('Dr. Farhana Akter, Podiatrist');
      await field(organizer.page, 'Description').fill('Foot checks for people with diabetes, with advice on footwear.');
      await organizer.page.getByLabel('Image').setInputFiles(CAMP_IMAGE);
      await organizer.page.getByRole('button', { name: 'Add camp' }).click();
      await organizer.page.getByText(`${name} was added.`).waitFor(LOAD);
    } finally {
      await organizer.context.close();
    }

    const camp = await campByName(name);
    // 09:00 in Dhaka (UTC+6) is 03:00 UTC.
    expect(camp).toMatchObject({ TimeZone: 'Asia/Dhaka', DateTime: '2030-03-14T03:00:00.000Z' });

    const visitor = await newPage(browser(), { timezoneId: 'Europe/Lisbon' });
    try {
      await visitor.page.goto(`${SITE}/campDetail/${camp!.id}`);
      await visitor.page.getByText('Thu, Mar 14, 2030, 9:00 AM Dhaka time (GMT+6)').waitFor(LOAD);
      expect(visitor.consoleErrors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });
});

describe('mail and calendar', () => {
  it('a participant registers: the mail shows up in the local inbox; Add to calendar on the camp page and in Registered Camps downloads the camp’s .ics', async () => {
    const name = `Dhaka Hearing Day ${Date.now().toString(36)}`;
    const { id: campId, camp } = await dhakaCampOnSeed(name);
    const who = await createUser({ role: 'Participant', displayName: 'Mahmud Mailbox' });
    const { page, context } = await newPage(browser(), { timezoneId: 'America/Chicago', acceptDownloads: true });
    try {
      await logIn(page, { email: who.email, password: 'test-password' });
      await page.goto(`${SITE}/campDetail/${campId}`);
      await page.getByTestId('join-camp').click();
      const modal = page.getByTestId('registration-modal');
      await modal.waitFor(LOAD);
      await modal.getByLabel('Age').fill('41');
      await modal.getByLabel('Gender').selectOption('Male');
      await modal.getByLabel('Phone number').fill('+880 1712 345678');
      await modal.getByLabel('Emergency contact').fill('+880 1712 345679');
      await modal.getByRole('checkbox', { name: /I agree/ }).check();
      await modal.getByRole('button', { name: 'Register' }).click();
      await page.getByText('Registration successful').waitFor(LOAD);
      await page.keyboard.press('Escape');
      await modal.waitFor({ state: 'hidden', ...LOAD });

      // The inbox (MailDev's REST API) holds exactly one mail about it, for this participant.
      const [mail, ...more] = await waitForMails(who.email, { subject: `Registration received: ${name}`, timeoutMs: 90_000 });
      expect(more).toEqual([]);
      expect(mail!.text).toContain('Dhaka time (GMT+6)');
      // No health details in mails.
      expect(mail!.text).not.toMatch(/1712 34567|\b41\b|Male/);

      const expected = { summary: name, location: camp.Location, zone: 'Asia/Dhaka', start: camp.DateTime };
      const fromCampPage = await downloadCalendar(page, page.getByRole('button', { name: `Add to calendar: ${name}` }));
      expect(fromCampPage.file).toBe(campCalendarFileName(name));
      expect(fromCampPage.event).toMatchObject(expected);
      expect(Date.parse(fromCampPage.event.end) - Date.parse(fromCampPage.event.start)).toBe(3 * 3_600_000);

      await openDashboard(page, '/userRegisteredCamps');
      const row = page.getByTestId(`registration-${await ownRegistrationIdOrThrow(campId, who.uid)}`);
      await row.waitFor(LOAD);
      const fromDashboard = await downloadCalendar(page, row.getByRole('button', { name: `Add to calendar: ${name}` }));
      expect(fromDashboard.event).toMatchObject(expected);
      // One event: the mail's file and the site's share the camp's UID.
      const fromMail = parseCalendar(await attachmentText(mail!, campCalendarFileName(name)));
      expect(fromDashboard.event.uid).toBe(fromMail.uid);
    } finally {
      await context.close();
    }
  });

  it('Profile turns reminders off and on', async () => {
    const who = await createUser({ role: 'Participant', displayName: 'Rehana Reminders' });
    const { page, context } = await newPage(browser());
    try {
      await openDashboard(page, '/profile', { email: who.email, password: 'test-password' });
      const card = page.getByTestId('mail-preferences');
      const toggle = card.getByRole('checkbox', { name: 'Email me reminders' });
      await expect.poll(() => toggle.isChecked(), LOAD).toBe(true);
      await card.getByText('Email me reminders').click();
      await page.getByText('Camp reminders are off.').waitFor(LOAD);
      await expect.poll(async () => (await adminServices().db.collection(COLLECTIONS.users).doc(who.uid).get()).get('emailReminders')).toBe(false);
      await page.reload();
      await expect.poll(() => page.getByTestId('mail-preferences').getByRole('checkbox', { name: 'Email me reminders' }).isChecked(), LOAD).toBe(false);
    } finally {
      await context.close();
    }
  });
});
