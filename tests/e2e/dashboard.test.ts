/**
 * The dashboard in a real browser against the emulators and the seed:
 * organizer camp management, live confirmation seen by the participant,
 * feedback reaching the home page, cancellation, guards, the admin's role
 * change and the profile update (accessibility.test.ts scans every page).
 */
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, registrationId, type Camp, type Registration } from '@campcare/domain';
import { ROOT } from '../../scripts/lib/emulators.ts';
import { LOAD, logIn, logInAt, newPage, openDashboard, screenshot, seededBrowser } from '../support/browser.ts';
import { adminServices, api, createUser, signIn, SITE } from '../support/emulators.ts';
import { chooseMenuItem } from '../support/settled.ts';

const PARTICIPANT = { email: 'participant@campcare.test', password: 'campcare-participant' };
const ORGANIZER = { email: 'organizer@campcare.test', password: 'campcare-organizer' };
const ADMIN = { email: 'admin@campcare.test', password: 'campcare-admin' };
const SAM = { email: 'sam@campcare.test', password: 'campcare-participant' };
const LENA = { email: 'lena@campcare.test', password: 'campcare-participant' };

const CAMP_IMAGE = join(ROOT, 'scripts', 'seed', 'images', 'camp-05.jpg');
// camp-01 (free eye screening) has many registrations: it is cancelled, never deleted.
const PAID_CAMP = { id: 'camp-01', name: 'Free Eye Screening and Reading Glasses Fitting' };
// Priya's Paid + Pending registration: the organizer confirms it, then she reviews it.
const CONFIRMABLE = { id: registrationId('camp-02', 'demo-participant'), camp: 'Diabetes Check and Foot Care Day' };
// Priya's Unpaid registration: she cancels it.
const CANCELLABLE = { id: registrationId('camp-09', 'demo-participant'), campId: 'camp-09', camp: "Women's Health Check" };

const browser = seededBrowser();

async function camp(id: string): Promise<Camp | undefined> {
  return (await adminServices().db.collection(COLLECTIONS.camps).doc(id).get()).data() as Camp | undefined;
}

async function campByName(name: string): Promise<(Camp & { id: string }) | undefined> {
  const snap = await adminServices().db.collection(COLLECTIONS.camps).where('CampName', '==', name).get();
  const doc = snap.docs[0];
  return doc ? { ...(doc.data() as Camp), id: doc.id } : undefined;
}

/** Fills an input found by its label (Chakra labels carry a required marker, so match the start). */
function field(scope: Page | Locator, label: string) {
  return scope.getByLabel(new RegExp(`^${label}`));
}

