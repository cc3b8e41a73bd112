/**
 * The stations in the browser: an organizer sees the camp's stations with
 * their queues (laptop, English; phone, Bengali); a clinician on a phone
 * opens their station, calls the next person, is told a typo's range in
 * the field, records a blood pressure that refers and passes the person on;
 * then, with no network for a whole session (a reload included), records 20
 * results that all arrive once when the network is back.
 */
import { COLLECTIONS, mayHoldTicket, type Registration } from '@campcare/domain';
import { chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM_OFFLINE_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { LOAD, logIn, newPage, screenshot, seededBrowser } from '../support/browser.ts';
import { adminServices, api, SITE, signIn } from '../support/emulators.ts';

const CAMP = 'camp-06';
const ORGANIZER = { email: 'organizer2@campcare.test', password: 'campcare-organizer' };
const CLINICIAN = { email: 'clinician@campcare.test', password: 'campcare-staff' };
const browser = seededBrowser();
let stationId: string;
let people: { id: string; name: string }[];

beforeAll(async () => {
  const organizer = await signIn(ORGANIZER.email, ORGANIZER.password);
  const laid = await api<{ stations: { stationId: string }[] }>('PUT', `/camps/${CAMP}/stations`, {
    token: organizer.idToken,
    body: { stations: [{ kind: 'bloodPressure', clinicianUids: ['demo-clinician'] }, { kind: 'consultation' }] },
  });
  expect(laid.status).toBe(200);
  stationId = laid.body.stations[0]!.stationId;
  const registrations = await adminServices().db.collection(COLLECTIONS.registrations).where('campId', '==', CAMP).get();
  people = registrations.docs
    .filter((d) => mayHoldTicket(d.data() as Registration))
    .map((d) => ({ id: d.id, name: (d.data() as Registration).ParticipantName }))
    .slice(0, 3);
  for (const person of people) expect((await api('POST', '/checkin', { token: organizer.idToken, body: { registrationId: person.id } })).status).toBe(200);
});

const stationsUrl = (lang = '') => `${SITE}/dashboard/stations/${CAMP}${lang}`;

async function openStation(page: Page): Promise<void> {
  await page.goto(stationsUrl());
  await page.getByRole('link', { name: 'Open the station Blood pressure' }).click();
  await page.getByRole('heading', { name: 'Blood pressure', level: 1 }).waitFor(LOAD);
}

describe('stations', () => {
  it('shows each queue to the organizer, on a laptop in English and on a phone in Bengali', async () => {
    const { context, page, consoleErrors } = await newPage(browser(), { viewport: { width: 1366, height: 800 } });
    await logIn(page, ORGANIZER);
    // The camp's staff list held back: until it comes the layout must not say the camp has no clinicians.
    let releaseStaff = () => {};
    const staffHeld = new Promise<void>((resolve) => (releaseStaff = resolve));
    await page.route(`**/api/camps/${CAMP}/staff`, async (route) => {
      await staffHeld;
      await route.continue();
    });
    await page.goto(stationsUrl());
    await page.getByRole('heading', { name: /^Stations: Community Vaccination Drive/ }).waitFor(LOAD);
    await expect.poll(() => page.getByTestId(`station-${stationId}`).getByTestId('waiting').textContent()).toBe('3');
    await page.getByRole('heading', { name: 'Lay out the stations' }).waitFor(LOAD);
    await page.getByText('Loading the camp’s clinicians…').first().waitFor(LOAD);
    expect(await page.getByText(/no clinicians yet/).count()).toBe(0);
    releaseStaff();
    const joyce = page.getByRole('group', { name: 'Clinicians at Blood pressure' }).getByRole('checkbox', { name: 'Nurse Joyce Mensah' });
    await joyce.waitFor({ ...LOAD, state: 'attached' });
    expect(await joyce.isChecked()).toBe(true);
    await page.unroute(`**/api/camps/${CAMP}/staff`);
    await screenshot(page, 'stations-organizer-1366-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(stationsUrl('?lang=bn'));
    await page.getByRole('heading', { name: /^স্টেশনসমূহ: / }).waitFor(LOAD);
    await page.getByText('স্টেশনগুলো সাজান').waitFor(LOAD);
    // A catalogue station's default name is shown in Bengali in its clinicians' legend too, not as stored ("Blood pressure").
    await page.getByRole('group', { name: 'রক্তচাপ-এর চিকিৎসাকর্মী' }).waitFor(LOAD);
    await page.getByRole('button', { name: 'রক্তচাপ নিচে সরান' }).waitFor(LOAD);
    // On a phone each station is a card with its figures labelled, not a table running off the edge.
    const card = page.getByTestId(`station-${stationId}`);
    await card.getByText('অপেক্ষায়', { exact: true }).first().waitFor(LOAD);
    expect(await page.getByRole('table').count()).toBe(0);
    await screenshot(page, 'stations-organizer-390-bn');
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('a clinician calls the next person, is told a typo’s range, records a blood pressure that refers and passes them on', async () => {
    const { context, page } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await logIn(page, CLINICIAN);
    await openStation(page);
    await page.getByRole('button', { name: 'Call next' }).click();
    const seen = page.getByTestId('being-seen');
    await seen.getByRole('heading', { name: people[0]!.name }).waitFor(LOAD);
    await seen.getByLabel('Systolic (mmHg)').fill('1400');
    await seen.getByLabel('Diastolic (mmHg)').fill('90');
    await seen.getByRole('button', { name: 'Save result' }).click();
    await seen.getByText('Enter a value from 50 to 300').first().waitFor(LOAD);
    await screenshot(page, 'station-field-error-390-en');
    await seen.getByLabel('Systolic (mmHg)').fill('152');
    await seen.getByRole('button', { name: 'Save result' }).click();
    await page.getByTestId('station-notice').getByText('Refer: high blood pressure').waitFor(LOAD);
    // The referral's slip, to print while the person is still at the station.
    const slipLink = page.getByRole('link', { name: `Print the slip: high blood pressure (${people[0]!.name})` });
    const slipPath = await slipLink.getAttribute('href');
    expect(slipPath).toMatch(/^\/dashboard\/referrals\/[\w-]+_highBloodPressure\/slip$/);
    await screenshot(page, 'station-recorded-390-en');
    await seen.getByRole('button', { name: 'Done: pass on' }).click();
    await page.getByTestId('station-notice').getByText(`${people[0]!.name} goes on to Consultation.`).waitFor(LOAD);
    await page.goto(`${SITE}${slipPath}`);
    await page.getByTestId('slip-reason').getByText('High blood pressure').waitFor(LOAD);
    await page.getByTestId('slip-person').getByText(people[0]!.name).waitFor(LOAD);
    // In Bengali, a laptop: the same screen's words.
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto(`${SITE}/dashboard/stations/${CAMP}/${stationId}?lang=bn`);
    await page.getByRole('button', { name: 'পরের জনকে ডাকুন' }).click();
    await page.getByTestId('being-seen').getByRole('button', { name: 'ফলাফল সংরক্ষণ করুন' }).click();
    await page.getByText('এই ঘরটি পূরণ করতে হবে').first().waitFor(LOAD);
    await screenshot(page, 'station-1366-bn');
    await context.close();
  });
});

describe('a station with no signal', () => {
  const launched: { close: () => Promise<void> }[] = [];
  afterAll(async () => {
    for (const b of launched) await b.close();
  });

  it('records 20 results offline (a reload included) that all arrive once when the network is back', async () => {
    const offlineBrowser = await chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_OFFLINE_FLAGS] });
    launched.push(offlineBrowser);
    const context = await offlineBrowser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await logIn(page, CLINICIAN);
    await openStation(page);
    await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state);
    const seen = page.getByTestId('being-seen');
    if ((await seen.count()) === 0) await page.getByRole('button', { name: 'Call next' }).click();
    await seen.first().waitFor(LOAD);
    const name = (await seen.first().getByRole('heading').textContent())!;
    const registrationId = people.find((p) => p.name === name)!.id;
    const { db } = adminServices();
    const before = (await db.collection(COLLECTIONS.screeningResults).where('registrationId', '==', registrationId).get()).size;

    await context.setOffline(true);
    for (let i = 0; i < 20; i++) {
      await seen.first().getByLabel('Systolic (mmHg)').fill(String(110 + i));
      await seen.first().getByLabel('Diastolic (mmHg)').fill('70');
      await seen.first().getByRole('button', { name: 'Save result' }).click();
      await page.getByTestId('station-pending').getByText(`${i + 1} results on this device`).waitFor(LOAD);
    }
    await page.reload();
    await page.getByTestId('station-pending').getByText('20 results on this device').waitFor(LOAD);
    await screenshot(page, 'station-offline-reloaded-390-en');
    expect((await db.collection(COLLECTIONS.screeningResults).where('registrationId', '==', registrationId).get()).size).toBe(before);

    await context.setOffline(false);
    const count = async () => (await db.collection(COLLECTIONS.screeningResults).where('registrationId', '==', registrationId).get()).size;
    await expect.poll(count, { timeout: 60_000, interval: 500 }).toBe(before + 20);
    // Nothing left on the device, and nothing sent twice: a little later the count is the same.
    await page.getByTestId('station-pending').waitFor({ state: 'detached', timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const stored = await db.collection(COLLECTIONS.screeningResults).where('registrationId', '==', registrationId).get();
    expect(stored.size).toBe(before + 20);
    const systolics = stored.docs.map((d) => (d.get('values') as { systolic: number }).systolic).filter((s) => s >= 110 && s < 130);
    expect(systolics.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => 110 + i));
    await context.close();
  }, 300_000);
});
