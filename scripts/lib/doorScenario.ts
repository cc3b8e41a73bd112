/**
 * The door with no signal, played in real Chromium on the emulators: the
 * browser test (tests/e2e/doorOffline.test.ts) asserts on it and
 * `npm run bench:door` prints its figures, so both run the same scenario.
 *
 * Two phones (two browser contexts, each with its own service worker and
 * IndexedDB; phone A's profile on disk, so that it can be closed and opened
 * again) open a camp's Check-in page once online, each signed in as one of
 * the camp's two organizers. Then the network goes: both reload the page,
 * admit people by their QR codes (typed, as a handheld scanner does) and by
 * name, three of them on both phones, register walk-ins (people with no
 * ticket, each given a claim code on the spot), and phone A refuses a forged code.
 * Phone A's browser is closed and opened again, still offline, with its
 * sign-in's token expired as after a long day. Then the network returns, and
 * the figures are read from Firestore.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { COLLECTIONS, nameKeyFor, normalizeClaimCode, registrationId, searchTokensFor, ticketQrText, type Camp, type Registration } from '@campcare/domain';
import { newTicketCode } from '../../functions/src/checkin/ticketCodes.ts';
import { signTicketWith } from '../../functions/src/checkin/ticketSigning.ts';
import { ticketSigningKeyOf } from '../seed/index.ts';
import { adminServices } from './admin.ts';
import { CHROMIUM_OFFLINE_FLAGS, TEST_CHROMIUM_PATH } from './chromium.ts';
import { hostingUrl } from './emulators.ts';
import { logInThroughForm } from './loginForm.ts';

/** The seed's two organizers (scripts/seed/data.ts), who run the scenario's camp together. */
const STAFF = {
  a: { uid: 'demo-organizer-2', email: 'organizer2@campcare.test', password: 'campcare-organizer', name: 'Dr. Helena Costa' },
  b: { uid: 'demo-organizer', email: 'organizer@campcare.test', password: 'campcare-organizer', name: 'Dr. Daniel Okafor' },
} as const;

export interface DoorPerson {
  registrationId: string;
  name: string;
  ticket: string;
  /** What the person's QR code says: the ticket and its signature. */
  code: string;
}

export interface DoorScenarioOptions {
  /** People each phone checks in only: phone A the first `onlyA`, phone B the next `onlyB`. */
  onlyA: number;
  onlyB: number;
  /** People both phones admit while apart (after the others). */
  both: number;
  /** Extra people on the list who never come. */
  noShows: number;
  /** Of each phone's admissions, how many are by name (the rest by their code). */
  byName: number;
  /** Walk-ins each phone registers with no network. */
  walkIns?: { a: number; b: number };
  /** Where screenshots go (none when unset). */
  screenshots?: string;
  log?: (line: string) => void;
}

export interface DoorFigures {
  /** Registrations of the camp (not walk-ins) checked in once the phones have synced. */
  checkedIn: number;
  /** Walk-in registrations of the camp once the phones have synced. */
  walkIns: number;
  /** Of the claim codes the phones gave walk-ins offline, how many claim their registration on the server. */
  walkInCodesValid: number;
  /** People admitted or registered at the door who are not checked in on the server. */
  lost: number;
  /** Admissions counted more than once (check-in actions recorded beyond one per person, a walk-in registered twice). */
  duplicates: number;
  /** Conflicts recorded beside the check-ins that count. */
  conflicts: number;
  /** Conflicts each phone's desk shows after the sync. */
  conflictsShown: { a: number; b: number };
  /** Forged codes the door let through (admitted on a phone, or reaching the server). */
  forgedAccepted: number;
  /** From the network's return until the server has every admission. */
  syncSeconds: number;
  /** Check-ins recorded on the server before the network came back (must be 0). */
  recordedWhileOffline: number;
}

const WAIT = { timeout: 60_000 };

/** The day both the browser test and the benchmark play: 30 people admitted (3 on both phones) and 5 walk-ins. */
export const DOOR_DAY: DoorScenarioOptions = { onlyA: 15, onlyB: 12, both: 3, noShows: 5, byName: 3, walkIns: { a: 3, b: 2 } };

