/**
 * The participant's rights in the browser: Profile's "Download my data"
 * saves one JSON file holding her registrations, health details, payments,
 * reviews, consents and access log.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, type PersonalDataExport } from '@campcare/domain';
import { LOAD, logIn, newPage, openDashboard, seededBrowser } from '../support/browser.ts';
import { adminServices } from '../support/emulators.ts';

const PARTICIPANT = { email: 'participant@campcare.test', password: 'campcare-participant' };

const browser = seededBrowser();

describe('download my data', () => {
  it('Profile saves one JSON file with everything kept about her', async () => {
    const { page, context } = await newPage(browser(), { acceptDownloads: true });
    try {
      await logIn(page, PARTICIPANT);
      await openDashboard(page, '/profile');
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