describe('organizer camp management', () => {
  const name = `Hearing Test Day ${Date.now().toString(36)}`;

  it('adds a camp with an image, edits it, and the public list shows it', async () => {
    const { page, context } = await newPage(browser());
    try {
      await openDashboard(page, '/addACamp', ORGANIZER);
      await expect(page.getByTestId('participant-count').inputValue()).resolves.toBe('0');
      await field(page, 'Camp name').fill(name);
      await field(page, 'Camp fees').fill('12.50');
      await field(page, 'Date and time').fill('2030-03-14T10:30');
      await field(page, 'Location').fill('Northside Library Hall');
      await field(page, 'Healthcare professional').fill('Dr. Ruth Mensah, Audiologist');
      await field(page, 'Description').fill('Free hearing checks for adults and children, with advice on hearing aids.');
      await page.getByLabel('Image').setInputFiles(CAMP_IMAGE);
      await page.getByRole('button', { name: 'Add camp' }).click();
      await page.getByText(`${name} was added.`).waitFor(LOAD);

      const added = await campByName(name);
      expect(added).toMatchObject({ CampFees: 12.5, ParticipantCount: 0, Location: 'Northside Library Hall' });
      expect(added!.Image).toMatch(/^\/api\/images\//);
      // The uploaded picture was downscaled to JPEG in the browser and is served back.
      const picture = await page.request.get(`${SITE}${added!.Image}`);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/jpeg');

      await openDashboard(page, '/manageCamps');
      await page.getByRole('searchbox', { name: 'Search camps' }).fill(name);
      const row = page.getByTestId(`camp-row-${added!.id}`);
      await expect.poll(() => page.locator('[data-testid^="camp-row-"]').count(), LOAD).toBe(1);
      await row.getByRole('button', { name: `More actions for ${name}` }).click();
      await chooseMenuItem(page.getByRole('menuitem', { name: 'Edit' }));
      const dialog = page.getByRole('dialog');
      await field(dialog, 'Location').fill('Northside Community Centre');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await page.getByText(`${name} was updated.`).waitFor(LOAD);
      await row.getByText('Northside Community Centre').waitFor(LOAD);
      const edited = await camp(added!.id);
      expect(edited).toMatchObject({ Location: 'Northside Community Centre', Image: added!.Image, ParticipantCount: 0 });
      await screenshot(page, 'dashboard-manage-camps');

      await page.goto(`${SITE}/allCamps?search=${encodeURIComponent('hearing test')}`);
      await page.getByText(name).first().waitFor(LOAD);
    } finally {
      await context.close();
    }
  });

  it("keeps the edit dialog's buttons where they are while the camp's picture arrives", async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    try {
      await logIn(page, ORGANIZER);
      // Pictures are held back until the dialog has been measured, as on a slow connection.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/images/**', async (route) => {
        await released;
        await route.continue();
      });
      await openDashboard(page, '/manageCamps');
      await page.getByRole('searchbox', { name: 'Search camps' }).fill(PAID_CAMP.name);
      await page.getByTestId(`camp-row-${PAID_CAMP.id}`).getByRole('button', { name: `More actions for ${PAID_CAMP.name}` }).click();
      await chooseMenuItem(page.getByRole('menuitem', { name: 'Edit' }));
      const dialog = page.getByRole('dialog');
      const save = dialog.getByRole('button', { name: 'Save changes' });
      await save.waitFor(LOAD);
      const picture = dialog.getByRole('img', { name: 'Current camp image' });
      const top = () => save.evaluate((el) => el.getBoundingClientRect().top - el.closest('[role="dialog"]')!.getBoundingClientRect().top);
      // Measured once the dialog has finished growing into place (its opening animation scales it).
      await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      const before = await top();
      release();
      await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), LOAD).toBe(true);
      expect(await top()).toBe(before);
    } finally {
      await context.close();
    }
  });

  it('keeps the field an organizer tapped as the edit dialog opened: what they type does not replace the camp name', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 390, height: 844 } });
    try {
      await openDashboard(page, '/manageCamps', ORGANIZER);
      await page.getByRole('searchbox', { name: 'Search camps' }).fill(PAID_CAMP.name);
      // A quick finger: Location is focused the moment it is on screen, before the dialog's own first focus.
      await page.evaluate(() => {
        const observer = new MutationObserver(() => {
          const location = document.querySelector<HTMLInputElement>('[role="dialog"] input[name="Location"]');
          if (!location) return;
          observer.disconnect();
          location.focus();
        });
        observer.observe(document.body, { childList: true, subtree: true });
      });
      await page.getByTestId(`camp-row-${PAID_CAMP.id}`).getByRole('button', { name: `More actions for ${PAID_CAMP.name}` }).click();
      await chooseMenuItem(page.getByRole('menuitem', { name: 'Edit' }));
      const dialog = page.getByRole('dialog');
      const location = field(dialog, 'Location');
      await location.waitFor(LOAD);
      // The dialog has opened in full (its animation over, a few frames later) when the check is made.
      await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
      const before = await location.inputValue();
      await page.keyboard.type(' (east door)');
      await expect(location.inputValue()).resolves.toBe(`${before} (east door)`);
      await expect(field(dialog, 'Camp name').inputValue()).resolves.toBe(PAID_CAMP.name);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect((await camp(PAID_CAMP.id))?.CampName).toBe(PAID_CAMP.name);
    } finally {
      await context.close();
    }
  });

  it('offers Cancel instead of Delete for a camp people joined, and asks for a reason', async () => {
    const { page, context } = await newPage(browser());
    try {
      await openDashboard(page, '/manageCamps', ORGANIZER);
      await page.getByRole('searchbox', { name: 'Search camps' }).fill('eye screening');
      const row = page.getByTestId(`camp-row-${PAID_CAMP.id}`);
      await row.waitFor(LOAD);
      await row.getByRole('button', { name: `More actions for ${PAID_CAMP.name}` }).click();
      expect(await page.getByRole('menuitem', { name: /^Delete/ }).count()).toBe(0);
      await chooseMenuItem(page.getByRole('menuitem', { name: /^Cancel camp/ }));
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Cancel the camp' }).click();
      await dialog.getByText('This field is required').waitFor(LOAD);
      await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
      await dialog.waitFor({ state: 'hidden', ...LOAD });
      expect(await camp(PAID_CAMP.id)).toBeDefined();
      await row.waitFor(LOAD);
    } finally {
      await context.close();
    }
  });
});