/** A camp in a few days run by the seed's two organizers, with `count` free registrations holding signed tickets. */
export async function createDoorCamp(count: number): Promise<{ campId: string; people: DoorPerson[] }> {
  const { db } = adminServices();
  const key = ticketSigningKeyOf();
  if (!key) throw new Error('No ticket signing key in the functions build: run the build first (npm start builds it).');
  const campId = `door-${randomBytes(4).toString('hex')}`;
  const now = new Date().toISOString();
  const CampName = 'Village Eye Camp';
  const camp: Camp = {
    CampName,
    Image: '/images/logo.svg',
    CampFees: 0,
    DateTime: new Date(Date.now() + 2 * 86_400_000).toISOString(),
    Location: 'Primary school hall, Sylhet',
    TimeZone: 'Asia/Dhaka',
    HealthcareProfessional: 'Dr. Nasrin Akter',
    ParticipantCount: count,
    Description: 'Eye screening for the whole village.',
    searchTokens: searchTokensFor(CampName, 'Primary school hall, Sylhet', 'Dr. Nasrin Akter'),
    nameKey: nameKeyFor(CampName),
    createdAt: now,
    updatedAt: now,
    createdBy: STAFF.a.uid,
    organizerUids: [STAFF.a.uid, STAFF.b.uid],
  };
  const batch = db.batch();
  batch.set(db.collection(COLLECTIONS.camps).doc(campId), camp);
  const people: DoorPerson[] = [];
  for (let i = 1; i <= count; i += 1) {
    const uid = `door-guest-${String(i).padStart(3, '0')}`;
    const name = `Guest ${String(i).padStart(3, '0')} Rahman`;
    const ticket = newTicketCode();
    const ticketSignature = signTicketWith(key, campId, ticket);
    const id = registrationId(campId, uid);
    const registration: Registration = {
      campId,
      participantUid: uid,
      CampName,
      ParticipantName: name,
      ParticipantEmail: `${uid}@example.org`,
      Image: camp.Image,
      CampFees: 0,
      DateTime: camp.DateTime,
      Location: camp.Location,
      HealthcareProfessional: camp.HealthcareProfessional,
      TimeZone: 'Asia/Dhaka',
      PaymentStatus: 'Free',
      ConfirmationStatus: 'Confirmed',
      feedbackGiven: false,
      organizerUids: camp.organizerUids,
      searchTokens: searchTokensFor(CampName, name),
      nameKey: nameKeyFor(CampName),
      ticket,
      ticketSignature,
      createdAt: now,
      updatedAt: now,
    };
    batch.set(db.collection(COLLECTIONS.registrations).doc(id), registration);
    people.push({ registrationId: id, name, ticket, code: ticketQrText(ticket, ticketSignature) });
  }
  await batch.commit();
  return { campId, people };
}

const doorPath = (campId: string) => `/dashboard/check-in/${encodeURIComponent(campId)}`;

/** The Check-in page, drawn: its heading and counts. */
async function deskShown(page: Page): Promise<void> {
  await page.getByRole('heading', { name: /^Check-in: / }).waitFor(WAIT);
  await page.getByTestId('checkin-counts').waitFor(WAIT);
}

/** Opens the door page online and waits until the service worker holds the app and the device holds the list. */
async function openOnline(page: Page, site: string, campId: string): Promise<void> {
  await page.goto(`${site}${doorPath(campId)}`);
  await deskShown(page);
  await page.getByTestId('checkin-connection').getByText(/^Door list updated at/).waitFor(WAIT);
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
}

async function admitByCode(page: Page, person: DoorPerson): Promise<void> {
  const field = page.getByTestId('checkin-code');
  await field.fill(person.code);
  await field.press('Enter');
  await page.getByTestId('checkin-result').getByText(`✓ Admitted: ${person.name} (saved on this phone`).waitFor(WAIT);
}

