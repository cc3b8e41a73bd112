/**
 * After the camp, in the browser: a clinician on a laptop opens the camp's
 * follow-up list from the stations page, is told a note's limit in its
 * field, logs a contact attempt and records an outcome (the row changes in
 * place); the organizer on a phone in Bengali reaches the list from Manage
 * Camps' More menu and opens a slip, printed on A4 and Letter with nothing
 * of the app around it; door staff are refused.
 */
import { COLLECTIONS, type Registration } from '@campcare/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOAD, logInAt, newPage, screenshot, SCREENSHOT_DIR, seededBrowser } from '../support/browser.ts';
import { adminServices, api, SITE, signIn } from '../support/emulators.ts';
import { chooseMenuItem } from '../support/settled.ts';

const CAMP = 'camp-06';
const ORGANIZER = { email: 'organizer2@campcare.test', password: 'campcare-organizer' };
const CLINICIAN = { email: 'clinician@campcare.test', password: 'campcare-staff' };
const PARTICIPANT = { email: 'participant@campcare.test', password: 'campcare-participant' };
const DOOR = { email: 'door@campcare.test', password: 'campcare-staff' };
const FACILITY = { name: 'Upazila Health Complex', address: 'Hospital Road, Savar', phone: '+8801700000000' };
const browser = seededBrowser();
let urgent: { id: string; code: string; name: string };
let routine: { id: string; name: string };
let own: { id: string; name: string };

beforeAll(async () => {
  const organizer = await signIn(ORGANIZER.email, ORGANIZER.password);
  const settings = await api('PUT', `/camps/${CAMP}/clinicalSettings`, { token: organizer.idToken, body: { facility: FACILITY } });
  expect(settings.status).toBe(200);
  const registrations = await adminServices().db.collection(COLLECTIONS.registrations).where('campId', '==', CAMP).get();
  const [a, b] = registrations.docs
    .filter((d) => (d.data() as Registration).participantUid !== 'demo-participant')
    .map((d) => ({ id: d.id, name: (d.data() as Registration).ParticipantName }))
    .slice(-2);
  const refer = (registrationId: string, urgency: 'urgent' | 'routine', note: string) =>
    api<{ _id: string; code: string }>('POST', `/camps/${CAMP}/referrals`, { token: organizer.idToken, body: { registrationId, urgency, note } });
  const first = await refer(a!.id, 'urgent', 'Chest pain while climbing stairs');
  const second = await refer(b!.id, 'routine', 'Asked for a dental check');
  expect([first.status, second.status]).toEqual([201, 201]);
  // The demo participant's own: a blood pressure recorded at a station (written as the station's store does) and the referral it made.
  const mine = registrations.docs.find((d) => (d.data() as Registration).participantUid === 'demo-participant')!;
  const at = new Date().toISOString();
  await adminServices()
    .db.collection(COLLECTIONS.screeningResults)
    .doc(`followup-test-${Date.now()}`)
    .set({
      campId: CAMP,
      registrationId: mine.id,
      personUid: 'demo-participant',
      stationId: 'followup-test',
      kind: 'bloodPressure',
      values: { systolic: 150, diastolic: 95 },
      note: null,
      recordedBy: 'demo-clinician',
      recordedAt: at,
      deviceRecordedAt: at,
      eraseAt: Timestamp.fromMillis(Date.now() + 365 * 86_400_000),
    });
  const third = await refer(mine.id, 'routine', 'Blood pressure 150/95');
  expect(third.status).toBe(201);
  own = { id: third.body._id, name: (mine.data() as Registration).ParticipantName };
  urgent = { id: first.body._id, code: first.body.code, name: a!.name };
  routine = { id: second.body._id, name: b!.name };
});

const followUpUrl = (lang = '') => `${SITE}/dashboard/followUp/${CAMP}${lang}`;

