/**
 * A camp's door in a real browser, worked by a volunteer who is no
 * organizer. The organizer (English, a laptop) adds them in Manage Camps'
 * Staff dialog; the volunteer (Bengali, a phone) accepts from the mailed
 * link, opens the camp's Check-in page, checks a ticket holder in and
 * registers a walk-in, and is refused what the door has no business with:
 * the organizer pages where camps are edited and health details read (the
 * page says so, the API answers 403). Then a walk-in's one-time code,
 * typed by a new account on Registered Camps, brings the registration into
 * that account's list. The camp, the accounts and the ticket holder's
 * registration are made through the API: only the door's forms are tested.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, type Registration } from '@campcare/domain';
import { createCamp } from '../../functions/test/api/registrationFixtures.ts';
import { launchBrowser, LOAD, logIn, logInAt, newPage, screenshot } from '../support/browser.ts';
import { catalogText } from '../support/catalog.ts';
import { adminServices, api, createUser, SITE } from '../support/emulators.ts';
import { waitForMails } from '../support/maildev.ts';
import { chooseMenuItem } from '../support/settled.ts';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1366, height: 800 };
const en = (key: string, values?: Record<string, string>) => catalogText('en', key, values);
const bn = (key: string, values?: Record<string, string>) => catalogText('bn', key, values);

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

let tag = 0;
const unique = () => `${Date.now().toString(36)}${tag++}`;

/** A free camp a few days ahead, run by a new organizer, with one participant holding a ticket. */
async function campWithTicketHolder() {
  const organizer = await createUser({ role: 'Organizer', displayName: 'Dr. Nasima Akter' });
  const { id: campId, camp } = await createCamp({ fee: 0, startsInDays: 3, name: `Door Day ${unique()}`, organizerUids: [organizer.uid] });
  const holder = await createUser({ displayName: 'Rafiqul Islam' });
  const joined = await api<{ insertedId: string }>('POST', '/registerCamp', {
    token: holder.idToken,
    body: { campId, age: 41, gender: 'Male', phoneNumber: '+880 1711 555 201', emergencyContact: '+880 1711 555 202', consent: true },
  });
  expect(joined.status).toBe(201);
  return { organizer, campId, campName: camp.CampName, holderRegistrationId: joined.body.insertedId };
}

