/**
 * Text messages in a real browser: a newcomer registers on a phone-sized
 * screen with "Text me about this camp" ticked and finds the text, with the
 * ticket code, on the local SMS inbox's page under their number; on Profile,
 * in Bengali on a laptop-sized screen, a number that cannot be texted is
 * refused on its field in Bengali, then texts are turned on and off again.
 */
import { COLLECTIONS, isQuietHour, nameKeyFor, searchTokensFor, type Camp } from '@campcare/domain';
import { describe, expect, it } from 'vitest';
import { smsInboxUrl } from '../../scripts/lib/smsInbox.ts';
import { LOAD, logIn, logInAt, newPage, screenshot, seededBrowser } from '../support/browser.ts';
import { catalogText } from '../support/catalog.ts';
import { adminServices, createUser, ownRegistrationIdOrThrow, SITE } from '../support/emulators.ts';

const browser = seededBrowser();

/** A zone where it is day now, so the text is not held for the morning (quiet hours have their API tests). */
const DAY_ZONE = ['Asia/Dhaka', 'Europe/London', 'America/New_York', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Auckland'].find((z) => !isQuietHour(new Date(), z))!;

async function dhakaCamp(name: string): Promise<string> {
  const { db } = adminServices();
  const picture = (await db.collection(COLLECTIONS.camps).doc('camp-02').get()).get('Image') as string;
  const start = new Date(Date.now() + 10 * 86_400_000);
  start.setUTCHours(4, 0, 0, 0);
  const now = new Date().toISOString();
  const location = 'Mirpur 10 Community Centre, Dhaka';
  const professional = 'Dr. Nasrin Sultana, Ophthalmologist';
  const camp: Camp = {
    CampName: name,
    Image: picture,
    CampFees: 0,
    DateTime: start.toISOString(),
    Location: location,
    HealthcareProfessional: professional,
    Description: 'Free eye tests and reading glasses.',
    TimeZone: 'Asia/Dhaka',
    ParticipantCount: 0,
    searchTokens: searchTokensFor(name, location, professional),
    nameKey: nameKeyFor(name),
    createdAt: now,
    updatedAt: now,
    createdBy: 'demo-organizer',
    organizerUids: ['demo-organizer'],
  } as Camp;
  const ref = db.collection(COLLECTIONS.camps).doc();
  await ref.set(camp);
  return ref.id;
}

describe('text messages', () => {
  it('a newcomer who ticks "Text me" on a phone finds the text with the ticket code in the SMS inbox', async () => {
    const name = `Mirpur Eye Camp ${Date.now().toString(36)}`;
    const campId = await dhakaCamp(name);
    const who = await createUser({ role: 'Participant', displayName: 'Sumaiya Akter' });
    const digits = String(Date.now() % 100_000_000).padStart(8, '0');
    const typed = `017${digits.slice(0, 2)}-${digits.slice(2)}`;
    const e164 = `+88017${digits}`;
    const { page, context } = await newPage(browser(), { viewport: { width: 390, height: 844 }, timezoneId: DAY_ZONE, isMobile: true, hasTouch: true });
    try {
      await logIn(page, { email: who.email, password: 'test-password' });
      await page.goto(`${SITE}/campDetail/${campId}`);
      await page.getByTestId('join-camp').click();
      const modal = page.getByTestId('registration-modal');
      await modal.waitFor(LOAD);
      await modal.getByLabel('Age').fill('29');
      await modal.getByLabel('Gender').selectOption('Female');
      await modal.getByLabel('Phone number').fill(typed);
      await modal.getByLabel('Emergency contact').fill('01712 345679');
      await modal.getByRole('checkbox', { name: /I agree/ }).check();
      const textMe = modal.getByRole('checkbox', { name: catalogText('en', 'camps.register.smsOptIn') });
      await textMe.check();
      await textMe.scrollIntoViewIfNeeded();
      await screenshot(page, 'sms-registration-en-390');
      await modal.getByRole('button', { name: 'Register' }).click();
      await page.getByText('Registration successful').waitFor(LOAD);
      const registrationId = await ownRegistrationIdOrThrow(campId, who.uid);
      const ticket = (await adminServices().db.collection(COLLECTIONS.registrations).doc(registrationId).get()).get('ticket') as string;

      // The SMS inbox's own page, as a person opens it: the number, and the text under it.
      const inbox = await context.newPage();
      await expect
        .poll(async () => {
          await inbox.goto(smsInboxUrl());
          return inbox.locator('section', { has: inbox.getByRole('heading', { name: new RegExp(`^\\${e164}`) }) }).count();
        }, { timeout: 90_000, interval: 1000 })
        .toBe(1);
      const section = inbox.locator('section', { has: inbox.getByRole('heading', { name: new RegExp(`^\\${e164}`) }) });
      const body = await section.locator('.body').innerText();
      expect(body).toContain(name);
      expect(body).toContain(ticket);
      expect(body).toContain(`Stop texts: ${SITE}/api/sms/stop?u=${who.uid}`);
      expect(await section.locator('li').count()).toBe(1);
      await screenshot(inbox, 'sms-inbox-390');
    } finally {
      await context.close();
    }
  });

  it('Profile in Bengali refuses a number that cannot be texted on its field, then turns texts on and off', async () => {
    const who = await createUser({ role: 'Participant', displayName: 'Rahim Uddin' });
    const bn = (key: string, values: Record<string, string> = {}) => catalogText('bn', key, values);
    const { page, context } = await newPage(browser(), { viewport: { width: 1366, height: 800 }, timezoneId: 'Asia/Dhaka' });
    try {
      await logInAt(page, `${SITE}/dashboard/profile?lang=bn`, { email: who.email, password: 'test-password' });
      const card = page.getByTestId('sms-preferences');
      await card.waitFor(LOAD);
      await expect.poll(() => card.getByRole('heading').innerText(), LOAD).toBe(bn('dashboard.sms.title'));
      const toggle = card.getByRole('checkbox', { name: bn('dashboard.sms.optIn') });
      await expect.poll(() => toggle.isChecked(), LOAD).toBe(false);
      await expect.poll(() => toggle.isEnabled(), LOAD).toBe(true);

      await toggle.check({ force: true });
      await card.getByLabel(bn('dashboard.sms.phone')).fill('01712');
      await card.getByRole('button', { name: bn('dashboard.sms.save') }).click();
      await card.getByText(bn('dashboard.sms.phoneInvalid')).waitFor(LOAD);
      await screenshot(page, 'sms-profile-bn-1366-error');
      expect((await adminServices().db.collection(COLLECTIONS.users).doc(who.uid).get()).get('smsOptIn')).toBeUndefined();

      await card.getByLabel(bn('dashboard.sms.phone')).fill('01712-345678');
      await card.getByRole('button', { name: bn('dashboard.sms.save') }).click();
      await expect.poll(() => card.getByLabel(bn('dashboard.sms.phone')).inputValue(), LOAD).toBe('+8801712345678');
      const stored = (await adminServices().db.collection(COLLECTIONS.users).doc(who.uid).get()).data()!;
      expect(stored).toMatchObject({ smsOptIn: true, smsPhone: '+8801712345678', smsTimeZone: 'Asia/Dhaka' });
      await screenshot(page, 'sms-profile-bn-1366');

      await toggle.uncheck({ force: true });
      await card.getByRole('button', { name: bn('dashboard.sms.save') }).click();
      await expect.poll(async () => (await adminServices().db.collection(COLLECTIONS.users).doc(who.uid).get()).get('smsOptIn'), LOAD).toBe(false);
    } finally {
      await context.close();
    }
  });
});