describe('the follow-up list', () => {
  it('a clinician logs a contact attempt and records an outcome, on a laptop in English', async () => {
    const { context, page, consoleErrors } = await newPage(browser(), { viewport: { width: 1366, height: 800 } });
    await logInAt(page, `${SITE}/dashboard/stations/${CAMP}`, CLINICIAN);
    await page.getByRole('link', { name: 'Follow-up list' }).click();
    await page.getByRole('heading', { name: /^Follow-up: Community Vaccination Drive/ }).waitFor(LOAD);
    await page.getByTestId('follow-up-facility').getByText(FACILITY.name, { exact: false }).waitFor(LOAD);
    const row = page.getByTestId(`follow-up-${urgent.id}`);
    await row.getByText('Urgent').waitFor(LOAD);
    await expect.poll(() => row.getByTestId('follow-up-state').textContent()).toBe('Due');
    await screenshot(page, 'follow-up-1366-en');

    await row.getByRole('button', { name: `Log a contact attempt for ${urgent.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `A contact attempt: ${urgent.name}` });
    await dialog.getByLabel('How').selectOption('visit');
    await dialog.getByLabel('Note (optional)').fill('x'.repeat(1001));
    await dialog.getByRole('button', { name: 'Log attempt' }).click();
    await dialog.getByText('At most 1,000 characters').waitFor(LOAD);
    await dialog.getByLabel('Note (optional)').fill('Nobody home; left a note with a neighbour');
    await screenshot(page, 'follow-up-attempt-1366-en');
    await dialog.getByRole('button', { name: 'Log attempt' }).click();
    await dialog.waitFor({ state: 'detached', ...LOAD });
    await row.getByTestId('follow-up-attempts').getByText(/^1 try, last /).waitFor(LOAD);

    await row.getByRole('button', { name: `Record the outcome for ${urgent.name}` }).click();
    const outcome = page.getByRole('dialog', { name: `The outcome: ${urgent.name}` });
    await outcome.getByLabel('Outcome').selectOption('treated');
    await outcome.getByRole('button', { name: 'Save outcome' }).click();
    await outcome.waitFor({ state: 'detached', ...LOAD });
    // Closed: it leaves the open referrals, and shows its outcome among all of them.
    await row.waitFor({ state: 'detached', ...LOAD });
    await page.getByLabel('Show').selectOption('all');
    await expect.poll(() => row.getByTestId('follow-up-outcome').textContent()).toBe('Treated');
    await expect.poll(() => row.getByTestId('follow-up-state').textContent()).toBe('Closed');
    await screenshot(page, 'follow-up-closed-1366-en');

    const { db } = adminServices();
    const stored = (await db.collection(COLLECTIONS.referrals).doc(urgent.id).get()).data()!;
    expect([stored.status, stored.outcome]).toEqual(['closed', 'treated']);
    const attempts = await db.collection(COLLECTIONS.referrals).doc(urgent.id).collection('attempts').get();
    expect(attempts.docs.map((d) => [d.get('channel'), d.get('note')])).toEqual([['visit', 'Nobody home; left a note with a neighbour']]);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the organizer reaches it from Manage Camps on a phone in Bengali and prints a slip', async () => {
    const { context, page, consoleErrors } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await logInAt(page, `${SITE}/dashboard/manageCamps?lang=bn`, ORGANIZER);
    await page.getByPlaceholder('ক্যাম্প খুঁজুন').fill('Vaccination');
    await page.getByRole('button', { name: /আরও কাজ: Community Vaccination Drive/ }).click();
    await chooseMenuItem(page.getByRole('menuitem', { name: 'ফলো-আপ তালিকা' }));
    await page.getByRole('heading', { name: /^ফলো-আপ: Community Vaccination Drive/ }).waitFor(LOAD);
    const card = page.getByTestId(`follow-up-${routine.id}`);
    await card.getByText('সাধারণ').waitFor(LOAD);
    await screenshot(page, 'follow-up-390-bn');

    await card.getByRole('link', { name: `${routine.name}-এর রেফারেল স্লিপ` }).click();
    const slip = page.getByTestId('referral-slip');
    await slip.getByRole('heading', { name: 'রেফারেল স্লিপ' }).waitFor(LOAD);
    await slip.getByTestId('slip-qr').waitFor(LOAD);
    expect(await slip.getByTestId('slip-reason').textContent()).toBe('চিকিৎসাকর্মীর রেফারাল');
    expect(await slip.getByTestId('slip-facility').textContent()).toContain(FACILITY.name);
    await screenshot(page, 'slip-390-bn');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it("opens from the row menu on a phone without waiting for the menu's closing animation to end", async () => {
    const { context, page, consoleErrors } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await logInAt(page, `${SITE}/dashboard/manageCamps`, ORGANIZER);
    await page.getByPlaceholder('Search camps').fill('Vaccination');
    await page.getByRole('button', { name: /More actions for Community Vaccination Drive/ }).click();
    // A closing animation of ten minutes: the page must open without waiting for its end (a style
    // sheet made through the CSSOM, as the app's own are: the page's policy refuses inline styles).
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('[role="menu"][data-state="closed"] { animation-duration: 600s !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    await chooseMenuItem(page.getByRole('menuitem', { name: 'Follow-up list' }));
    await page.getByRole('heading', { name: /^Follow-up: Community Vaccination Drive/ }).waitFor({ timeout: 15_000 });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('offers the follow-up list and the stations as links, which the keyboard opens within the app', async () => {
    const { context, page, consoleErrors } = await newPage(browser(), { viewport: { width: 1366, height: 800 } });
    await logInAt(page, `${SITE}/dashboard/manageCamps`, ORGANIZER);
    await page.getByPlaceholder('Search camps').fill('Vaccination');
    const more = page.getByRole('button', { name: /More actions for Community Vaccination Drive/ });
    await more.waitFor(LOAD);
    const menu = page.getByRole('menu');
    // Links: a laptop's user can open either in a new tab.
    await more.click();
    const followUp = menu.getByRole('menuitem', { name: 'Follow-up list' });
    expect(await followUp.getAttribute('href')).toBe(`/dashboard/followUp/${CAMP}`);
    expect(await menu.getByRole('menuitem', { name: 'Stations and queues' }).getAttribute('href')).toBe(`/dashboard/stations/${CAMP}`);
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'hidden', ...LOAD });
    // Chosen with the keyboard, the page opens within the app: the page's own state survives, as it would not a reload.
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await more.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => menu.getByRole('menuitem', { name: 'Edit' }).evaluate((el) => el.hasAttribute('data-highlighted')), LOAD).toBe(true);
    for (let step = 0; step < 10 && !(await followUp.evaluate((el) => el.hasAttribute('data-highlighted'))); step++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^Follow-up: Community Vaccination Drive/ }).waitFor(LOAD);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('prints the slip alone on A4 and Letter, in the language chosen for it', async () => {
    const { context, page, consoleErrors } = await newPage(browser(), { viewport: { width: 1366, height: 800 } });
    await logInAt(page, `${SITE}/dashboard/referrals/${urgent.id}/slip?lang=bn`, CLINICIAN);
    const slip = page.getByTestId('referral-slip');
    await slip.getByTestId('slip-qr').waitFor(LOAD);
    await page.getByRole('button', { name: 'English' }).click();
    await slip.getByRole('heading', { name: 'Referral slip' }).waitFor(LOAD);
    expect(await slip.getByTestId('slip-code').textContent()).toBe(urgent.code);
    expect(await slip.getByTestId('slip-reason').textContent()).toBe("Clinician's referral");
    await screenshot(page, 'slip-1366-en');
    // The QR code carries the referral's code.
    const qr = await slip.getByTestId('slip-qr').getAttribute('src');
    expect(qr).toMatch(/^data:image\/png;base64,/);
    await page.emulateMedia({ media: 'print' });
    // On paper: the slip, and none of the app's header or navigation.
    expect(await page.locator('nav[aria-label="Dashboard"]').evaluate((n) => getComputedStyle(n).visibility)).toBe('hidden');
    expect(await slip.evaluate((n) => getComputedStyle(n).visibility)).toBe('visible');
    expect(await page.getByRole('button', { name: 'Print the slip' }).isVisible()).toBe(false);
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    for (const format of ['A4', 'Letter'] as const) {
      const pdf = await page.pdf({ format, path: join(SCREENSHOT_DIR, `slip-${format}.pdf`), printBackground: true });
      // One page: the slip fits either paper.
      expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length).toBe(1);
    }
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('the participant sees their own results and referral on their dashboard, on a phone in English and a laptop in Bengali', async () => {
    const { context, page, consoleErrors } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await logInAt(page, `${SITE}/dashboard`, PARTICIPANT);
    const section = page.getByTestId('my-screening');
    await section.getByRole('heading', { name: 'My screening results and referrals' }).waitFor(LOAD);
    const card = section.getByTestId(`my-referral-${own.id}`);
    await card.getByText(`Please go to ${FACILITY.name} by `).waitFor(LOAD);
    await section.getByTestId('my-results').getByText(': 150/95 mmHg').first().waitFor(LOAD);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'my-screening-390-en');
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${SITE}/dashboard?lang=bn`);
    await section.getByRole('heading', { name: 'আমার পরীক্ষার ফলাফল ও রেফারেল' }).waitFor(LOAD);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'my-screening-1366-bn');
    await card.getByRole('link', { name: /^রেফারেল স্লিপ ছাপুন/ }).click();
    await page.getByTestId('referral-slip').getByTestId('slip-person').getByText(own.name).waitFor(LOAD);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('refuses door staff', async () => {
    const { context, page } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await logInAt(page, followUpUrl(), DOOR);
    await page.getByRole('alert').first().waitFor(LOAD);
    expect(await page.getByTestId(`follow-up-${routine.id}`).count()).toBe(0);
    await screenshot(page, 'follow-up-door-390-en');
    await context.close();
  });
});