async function admitByName(page: Page, person: DoorPerson): Promise<void> {
  await page.getByRole('searchbox', { name: 'Find a participant by name' }).fill(person.name);
  await page.getByRole('button', { name: `Check in ${person.name}` }).click();
  await page.getByTestId('checkin-result').getByText(`✓ Admitted: ${person.name} (saved on this phone`).waitFor(WAIT);
}

/** Registers a walk-in on the desk's dialog; answers the claim code the person is given. */
async function registerWalkIn(page: Page, name: string, screenshot?: string): Promise<string> {
  await page.getByTestId('walk-in-open').click();
  const dialog = page.getByTestId('walk-in-dialog');
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await dialog.getByRole('spinbutton', { name: 'Age' }).fill('47');
  await dialog.getByRole('combobox', { name: 'Gender' }).selectOption('Female');
  await dialog.getByRole('textbox', { name: 'Emergency contact' }).fill('+880 1711 000 444');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Register and check in' }).click();
  const done = page.getByTestId('walk-in-done');
  await done.getByText(`${name} is admitted`).waitFor(WAIT);
  const code = (await done.getByTestId('walk-in-claim-code').innerText()).trim();
  if (screenshot) await page.screenshot({ path: screenshot });
  await done.getByRole('button', { name: 'Done' }).click();
  await done.waitFor({ state: 'detached', ...WAIT });
  return code;
}

/** How many the desk says wait to be sent (0 when the list is gone). */
async function waitingCount(page: Page): Promise<number> {
  // Read at once, without waiting: the list leaves the page as the sync empties it.
  const text = await page.evaluate(() => document.querySelector('[data-testid="checkin-pending"] h2')?.textContent ?? null);
  return text === null ? 0 : Number(/\((\d+)\)/.exec(text)?.[1] ?? NaN);
}

/** The conflicts the desk shows once it has read the list again (it first draws the copy on the phone, which may know fewer). */
async function conflictsShown(page: Page, expected: number): Promise<number> {
  const box = page.getByTestId('checkin-conflicts');
  await box.waitFor(WAIT);
  const deadline = Date.now() + 30_000;
  let shown = await box.getByRole('listitem').count();
  while (shown < expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    shown = await box.getByRole('listitem').count();
  }
  return shown;
}

/**
 * A day at the camp: the sign-in's ID token (an hour) has expired, and with no
 * network it cannot be renewed. Moves the expiry of the token Firebase Auth
 * keeps in IndexedDB into the past.
 */
async function expireSignIn(page: Page): Promise<void> {
  const changed = await page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('firebaseLocalStorageDb');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction('firebaseLocalStorage', 'readwrite');
          const store = tx.objectStore('firebaseLocalStorage');
          const all = store.getAll();
          let count = 0;
          all.onsuccess = () => {
            for (const record of all.result as { value?: { stsTokenManager?: { expirationTime: number } } }[]) {
              if (!record.value?.stsTokenManager) continue;
              record.value.stsTokenManager.expirationTime = Date.now() - 60_000;
              store.put(record);
              count += 1;
            }
          };
          tx.oncomplete = () => resolve(count);
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  if (changed !== 1) throw new Error(`Expected one signed-in user in Firebase Auth's storage, found ${changed}.`);
}

/** A code that looks like a CampCare ticket but whose signature is not the server's. */
function forgedCode(): string {
  return `${randomBytes(18).toString('base64url')}.${randomBytes(64).toString('base64url')}`;
}

