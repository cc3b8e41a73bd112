/**
 * A camp's time zone through the API: stored as given (UTC when left out),
 * refused when it is no IANA zone, kept by an edit that leaves it out,
 * copied onto registrations and kept in step by the propagation trigger;
 * and the "camp changed" mail an edit sends each registered participant,
 * once, with the new date in the camp's zone and a calendar file in it.
 */
import { COLLECTIONS, type Camp, type MailDocument, type Registration } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { queueCampChangeMails } from '../../src/mail/campChangeMails.ts';
import { adminServices, api, createUser, resetAndSeed, SITE, type TestUser } from '../../../tests/support/emulators.ts';
import { ownRegistrationIdOrThrow } from '../../../tests/support/emulators.ts';
import { attachmentText, parseCalendar, waitForMails } from '../../../tests/support/maildev.ts';
import { storeTestImage } from './actors.ts';
import { readCamp, readRegistration, registerOrThrow, type ErrorBody } from './registrationFixtures.ts';

let organizer: TestUser;
let participant: TestUser;
let imageUrl: string;

beforeAll(async () => {
  await resetAndSeed();
  organizer = await createUser({ role: 'Organizer', displayName: 'Dr. Zoned Organizer' });
  participant = await createUser({ role: 'Participant', displayName: 'Tariq Timezone' });
  imageUrl = await storeTestImage(`tz-test-${Date.now()}`);
});

/** 09:00 in Dhaka (UTC+6, no daylight saving), 20 days from now. */
function dhakaNineAm(days = 20): string {
  const d = new Date(Date.now() + days * 86_400_000);
  d.setUTCHours(3, 0, 0, 0);
  return d.toISOString();
}

const campBody = (fields: Record<string, unknown> = {}) => ({
  CampName: `Dhaka Diabetes Screening ${Date.now()}`,
  Image: imageUrl,
  CampFees: 0,
  DateTime: dhakaNineAm(),
  Location: 'Gulshan Community Centre, Dhaka',
  HealthcareProfessional: 'Dr. Nusrat Rahman',
  Description: 'Blood sugar checks and foot examinations for adults with diabetes.',
  TimeZone: 'Asia/Dhaka',
  ...fields,
});

