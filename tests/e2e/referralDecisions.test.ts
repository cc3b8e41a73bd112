/**
 * A clinician's own decisions on referrals, through the forms: on a phone
 * in English they refer the person being seen at their station (the note
 * is required, and what the server refuses is shown under the field), then
 * on a laptop dismiss that referral from the follow-up list with a note;
 * the follow-up list and the organizer's screening figures change with
 * each. The same forms in Bengali on a laptop and a phone, and the slip of
 * a dismissed referral offers no Dismiss.
 */
import { COLLECTIONS, type MailDocument, type StaffInvitationView } from '@campcare/domain';
import type { Referral } from '@campcare/domain/clinical';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOAD, logIn, logInAt, newPage, screenshot, seededBrowser } from '../support/browser.ts';
import { createCamp, registerOrThrow } from '../../functions/test/api/registrationFixtures.ts';
import { adminServices, api, createUser, SITE, signIn, type TestUser } from '../support/emulators.ts';

let CAMP: string;
const ORGANIZER = { email: 'organizer2@campcare.test', password: 'campcare-organizer' };
const CLINICIAN = { email: 'clinician@campcare.test', password: 'campcare-staff' };
const FACILITY = { name: 'Upazila Health Complex', address: 'Hospital Road, Savar', phone: '+8801700000000' };
const NOTE = 'Chest pain on exertion, twice this week';
const browser = seededBrowser();
let stationId: string;
let person: { id: string; name: string };
let organizerToken: string;

/** The camp's referrals as the organizer's figures count them (dismissed ones count nowhere). */
async function liveReferrals(): Promise<number> {
  const answer = await api<{ camps: { camp: { _id: string }; figures: { referrals: number } }[] }>('GET', '/clinicalFigures', { token: organizerToken });
  return answer.body.camps.find((c) => c.camp._id === CAMP)?.figures.referrals ?? 0;
}

/** The organizer's analytics show `referrals` referrals at the camp (its row's closure cell: "closed of referrals"). */
async function figuresShow(page: Page, referrals: number): Promise<void> {
  await page.goto(`${SITE}/dashboard/organizerAnalytics`);
  const row = page.getByTestId(`clinical-${CAMP}`);
  await row.waitFor(LOAD);
  await expect.poll(() => row.innerText(), LOAD).toMatch(new RegExp(`\\b\\d+ of ${referrals} \\(`));
}

/** Joins `user` to the camp's clinicians through the invitation its mail carries. */
async function joinAsClinician(organizer: TestUser, user: TestUser, campId: string): Promise<void> {
  const invited = await api<StaffInvitationView>('POST', `/camps/${campId}/staff`, { token: organizer.idToken, body: { email: user.email, role: 'clinician' } });
  expect(invited.status).toBe(201);
  const mail = (await adminServices().db.collection(COLLECTIONS.mail).doc(`${invited.body._id}_staff-invitation`).get()).data() as MailDocument;
  const [, id, token] = /\/dashboard\/staff-invitation\/([A-Za-z0-9_-]+)\?token=([A-Za-z0-9_-]+)/.exec(mail.message.text)!;
  expect((await api('POST', `/staffInvitations/${id}/accept`, { token: user.idToken, body: { token } })).status).toBe(200);
}

// A camp of its own, so that the queues and check-ins the other browser tests count at the seed's camps stay as they were.
beforeAll(async () => {
  const organizer = await signIn(ORGANIZER.email, ORGANIZER.password);
  organizerToken = organizer.idToken;
  const clinician = await signIn(CLINICIAN.email, CLINICIAN.password);
  CAMP = (await createCamp({ fee: 0, startsInDays: 1, name: `Heart Check ${Date.now().toString(36)}`, organizerUids: [organizer.uid] })).id;
  await joinAsClinician(organizer, clinician, CAMP);
  const laid = await api<{ stations: { stationId: string }[] }>('PUT', `/camps/${CAMP}/stations`, {
    token: organizer.idToken,
    body: { stations: [{ kind: 'consultation', clinicianUids: [clinician.uid] }] },
  });
  expect(laid.status).toBe(200);
  stationId = laid.body.stations[0]!.stationId;
  expect((await api('PUT', `/camps/${CAMP}/clinicalSettings`, { token: organizer.idToken, body: { facility: FACILITY } })).status).toBe(200);
  const participant = await createUser({ role: 'Participant', displayName: 'Rahim Uddin' });
  person = { id: await registerOrThrow(participant, CAMP), name: 'Rahim Uddin' };
  expect((await api('POST', '/checkin', { token: organizer.idToken, body: { registrationId: person.id } })).status).toBe(200);
});