export async function runDoorScenario(options: DoorScenarioOptions): Promise<DoorFigures> {
  const log = options.log ?? (() => undefined);
  const site = hostingUrl();
  const { db } = adminServices();
  const total = options.onlyA + options.onlyB + options.both;
  const walkInsA = Array.from({ length: options.walkIns?.a ?? 0 }, (_, i) => `Walk-in A${i + 1} Begum`);
  const walkInsB = Array.from({ length: options.walkIns?.b ?? 0 }, (_, i) => `Walk-in B${i + 1} Begum`);
  const walkInNames = [...walkInsA, ...walkInsB];
  const { campId, people } = await createDoorCamp(total + options.noShows);
  const forA = [...people.slice(0, options.onlyA), ...people.slice(options.onlyA + options.onlyB, total)];
  const forB = people.slice(options.onlyA, total);
  log(`camp ${campId}: ${people.length} on the list; phone A admits ${forA.length}, phone B ${forB.length}, ${options.both} on both`);

  const launchArgs = { executablePath: TEST_CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_OFFLINE_FLAGS] };
  const contextOptions = { viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' as const };
  const profileA = mkdtempSync(join(tmpdir(), 'campcare-door-a-'));
  let phoneA: BrowserContext | undefined;
  let browserB: Browser | undefined;
  try {
    phoneA = await chromium.launchPersistentContext(profileA, { ...launchArgs, ...contextOptions });
    browserB = await chromium.launch(launchArgs);
    const phoneB = await browserB.newContext(contextOptions);
    let pageA = phoneA.pages()[0] ?? (await phoneA.newPage());
    const pageB = await phoneB.newPage();

    await Promise.all([logInThroughForm(pageA, site, STAFF.a, WAIT), logInThroughForm(pageB, site, STAFF.b, WAIT)]);
    await Promise.all([openOnline(pageA, site, campId), openOnline(pageB, site, campId)]);
    log('both phones opened the door page online');

    // No network from here, for the whole session, a reload included.
    await Promise.all([phoneA.setOffline(true), phoneB.setOffline(true)]);
    await Promise.all([pageA.reload(), pageB.reload()]);
    await Promise.all([deskShown(pageA), deskShown(pageB)]);
    await pageA.getByTestId('checkin-connection').getByText('No network').waitFor(WAIT);
    if (options.screenshots) await pageA.screenshot({ path: join(options.screenshots, 'door-offline-reloaded.png') });

    const admit = async (page: Page, list: DoorPerson[]) => {
      for (const [i, person] of list.entries()) await (i < options.byName ? admitByName(page, person) : admitByCode(page, person));
    };
    await Promise.all([admit(pageA, forA), admit(pageB, forB)]);
    log(`admitted offline: ${forA.length} on A, ${forB.length} on B`);
    const registerAll = async (page: Page, names: string[]) => {
      const codes: string[] = [];
      for (const [i, name] of names.entries()) {
        const shot = options.screenshots && page === pageA && i === 0 ? join(options.screenshots, 'door-offline-walk-in.png') : undefined;
        codes.push(await registerWalkIn(page, name, shot));
      }
      return codes;
    };
    const claimCodes = (await Promise.all([registerAll(pageA, walkInsA), registerAll(pageB, walkInsB)])).flat();
    if (walkInNames.length) log(`walk-ins registered offline: ${walkInsA.length} on A, ${walkInsB.length} on B`);

    let forgedAccepted = 0;
    const field = pageA.getByTestId('checkin-code');
    await field.fill(forgedCode());
    await field.press('Enter');
    await pageA.getByTestId('checkin-forged').waitFor(WAIT);
    if (options.screenshots) await pageA.screenshot({ path: join(options.screenshots, 'door-offline-forged.png') });

    // Phone A's browser is closed and opened again, still with no network, hours later (its sign-in's
    // token has expired): its admissions are still there.
    await expireSignIn(pageA);
    await phoneA.close();
    phoneA = await chromium.launchPersistentContext(profileA, { ...launchArgs, ...contextOptions });
    await phoneA.setOffline(true);
    pageA = phoneA.pages()[0] ?? (await phoneA.newPage());
    await pageA.goto(`${site}${doorPath(campId)}`);
    await deskShown(pageA);
    await pageA.getByTestId('checkin-pending').waitFor(WAIT);
    const keptA = await waitingCount(pageA);
    if (keptA !== forA.length + walkInsA.length) {
      throw new Error(`After a browser restart phone A keeps ${keptA} admissions and walk-ins, not ${forA.length + walkInsA.length}.`);
    }
    log(`phone A restarted offline, ${keptA} admissions kept`);

    const campRegistrations = () => db.collection(COLLECTIONS.registrations).where('campId', '==', campId).get();
    const recordedWhileOffline = (await campRegistrations()).docs.filter((d) => d.get('checkedInAt')).length;

    const back = Date.now();
    await Promise.all([phoneA.setOffline(false), phoneB.setOffline(false)]);
    const deadline = Date.now() + 120_000;
    for (;;) {
      const [left, leftA, leftB] = await Promise.all([
        campRegistrations().then((s) => total + walkInNames.length - s.docs.filter((d) => d.get('checkedInAt')).length),
        waitingCount(pageA),
        waitingCount(pageB),
      ]);
      const conflicts = (await campRegistrations()).docs.reduce((n, d) => n + ((d.get('checkInConflicts') as unknown[] | undefined)?.length ?? 0), 0);
      if (left <= 0 && leftA === 0 && leftB === 0 && conflicts >= options.both) break;
      if (Date.now() > deadline) throw new Error(`Not synced after two minutes: ${left} not checked in, ${leftA} and ${leftB} still waiting on the phones.`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const syncSeconds = (Date.now() - back) / 1000;
    log(`synced in ${syncSeconds.toFixed(1)} s`);

    // Each desk reads the list again after its sync, conflicts and all.
    await Promise.all([pageA.reload(), pageB.reload()]);
    await Promise.all([deskShown(pageA), deskShown(pageB)]);
    const shown = options.both > 0 ? { a: await conflictsShown(pageA, options.both), b: await conflictsShown(pageB, options.both) } : { a: 0, b: 0 };
    if (options.screenshots) await pageB.screenshot({ path: join(options.screenshots, 'door-conflicts.png'), fullPage: true });

    const registrations = (await campRegistrations()).docs.map((d) => ({ id: d.id, ...(d.data() as Registration) }));
    const admittedIds = new Set([...forA, ...forB].map((p) => p.registrationId));
    const checkedIn = registrations.filter((r) => r.checkedInAt && !r.walkIn);
    const walkIns = registrations.filter((r) => r.walkIn);
    const claims = await Promise.all(
      claimCodes.map((code) => db.collection(COLLECTIONS.walkInClaims).doc(createHash('sha256').update(normalizeClaimCode(code) ?? '', 'utf8').digest('hex')).get()),
    );
    const actions = await db.collection(COLLECTIONS.doorActions).where('campId', '==', campId).get();
    const countedCheckIns = actions.docs.filter((d) => (d.get('outcome') as { kind: string }).kind === 'checked-in').length;
    // A forged code that reached the server would be an action the server refused as unknown.
    forgedAccepted += actions.docs.filter((d) => (d.get('outcome') as { code?: string }).code === 'not-found').length;
    return {
      checkedIn: checkedIn.length,
      walkIns: walkIns.length,
      walkInCodesValid: claims.filter((c) => c.exists && walkIns.some((r) => r.id === c.get('registrationId'))).length,
      lost: [...admittedIds].filter((id) => !checkedIn.some((r) => r.id === id)).length + walkInNames.filter((n) => !walkIns.some((r) => r.ParticipantName === n)).length,
      duplicates:
        Math.max(0, countedCheckIns - checkedIn.length) +
        checkedIn.filter((r) => !admittedIds.has(r.id)).length +
        walkIns.filter((r) => !walkInNames.includes(r.ParticipantName)).length +
        walkInNames.reduce((n, name) => n + Math.max(0, walkIns.filter((r) => r.ParticipantName === name).length - 1), 0),
      conflicts: registrations.reduce((n, r) => n + (r.checkInConflicts?.length ?? 0), 0),
      conflictsShown: shown,
      forgedAccepted,
      syncSeconds,
      recordedWhileOffline,
    };
  } finally {
    await phoneA?.close().catch(() => undefined);
    await browserB?.close().catch(() => undefined);
    rmSync(profileA, { recursive: true, force: true });
  }
}
