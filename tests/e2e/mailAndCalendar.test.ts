/**
 * Camp dates, mail and calendar files in a real browser: a camp's time is
 * typed and shown on the camp's own clock, named, whatever the zone of the
 * organizer's or the visitor's browser.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type Camp } from '@campcare/domain';
import { join } from 'node:path';
import { ROOT } from '../../scripts/lib/emulators.ts';
import { launchBrowser, LOAD, logIn, newPage, openDashboard } from '../support/browser.ts';
import { adminServices, resetAndSeed, SITE } from '../support/emulators.ts';

const ORGANIZER = { email: 'organizer@campcare.test', password: 'campcare-organizer' };
const CAMP_IMAGE = join(ROOT, 'scripts', 'seed', 'images', 'camp-05.jpg');

let browser: Browser;

beforeAll(async () => {
  await resetAndSeed();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${label}`));
}

async function campByName(name: string): Promise<(Camp & { id: string }) | undefined> {
  const snap = await adminServices().db.collection(COLLECTIONS.camps).where('CampName', '==', name).get();
  const doc = snap.docs[0];
  return doc ? { ...(doc.data() as Camp), id: doc.id } : undefined;
}

describe('camp time zones', () => {
  it('an organizer in New York adds a camp at 09:00 Dhaka time; a visitor in Lisbon reads 09:00 Dhaka time', async () => {
    const name = `Dhaka Foot Care Day ${Date.now().toString(36)}`;
    const organizer = await newPage(browser, { timezoneId: 'America/New_York' });
    try {
      await logIn(organizer.page, ORGANIZER);
      await openDashboard(organizer.page, '/addACamp');
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

    const visitor = await newPage(browser, { timezoneId: 'Europe/Lisbon' });
    try {
      await visitor.page.goto(`${SITE}/campDetail/${camp!.id}`);
      await visitor.page.getByText('Thu, Mar 14, 2030, 9:00 AM Dhaka time (GMT+6)').waitFor(LOAD);
      expect(visitor.consoleErrors).toEqual([]);
    } finally {
      await visitor.context.close();
    }
  });
});