/** The invitation's link as the mail gives it. */
function invitationPath(mail: { html: string; text: string }): string {
  const link = `${mail.text}\n${mail.html}`.match(/https?:\/\/[^\s"'<>]+\/dashboard\/staff-invitation\/[^\s"'<>]+/);
  if (!link) throw new Error('The invitation mail holds no link to accept it.');
  const url = new URL(link[0].replace(/&amp;/g, '&'));
  return `${url.pathname}${url.search}`;
}

async function registration(id: string): Promise<Registration> {
  return (await adminServices().db.collection(COLLECTIONS.registrations).doc(id).get()).data() as Registration;
}

/** Manage Camps' row menu → Staff, for the camp named. */
async function openStaffDialog(page: Page, campName: string) {
  await page.goto(`${SITE}/dashboard/manageCamps?lang=en`);
  await page.getByRole('searchbox', { name: en('organizer.camps.search') }).fill(campName);
  await page.getByRole('button', { name: en('organizer.camps.moreFor', { camp: campName }) }).click(LOAD);
  await chooseMenuItem(page.getByRole('menuitem', { name: en('organizer.staff.button'), exact: true }));
  const dialog = page.getByRole('dialog', { name: en('organizer.staff.title', { camp: campName }) });
  await dialog.waitFor(LOAD);
  return dialog;
}

describe('the door, worked by camp staff', () => {
  it('an organizer adds a door volunteer, who checks people in and registers a walk-in but is refused edits and health details', async () => {
    const { organizer, campId, campName, holderRegistrationId } = await campWithTicketHolder();
    const volunteer = await createUser({ displayName: 'Sumon Mia' });

    // The organizer, in English on a laptop: a wrong address is refused on its field, then the volunteer is invited.
    const boss = await newPage(browser, { viewport: LAPTOP });
    try {
      await logIn(boss.page, organizer);
      const dialog = await openStaffDialog(boss.page, campName);
      await dialog.getByText(en('organizer.staff.none')).waitFor(LOAD);
      const email = dialog.getByRole('textbox', { name: en('organizer.staff.emailLabel') });
      await email.fill('not-an-address');
      await dialog.getByRole('button', { name: en('organizer.staff.invite'), exact: true }).click();
      await expect.poll(() => email.getAttribute('aria-invalid'), LOAD).toBe('true');
      await email.fill(volunteer.email);
      await dialog.getByRole('combobox', { name: en('organizer.staff.roleLabel') }).selectOption({ label: en('organizer.staff.roleDoor') });
      await dialog.getByText(en('organizer.staff.doorDoes')).waitFor(LOAD);
      await screenshot(boss.page, 'staff-dialog-en-1366');
      await dialog.getByRole('button', { name: en('organizer.staff.invite'), exact: true }).click();
      const pending = dialog.getByRole('list', { name: en('organizer.staff.pending') });
      await pending.getByText(volunteer.email).waitFor(LOAD);
      await screenshot(boss.page, 'staff-dialog-invited-en-1366');
    } finally {
      await boss.context.close();
    }

    // The volunteer, in Bengali on a phone, from the mail's link.
    const [mail] = await waitForMails(volunteer.email, { settleMs: 0 });
    const door = await newPage(browser, { viewport: PHONE });
    const { page } = door;
    try {
      await logIn(page, volunteer);
      await page.goto(`${SITE}${invitationPath(mail!)}&lang=bn`);
      await page.getByRole('heading', { level: 1, name: bn('dashboard.staffInvitation.title') }).waitFor(LOAD);
      await page.getByRole('button', { name: bn('dashboard.staffInvitation.accept'), exact: true }).click();
      await page.getByText(bn('dashboard.staffInvitation.accepted', { camp: campName })).waitFor(LOAD);
      await page.getByRole('link', { name: bn('dashboard.staffCamps.openDoor'), exact: true }).click();
      await page.getByRole('heading', { name: bn('checkin.desk.heading', { camp: campName }) }).waitFor(LOAD);

      // The one with a ticket, found by name.
      await page.getByRole('searchbox', { name: bn('checkin.desk.searchLabel') }).fill('Rafiqul');
      await page.getByRole('button', { name: bn('checkin.desk.checkInWho', { name: 'Rafiqul Islam' }) }).click(LOAD);
      await page.getByTestId('checkin-result').getByText(bn('checkin.result.checkedIn', { name: 'Rafiqul Islam' })).waitFor(LOAD);
      const admitted = await registration(holderRegistrationId);
      expect(admitted.checkedInAt).toBeTruthy();
      expect(admitted.checkedInBy).toBe(volunteer.uid);

      // Someone who walked in: the form says what is missing before anything is sent.
      await page.getByRole('button', { name: bn('checkin.walkIn.open'), exact: true }).click();
      const form = page.getByRole('dialog', { name: bn('checkin.walkIn.title') });
      await form.waitFor(LOAD);
      await form.getByRole('button', { name: bn('checkin.walkIn.submit'), exact: true }).click();
      await form.getByText(bn('checkin.walkIn.consentRequired')).waitFor(LOAD);
      expect(await form.getByText(bn('checkin.walkIn.required')).count()).toBe(4);
      await screenshot(page, 'walk-in-errors-bn-390');
      await form.getByRole('textbox', { name: bn('checkin.walkIn.name') }).fill('Jahanara Begum');
      await form.getByRole('spinbutton', { name: bn('checkin.walkIn.age') }).fill('58');
      await form.getByRole('combobox', { name: bn('checkin.walkIn.gender') }).selectOption({ label: bn('checkin.walkIn.female') });
      await form.getByRole('textbox', { name: bn('checkin.walkIn.phone') }).fill('+880 1711 000 444');
      await form.getByRole('textbox', { name: bn('checkin.walkIn.emergencyContact') }).fill('+880 1711 000 333');
      await form.getByRole('checkbox').check();
      await screenshot(page, 'walk-in-form-bn-390');
      await form.getByRole('button', { name: bn('checkin.walkIn.submit'), exact: true }).click();
      const done = page.getByRole('dialog', { name: bn('checkin.walkIn.doneTitle', { name: 'Jahanara Begum' }) });
      const code = (await done.getByTestId('walk-in-claim-code').innerText(LOAD)).trim();
      expect(code).toMatch(/^[A-Z0-9]{5}-[A-Z0-9]{5}$/);
      await done.getByRole('button', { name: bn('checkin.walkIn.done'), exact: true }).click();
      await done.waitFor({ state: 'hidden', ...LOAD });
      const walkIns = await adminServices().db.collection(COLLECTIONS.registrations).where('campId', '==', campId).where('ParticipantName', '==', 'Jahanara Begum').get();
      expect(walkIns.size).toBe(1);
      const walkIn = walkIns.docs[0]!.data() as Registration;
      expect(walkIn.checkedInAt).toBeTruthy();
      expect(walkIn.ticket).toBeTruthy();

      // Not the organizers' pages: editing camps (Manage Camps) and reading health details (their Registered Camps).
      for (const path of ['/dashboard/manageCamps', '/dashboard/registeredCamps']) {
        await page.goto(`${SITE}${path}`);
        await page.getByText(bn('errorPage.forbidden')).waitFor(LOAD);
      }
      await screenshot(page, 'door-refused-bn-390');
    } finally {
      await door.context.close();
    }

    // Nor through the API, with the volunteer's own token.
    const token = volunteer.idToken;
    const edit = await api('PUT', `/updateCamp/${campId}`, { token, body: { CampName: `${campName} (edited)` } });
    expect(edit.status).toBe(403);
    const health = await api('GET', `/registrations/${holderRegistrationId}/health`, { token });
    expect(health.status).toBe(403);
    const csv = await api('GET', `/camps/${campId}/registrations.csv`, { token });
    expect(csv.status).toBe(403);
  });

  it('a walk-in’s one-time code, typed by a new account, brings the registration into its Registered Camps', async () => {
    const organizer = await createUser({ role: 'Organizer', displayName: 'Dr. Nasima Akter' });
    const { id: campId, camp } = await createCamp({ fee: 0, startsInDays: 2, name: `Walk-in Day ${unique()}`, organizerUids: [organizer.uid] });
    const recorded = await api<{ insertedId: string; claimCode: string }>('POST', `/camps/${campId}/walkIns`, {
      token: organizer.idToken,
      body: { ParticipantName: 'Walter Walkin', age: 67, gender: 'Male', phoneNumber: '', emergencyContact: '+44 7700 900123', consent: true, requestId: `claim-${unique()}` },
    });
    expect(recorded.status).toBe(201);
    const newcomer = await createUser({ displayName: 'Walter Walkin' });

    const { page, context } = await newPage(browser, { viewport: LAPTOP });
    try {
      await logInAt(page, `${SITE}/dashboard/userRegisteredCamps?lang=en`, newcomer);
      const card = page.getByRole('form', { name: en('dashboard.claim.title') });
      const code = card.getByRole('textbox', { name: en('dashboard.claim.codeLabel') });
      await code.fill('K7M2P');
      await card.getByRole('button', { name: en('dashboard.claim.submit'), exact: true }).click();
      await card.getByText(en('dashboard.claim.codeInvalid')).waitFor(LOAD);
      await code.fill(recorded.body.claimCode);
      await card.getByRole('button', { name: en('dashboard.claim.submit'), exact: true }).click();
      await card.getByRole('status').getByText(en('dashboard.claim.done', { camp: camp.CampName })).waitFor(LOAD);
      const row = page.getByTestId(`registration-${recorded.body.insertedId}`);
      await row.getByText(camp.CampName).waitFor(LOAD);
      // Registered at the door is checked in there too.
      await row.getByText(en('dashboard.ticket.checkedIn')).waitFor(LOAD);
      await screenshot(page, 'walk-in-claimed-en-1366');
      const claimed = await registration(recorded.body.insertedId);
      expect(claimed.participantUid).toBe(newcomer.uid);

      // The code was for once: typed again, it is refused on its field.
      await code.fill(recorded.body.claimCode);
      await card.getByRole('button', { name: en('dashboard.claim.submit'), exact: true }).click();
      await expect.poll(() => code.getAttribute('aria-invalid'), LOAD).toBe('true');
    } finally {
      await context.close();
    }
  });
});