async function addCamp(fields: Record<string, unknown> = {}): Promise<string> {
  const response = await api<{ insertedId: string }>('POST', '/addCamp', { token: organizer.idToken, body: campBody(fields) });
  if (response.status !== 201) throw new Error(`addCamp: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.insertedId;
}

async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s for ${what}; last: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('a camp’s TimeZone', () => {
  it('is stored as given, UTC when left out, and kept by an edit that leaves it out', async () => {
    const dhaka = await addCamp();
    expect((await readCamp(dhaka))!.TimeZone).toBe('Asia/Dhaka');
    const plain = await addCamp({ TimeZone: undefined });
    expect((await readCamp(plain))!.TimeZone).toBe('UTC');

    const withoutZone: Record<string, unknown> = campBody();
    delete withoutZone.TimeZone;
    const edited = await api('PUT', `/updateCamp/${dhaka}`, { token: organizer.idToken, body: withoutZone });
    expect(edited.status).toBe(200);
    expect((await readCamp(dhaka))!.TimeZone).toBe('Asia/Dhaka');
    const moved = await api('PUT', `/updateCamp/${dhaka}`, { token: organizer.idToken, body: campBody({ TimeZone: 'Europe/Lisbon' }) });
    expect(moved.status).toBe(200);
    expect((await readCamp(dhaka))!.TimeZone).toBe('Europe/Lisbon');
  });

  for (const [label, TimeZone] of [
    ['a made-up zone', 'Mars/Olympus_Mons'],
    ['an offset instead of a zone', '+06:00'],
    ['a number', 6],
    ['an empty text', ''],
  ] as const) {
    it(`refuses ${label} with 400 naming TimeZone, on create and edit, changing nothing`, async () => {
      const { db } = adminServices();
      const before = (await db.collection(COLLECTIONS.camps).count().get()).data().count;
      const add = await api<ErrorBody>('POST', '/addCamp', { token: organizer.idToken, body: campBody({ TimeZone }) });
      expect(add.status).toBe(400);
      expect(add.body.error.fields?.TimeZone).toMatch(/IANA time zone/);
      expect((await db.collection(COLLECTIONS.camps).count().get()).data().count).toBe(before);

      const id = await addCamp();
      const stored = await readCamp(id);
      const edit = await api<ErrorBody>('PUT', `/updateCamp/${id}`, { token: organizer.idToken, body: campBody({ TimeZone }) });
      expect(edit.status).toBe(400);
      expect(edit.body.error.fields?.TimeZone).toBeTruthy();
      expect(await readCamp(id)).toEqual(stored);
    });
  }

  it('is copied onto a registration, and an edit of the zone reaches it', { timeout: 180_000 }, async () => {
    const campId = await addCamp();
    const id = await registerOrThrow(participant, campId);
    expect((await readRegistration(id))!.TimeZone).toBe('Asia/Dhaka');
    const edited = await api('PUT', `/updateCamp/${campId}`, { token: organizer.idToken, body: campBody({ TimeZone: 'Asia/Kolkata' }) });
    expect(edited.status).toBe(200);
    await until('the zone on the registration', () => readRegistration(id), (r) => r?.TimeZone === 'Asia/Kolkata', 150_000);
  });
});

describe('camp changed mail', () => {
  it('tells each registered participant once what changed, in the camp’s zone, with the new calendar file; a replay sends nothing', { timeout: 240_000 }, async () => {
    const name = `Dhaka Eye Camp ${Date.now()}`;
    const campId = await addCamp({ CampName: name });
    const other = await createUser({ role: 'Participant', displayName: 'Rafi Registered' });
    await registerOrThrow(participant, campId);
    await registerOrThrow(other, campId);
    const before = (await readCamp(campId))!;

    // An hour later, at another hall: 10:00 in Dhaka.
    const later = new Date(Date.parse(before.DateTime) + 3_600_000).toISOString();
    const edit = await api('PUT', `/updateCamp/${campId}`, {
      token: organizer.idToken,
      body: campBody({ CampName: name, DateTime: later, Location: 'Banani Health Hall, Dhaka' }),
    });
    expect(edit.status).toBe(200);

    for (const who of [participant, other]) {
      const [mail, ...more] = await waitForMails(who.email, { subject: `Camp changed: ${name}`, timeoutMs: 180_000 });
      expect(more).toEqual([]);
      expect(mail!.text).toMatch(/Date and time: now .*10:00 AM Dhaka time \(GMT\+6\) \(was .*9:00 AM Dhaka time \(GMT\+6\)\)/);
      expect(mail!.text).toContain('Place: now Banani Health Hall, Dhaka (was Gulshan Community Centre, Dhaka)');
      expect(mail!.text).toContain(`${SITE}/campDetail/${campId}`);
      // Health details stay out of mails.
      expect(mail!.text).not.toMatch(/5550142387|5550198214|Female|\b34\b/);
      const calendar = parseCalendar(await attachmentText(mail!, `${mail!.attachments![0]!.filename}`));
      expect(calendar).toMatchObject({ summary: name, location: 'Banani Health Hall, Dhaka', start: later, zone: 'Asia/Dhaka' });
      expect(Date.parse(calendar.end) - Date.parse(calendar.start)).toBe(3 * 3_600_000);
    }

    // The trigger's event again (a retry): its mails exist, nothing is queued.
    const { db } = adminServices();
    const queued = await db.collection(COLLECTIONS.mail).where('kind', '==', 'camp-changed').get();
    const mine = await ownRegistrationIdOrThrow(campId, participant.uid);
    const ours = queued.docs.filter((d) => d.id.startsWith(mine));
    expect(ours).toHaveLength(1);
    const eventId = ours[0]!.id.split('_changed_')[1]!;
    const current = (await readCamp(campId)) as Camp;
    expect(await queueCampChangeMails(db, campId, before, current, eventId, { origin: SITE })).toBe(0);
    // Only the announced fields mail anyone: a new picture is no news.
    expect(await queueCampChangeMails(db, campId, current, { ...current, Image: '/api/images/other' }, 'another-event', { origin: SITE })).toBe(0);
    await new Promise((r) => setTimeout(r, 1500));
    const mails = await waitForMails(participant.email, { subject: `Camp changed: ${name}` });
    expect(mails).toHaveLength(1);
    const doc = (await db.collection(COLLECTIONS.mail).doc(ours[0]!.id).get()).data() as MailDocument;
    expect(doc).toMatchObject({ to: participant.email, uid: participant.uid, kind: 'camp-changed' });
    const registration = (await readRegistration(mine)) as Registration;
    expect(registration.Location).toBe('Banani Health Hall, Dhaka');
  });
});