const stationUrl = (lang = '') => `${SITE}/dashboard/stations/${CAMP}/${stationId}${lang}`;

describe('a clinician refers and dismisses by hand', () => {
  let referralId: string;

  it('refers the person being seen at the station, on a phone in English; the figures count it', async () => {
    const before = await liveReferrals();
    const { context, page, consoleErrors } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await logInAt(page, stationUrl(), CLINICIAN);
    await page.getByRole('heading', { name: 'Consultation', level: 1 }).waitFor(LOAD);
    await page.getByRole('button', { name: 'Call next' }).click();
    const seen = page.getByTestId('being-seen');
    await seen.getByRole('heading', { name: person.name }).waitFor(LOAD);
    await seen.getByRole('button', { name: `Add a referral for ${person.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Refer ${person.name}` });
    await expect.poll(() => dialog.getByTestId('referral-facility').inputValue(), LOAD).toContain(FACILITY.name);
    await dialog.getByLabel('Urgency').selectOption('urgent');
    await dialog.getByRole('button', { name: 'Add referral', exact: true }).click();
    await dialog.getByText('Say why, in a few words').waitFor(LOAD);
    // What only the server checks comes back under its field.
    await dialog.getByLabel('Note: why').fill('<b>pain</b>');
    await dialog.getByRole('button', { name: 'Add referral', exact: true }).click();
    await dialog.getByText('Note must not contain HTML.').waitFor(LOAD);
    expect(await liveReferrals()).toBe(before);
    await dialog.getByLabel('Note: why').fill(NOTE);
    await screenshot(page, 'referral-add-390-en');
    await dialog.getByRole('button', { name: 'Add referral', exact: true }).click();
    await dialog.waitFor({ state: 'detached', ...LOAD });
    await page.getByTestId('station-notice').getByText(`${person.name} referred: clinician's referral`).waitFor(LOAD);
    const slip = await page.getByRole('link', { name: `Print the slip: clinician's referral (${person.name})` }).getAttribute('href');
    referralId = /\/dashboard\/referrals\/([\w-]+)\/slip$/.exec(slip ?? '')![1]!;
    const stored = (await adminServices().db.collection(COLLECTIONS.referrals).doc(referralId).get()).data() as Referral;
    expect(stored).toMatchObject({ registrationId: person.id, reason: 'clinician', urgency: 'urgent', source: 'clinician', status: 'open', note: NOTE });
    await screenshot(page, 'referral-added-390-en');
    // The one refusal asked for above (the note with markup) is the only error the page met.
    expect(consoleErrors).toEqual(['Failed to load resource: the server responded with a status of 400 (Bad Request)']);
    await context.close();

    expect(await liveReferrals()).toBe(before + 1);
    const organizer = await newPage(browser(), { viewport: { width: 1366, height: 800 } });
    await logIn(organizer.page, ORGANIZER);
    await figuresShow(organizer.page, before + 1);
    await organizer.context.close();
  });

  it('the same form in Bengali on a laptop', async () => {
    const { context, page, consoleErrors } = await newPage(browser(), { viewport: { width: 1366, height: 800 } });
    await logInAt(page, stationUrl('?lang=bn'), CLINICIAN);
    const seen = page.getByTestId('being-seen');
    await seen.getByRole('button', { name: `${person.name}-এর জন্য রেফারেল যোগ করুন` }).click();
    const dialog = page.getByRole('dialog', { name: `${person.name}-কে রেফার করুন` });
    await dialog.getByRole('button', { name: 'রেফারেল যোগ করুন', exact: true }).click();
    await dialog.getByText('অল্প কথায় কারণটি লিখুন').waitFor(LOAD);
    await screenshot(page, 'referral-add-1366-bn');
    await dialog.getByRole('button', { name: 'বাতিল', exact: true }).click();
    await dialog.waitFor({ state: 'detached', ...LOAD });
    expect(consoleErrors).toEqual([]);
    await context.close();
  });

  it('dismisses it from the follow-up list with a note, on a laptop in English; the list and the figures change', async () => {
    const before = await liveReferrals();
    const { context, page, consoleErrors } = await newPage(browser(), { viewport: { width: 1366, height: 800 } });
    await logInAt(page, `${SITE}/dashboard/followUp/${CAMP}`, CLINICIAN);
    const row = page.getByTestId(`follow-up-${referralId}`);
    await row.getByText(NOTE).waitFor(LOAD);
    await row.getByRole('button', { name: `Dismiss the referral of ${person.name}` }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `Dismiss the referral: ${person.name}` });
    await dialog.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await dialog.getByText('Say why, in a few words').waitFor(LOAD);
    await dialog.getByLabel('Note: why it is dismissed').fill('Known angina, under treatment at the district hospital');
    await screenshot(page, 'referral-dismiss-1366-en');
    await dialog.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await dialog.waitFor({ state: 'detached', ...LOAD });
    // Dismissed: it leaves the open referrals, and shows among the dismissed.
    await row.waitFor({ state: 'detached', ...LOAD });
    await page.getByLabel('Show').selectOption('dismissed');
    await expect.poll(() => row.getByTestId('follow-up-state').textContent(), LOAD).toBe('Dismissed');
    await row.getByText('Known angina, under treatment at the district hospital').waitFor(LOAD);
    const stored = (await adminServices().db.collection(COLLECTIONS.referrals).doc(referralId).get()).data() as Referral;
    expect([stored.status, stored.note]).toEqual(['dismissed', 'Known angina, under treatment at the district hospital']);
    expect(consoleErrors).toEqual([]);
    await context.close();

    expect(await liveReferrals()).toBe(before - 1);
    const organizer = await newPage(browser(), { viewport: { width: 1366, height: 800 } });
    await logIn(organizer.page, ORGANIZER);
    await figuresShow(organizer.page, before - 1);
    await organizer.context.close();
  });

  it('in Bengali on a phone: Dismiss on an open referral’s card and on its slip; a dismissed one offers none', async () => {
    const clinician = await signIn(CLINICIAN.email, CLINICIAN.password);
    const second = await api<{ _id: string }>('POST', `/camps/${CAMP}/referrals`, {
      token: clinician.idToken,
      body: { registrationId: person.id, reason: 'lowVision', urgency: 'routine', note: 'Cannot read the chart at three metres' },
    });
    expect(second.status).toBe(201);
    const { context, page, consoleErrors } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    await logInAt(page, `${SITE}/dashboard/followUp/${CAMP}?lang=bn`, CLINICIAN);
    const card = page.getByTestId(`follow-up-${second.body._id}`);
    await card.getByRole('button', { name: `${person.name}-এর রেফারেল খারিজ করুন`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `রেফারেল খারিজ: ${person.name}` });
    await dialog.getByRole('button', { name: 'খারিজ করুন', exact: true }).click();
    await dialog.getByText('অল্প কথায় কারণটি লিখুন').waitFor(LOAD);
    await screenshot(page, 'referral-dismiss-390-bn');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached', ...LOAD });
    await card.getByRole('link', { name: `${person.name}-এর রেফারেল স্লিপ` }).click();
    await page.getByTestId('referral-slip').waitFor(LOAD);
    await page.getByRole('button', { name: `${person.name}-এর রেফারেল খারিজ করুন`, exact: true }).waitFor(LOAD);
    await screenshot(page, 'slip-dismiss-390-bn');

    await page.goto(`${SITE}/dashboard/referrals/${referralId}/slip?lang=bn`);
    await expect.poll(() => page.getByTestId('slip-status').textContent(), LOAD).toBe('বাতিল');
    expect(await page.getByRole('button', { name: `${person.name}-এর রেফারেল খারিজ করুন`, exact: true }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