describe('participant and organizer together', () => {
  it('shows the organizer’s confirmation live, then the participant’s feedback reaches the home reviews', async () => {
    const participant = await newPage(browser());
    const organizer = await newPage(browser());
    try {
      await openDashboard(participant.page, '/userRegisteredCamps', PARTICIPANT);
      const myRow = participant.page.getByTestId(`registration-${CONFIRMABLE.id}`);
      await myRow.getByText('Pending').waitFor(LOAD);
      expect(await myRow.getByText('N/A').count()).toBe(1);

      await openDashboard(organizer.page, '/registeredCamps', ORGANIZER);
      await organizer.page.getByRole('searchbox', { name: 'Search by camp or participant' }).fill('Priya diabetes');
      const orgRow = organizer.page.getByTestId(`org-registration-${CONFIRMABLE.id}`);
      await orgRow.waitFor(LOAD);
      expect(await orgRow.getByRole('button', { name: /^Delete/ }).isDisabled()).toBe(true);
      await orgRow.getByRole('button', { name: /^Confirm/ }).click();
      await organizer.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, confirm' }).click();
      await organizer.page.getByText("Priya Sharma's registration is confirmed.").waitFor(LOAD);
      await orgRow.getByText('Confirmed', { exact: true }).first().waitFor(LOAD);

      // No reload on the participant's side: the Firestore listener brings the change.
      await myRow.getByText('Confirmed', { exact: true }).waitFor(LOAD);
      const message = `Clear instructions and a very kind team ${Date.now().toString(36)}.`;
      await myRow.getByRole('button', { name: `Give feedback on ${CONFIRMABLE.camp}` }).click();
      const dialog = participant.page.getByRole('dialog');
      await dialog.getByLabel(/^Rating/).selectOption('5');
      await dialog.getByLabel(/^Your feedback/).fill(message);
      await dialog.getByRole('button', { name: 'Send feedback' }).click();
      await participant.page.getByText('Thank you for your feedback!').waitFor(LOAD);
      await myRow.getByText('Thank you', { exact: true }).waitFor(LOAD);
      const registration = (await adminServices().db.collection(COLLECTIONS.registrations).doc(CONFIRMABLE.id).get()).data() as Registration;
      expect(registration).toMatchObject({ ConfirmationStatus: 'Confirmed', feedbackGiven: true });

      await participant.page.goto(`${SITE}/`);
      await participant.page.getByText(message).first().waitFor({ state: 'attached', ...LOAD });
    } finally {
      await participant.context.close();
      await organizer.context.close();
    }
  });

  it('cancelling an unpaid registration lowers the camp’s participant count', async () => {
    const before = (await camp(CANCELLABLE.campId))!.ParticipantCount;
    const { page, context } = await newPage(browser());
    try {
      await openDashboard(page, '/userRegisteredCamps', PARTICIPANT);
      const row = page.getByTestId(`registration-${CANCELLABLE.id}`);
      await row.waitFor(LOAD);
      await row.getByRole('button', { name: `Cancel registration for ${CANCELLABLE.camp}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, cancel it' }).click();
      await page.getByText(`Your registration for ${CANCELLABLE.camp} was cancelled.`).waitFor(LOAD);
      await row.waitFor({ state: 'detached', ...LOAD });
      expect((await camp(CANCELLABLE.campId))!.ParticipantCount).toBe(before - 1);
      const gone = await adminServices().db.collection(COLLECTIONS.registrations).doc(CANCELLABLE.id).get();
      expect(gone.exists).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('shows the error page to a participant who opens an organizer page', async () => {
    const { page, context } = await newPage(browser());
    try {
      await logInAt(page, `${SITE}/dashboard/addACamp`, PARTICIPANT);
      await page.getByRole('heading', { name: 'Something Went Wrong!' }).waitFor(LOAD);
      await page.getByText('Your account does not have access to this page.').waitFor(LOAD);
      expect(await page.getByLabel(/^Camp name/).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe('admin and profile', () => {
  it('an admin promotes a participant, whose open page asks her to sign in again, then shows the organizer menu', async () => {
    const admin = await newPage(browser());
    const lena = await newPage(browser());
    try {
      await openDashboard(lena.page, '', LENA);
      const lenaNav = lena.page.getByRole('navigation', { name: 'Dashboard' });
      expect(await lenaNav.getByRole('link', { name: 'Add A Camp' }).count()).toBe(0);

      await openDashboard(admin.page, '/users', ADMIN);
      // The role filter lists participants only; a search by the start of her email finds Lena.
      await admin.page.getByLabel('Role').selectOption('Participant');
      await admin.page.getByRole('searchbox', { name: 'Search by email' }).fill(LENA.email.slice(0, 5).toUpperCase());
      const row = admin.page.getByTestId(`user-row-${LENA.email}`);
      await row.waitFor(LOAD);
      await expect.poll(() => admin.page.getByText('1 user · page 1 of 1').count(), LOAD).toBe(1);
      await row.getByRole('button', { name: /^Promote/ }).click();
      await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Yes, promote' }).click();
      await admin.page.getByText(/is now an Organizer/).waitFor(LOAD);
      // No longer a participant: gone from this filtered list, listed among the organizers.
      await row.waitFor({ state: 'detached', ...LOAD });
      await admin.page.getByLabel('Role').selectOption('Organizer');
      await row.getByText('Organizer', { exact: true }).waitFor(LOAD);

      // The change ends Lena's sign-in at once: her open page says so, and her new sign-in carries the Organizer role.
      await lena.page.getByTestId('role-changed-notice').waitFor(LOAD);
      await openDashboard(lena.page, '/addACamp', LENA);
      await lena.page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Add A Camp' }).waitFor(LOAD);
      await lena.page.getByRole('button', { name: 'Add camp' }).waitFor(LOAD);
    } finally {
      await admin.context.close();
      await lena.context.close();
    }
  });

  it('a profile update changes the header at once', async () => {
    const { page, context } = await newPage(browser());
    try {
      await openDashboard(page, '/profile', SAM);
      await page.getByRole('button', { name: 'Update Profile' }).click();
      const dialog = page.getByRole('dialog');
      const newName = `Samuel Osei ${Date.now().toString(36)}`;
      await dialog.getByLabel(/^Name/).fill(newName);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Your profile was updated.').waitFor(LOAD);
      await page.getByRole('button', { name: `Account menu for ${newName}` }).waitFor(LOAD);
      await page.getByTestId('profile-page-name').getByText(newName).waitFor(LOAD);
      const { auth, db } = adminServices();
      const sam = await auth.getUserByEmail(SAM.email);
      expect(sam.displayName).toBe(newName);
      // The users document followed (through POST /api/users).
      await expect
        .poll(async () => (await db.collection(COLLECTIONS.users).doc(sam.uid).get()).get('displayName'), { timeout: 15_000 })
        .toBe(newName);
    } finally {
      await context.close();
    }
  });
});

describe('password change', () => {
  it('really changes the password: the old one stops working, the new one signs in', async () => {
    const { page, context } = await newPage(browser());
    const newPassword = 'fresh-password-42';
    try {
      await openDashboard(page, '/profile', SAM);
      await page.getByRole('button', { name: 'Change Password' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(/^Current password/).fill('not-my-password');
      await dialog.getByLabel(/^New password/).fill(newPassword);
      await dialog.getByLabel(/^Repeat the new password/).fill(newPassword);
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Your current password is incorrect.').waitFor(LOAD);

      await dialog.getByLabel(/^Current password/).fill(SAM.password);
      await dialog.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Your password was changed.').waitFor(LOAD);
    } finally {
      await context.close();
    }
    await expect(signIn(SAM.email, SAM.password)).rejects.toThrow(/INVALID_LOGIN_CREDENTIALS|INVALID_PASSWORD/);
    await expect(signIn(SAM.email, newPassword)).resolves.toMatchObject({ email: SAM.email });
  });
});

describe('phone and laptop sizes', () => {
  /** Every visible button and link in `scope` lies within the viewport's width (nothing to scroll sideways for). */
  async function controlsOutsideWidth(scope: Locator, width: number): Promise<string[]> {
    const boxes = await scope.locator('button:visible, a:visible').evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(), left: r.left, right: r.right };
      }),
    );
    return boxes.filter((b) => b.left < 0 || b.right > width).map((b) => `${b.name} (${Math.round(b.left)}–${Math.round(b.right)})`);
  }
  const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

  it("on a 390 px phone the tables are cards with each row's actions in view, and no page scrolls sideways", async () => {
    // A participant with a paid camp still to pay (Pay, Cancel) and a free one (Ticket, Cancel).
    const person = await createUser({ role: 'Participant', displayName: 'Mina Phone' });
    for (const campId of ['camp-13', 'camp-10']) {
      const body = { campId, age: 30, phoneNumber: '+44 20 7946 0041', gender: 'Female', emergencyContact: '+44 20 7946 0042', consent: true };
      expect((await api('POST', '/registerCamp', { token: person.idToken, body })).status).toBe(201);
    }
    const participant = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const organizer = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      await openDashboard(participant.page, '/userRegisteredCamps', { email: person.email, password: 'test-password' });
      const cards = participant.page.getByRole('list', { name: 'Registered Camps' });
      await cards.getByRole('button', { name: /^Pay for / }).first().waitFor(LOAD);
      expect(await participant.page.getByRole('region', { name: 'Registered Camps table' }).count()).toBe(0);
      // Pay, Ticket and Cancel, each in some card, and every control of every card within the screen's width.
      for (const name of [/^Pay for /, /^Show ticket for /, /^Cancel/]) expect(await cards.getByRole('button', { name }).count()).toBeGreaterThan(0);
      expect(await controlsOutsideWidth(cards, 390)).toEqual([]);
      expect(await pageWidth(participant.page)).toBeLessThanOrEqual(390);
      await screenshot(participant.page, 'dashboard-registered-camps-390');

      await logIn(organizer.page, ORGANIZER);
      for (const path of ['/registeredCamps', '/manageCamps', '/addACamp', '/organizerAnalytics']) {
        await openDashboard(organizer.page, path);
        await organizer.page.waitForFunction(() => !document.querySelector('[aria-label^="Loading"]'), undefined, LOAD);
        expect(await pageWidth(organizer.page), path).toBeLessThanOrEqual(390);
      }
      await openDashboard(organizer.page, '/manageCamps');
      const camps = organizer.page.getByRole('list', { name: 'Manage Camps' });
      await camps.getByRole('link', { name: /^Check-in for / }).first().waitFor(LOAD);
      expect(await controlsOutsideWidth(camps, 390)).toEqual([]);
    } finally {
      await participant.context.close();
      await organizer.context.close();
    }
  });

  it("at 1366×800 Manage Camps shows each row's Check-in and its menu without scrolling sideways", async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1366, height: 800 } });
    try {
      await openDashboard(page, '/manageCamps', ORGANIZER);
      const table = page.getByRole('region', { name: 'Manage Camps table' });
      const row = table.locator('[data-testid^="camp-row-"]').first();
      const more = row.getByRole('button', { name: /^More actions for / });
      await more.waitFor(LOAD);
      await row.getByRole('link', { name: /^Check-in for / }).waitFor(LOAD);
      expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await controlsOutsideWidth(table, 1366)).toEqual([]);
      // The menu opens from the keyboard on its first item, and Escape gives the focus back to its button.
      await more.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect.poll(() => menu.getByRole('menuitem', { name: 'Edit' }).evaluate((el) => el === document.activeElement || el.hasAttribute('data-highlighted')), LOAD).toBe(true);
      await page.keyboard.press('Escape');
      await menu.waitFor({ state: 'hidden', ...LOAD });
      await expect.poll(() => more.evaluate((el) => el === document.activeElement), LOAD).toBe(true);
      await screenshot(page, 'dashboard-manage-camps-1366');
    } finally {
      await context.close();
    }
  });

  it('on a 390 px phone Payment History shows each transaction id whole, inside its card, in English and Bengali', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      await logIn(page, PARTICIPANT);
      for (const language of ['en', 'bn']) {
        await page.evaluate((l) => localStorage.setItem('campcare.language', l), language);
        await page.goto(`${SITE}/dashboard/paymentHistory`);
        const ids = page.getByTestId('card-list').locator('code');
        await ids.first().waitFor(LOAD);
        const shown = await ids.evaluateAll((els) => els.map((el) => ({ text: el.textContent, right: el.getBoundingClientRect().right })));
        // The seed's ids are 33 letters: on one line they ran 30 px past the screen's edge.
        for (const id of shown) {
          expect(id.text, language).toMatch(/^pi_\w+$/);
          expect(id.right, `${id.text} (${language})`).toBeLessThanOrEqual(390);
        }
        expect(await pageWidth(page), language).toBeLessThanOrEqual(390);
      }
    } finally {
      await context.close();
    }
  });

  it('at 1366×800 in Bengali the registrations table wraps an e-mail address after its @, not inside a word', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 1366, height: 800 } });
    try {
      await logIn(page, ORGANIZER);
      await page.evaluate(() => localStorage.setItem('campcare.language', 'bn'));
      await page.goto(`${SITE}/dashboard/registeredCamps`);
      const table = page.getByRole('region', { name: /নিবন্ধিত ক্যাম্প/ });
      const emails = table.locator('[data-testid^="org-registration-"] td:nth-child(3) p:nth-of-type(2)');
      await emails.first().waitFor(LOAD);
      // Each address as the lines it is drawn on, read letter by letter from where the browser put them.
      const drawn = await emails.evaluateAll((els) =>
        els.map((el) => {
          const lines: string[] = [];
          let line = '';
          let lastTop: number | null = null;
          const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
          for (let text = walker.nextNode() as Text | null; text; text = walker.nextNode() as Text | null) {
            for (let i = 0; i < text.length; i++) {
              const letter = document.createRange();
              letter.setStart(text, i);
              letter.setEnd(text, i + 1);
              const top = letter.getClientRects()[0]?.top;
              if (top !== undefined && lastTop !== null && Math.abs(top - lastTop) > 2) {
                lines.push(line);
                line = '';
              }
              if (top !== undefined) lastTop = top;
              line += text.data.charAt(i);
            }
          }
          return [...lines, line];
        }),
      );
      expect(drawn.length).toBeGreaterThan(0);
      expect(drawn.filter((lines) => lines.slice(0, -1).some((line) => !line.endsWith('@')))).toEqual([]);
      expect(await table.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe("a refusal only the server can make, in the page's language", () => {
  it('shows the code of a field the API refused, under that field, in Bengali', async () => {
    const organizer = await signIn(ORGANIZER.email, ORGANIZER.password);
    const name = `Sylhet Morning Clinic ${Date.now().toString(36)}`;
    const body = {
      CampName: name,
      Image: '',
      CampFees: 0,
      DateTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      Location: 'Community Hall, Sylhet',
      HealthcareProfessional: 'Dr. Rafiq Islam',
      Description: 'A free camp whose seats are taken while its organizer edits it.',
      Capacity: 5,
    };
    const created = await api<{ insertedId: string }>('POST', '/addCamp', { token: organizer.idToken, body });
    expect(created.status).toBe(201);
    const campId = created.body.insertedId;
    const { page, context } = await newPage(browser());
    try {
      await logIn(page, ORGANIZER);
      await page.evaluate(() => localStorage.setItem('campcare.language', 'bn'));
      await page.goto(`${SITE}/dashboard/manageCamps`);
      await page.getByRole('heading', { level: 1, name: 'ক্যাম্প পরিচালনা' }).waitFor(LOAD);
      await page.getByLabel('ক্যাম্প খুঁজুন').fill(name);
      const row = page.getByTestId(`camp-row-${campId}`);
      await row.getByTestId('camp-actions').click();
      await chooseMenuItem(page.getByRole('menuitem', { name: /^সম্পাদনা/ }));
      const dialog = page.getByRole('dialog');
      const capacity = dialog.getByTestId('capacity-input');
      await capacity.waitFor(LOAD);
      // The form was opened with no seat taken; meanwhile two people join, so only the server can see 1 is too few.
      for (const phone of ['+44 20 7946 0051', '+44 20 7946 0052']) {
        const person = await createUser();
        const join = { campId, age: 40, phoneNumber: phone, gender: 'Male', emergencyContact: '+44 20 7946 0059', consent: true };
        expect((await api('POST', '/registerCamp', { token: person.idToken, body: join })).status).toBe(201);
      }
      await capacity.fill('1');
      await dialog.locator('button[type="submit"]').click();
      // The API answers 400 with fieldCodes.Capacity 'below-taken': the form says it under Capacity in Bengali, not the server's English.
      await dialog.getByText('এটি ইতিমধ্যে নেওয়া আসনের চেয়ে কম।').waitFor(LOAD);
      const described = await capacity.getAttribute('aria-invalid');
      expect(described).toBe('true');
      expect(await dialog.innerText()).not.toMatch(/Capacity|taken|seats/);
      expect((await camp(campId))?.Capacity).toBe(5);
    } finally {
      await context.close();
    }
  });
});
