/**
 * Text messages on the emulators, read back from the local SMS inbox (which
 * speaks Twilio's Messages API): consent both ways (Profile, the
 * registration form, STOP, the stop link), the registration's text with its
 * ticket code, nobody texted without an opt-in, a failed send tried again,
 * the provider's status callbacks (a forged one refused), and the reminder
 * run, once per account and camp however often it runs.
 */
import { COLLECTIONS, isQuietHour, smsCountryOfTimeZone, type SmsDocument } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_TWILIO_ACCOUNT_SID, LOCAL_TWILIO_AUTH_TOKEN, signTwilioRequest, smsInboxUrl, type InboxMessage } from '../../../scripts/lib/smsInbox.ts';
import { queueSms } from '../../src/sms/smsQueue.ts';
import { stopSignature } from '../../src/sms/stopLink.ts';
import { adminServices, api, createUser, resetAndSeed, SITE, type TestUser } from '../../../tests/support/emulators.ts';
import { createCamp, readDoc, validForm } from './registrationFixtures.ts';

const EMULATOR_MAIL_LINK_SECRET = 'local-emulators-only-unsubscribe-key';
/** A zone where it is day now, so texts go at once (quiet hours are their own test). */
const DAY_ZONE = ['Asia/Dhaka', 'Europe/London', 'America/New_York', 'Asia/Tokyo', 'America/Los_Angeles', 'Pacific/Auckland'].find((z) => !isQuietHour(new Date(), z))!;

let phoneCounter = 0;
/**
 * A Bangladeshi mobile number of its own for each test person, as typed and
 * in E.164. A number typed without + is read in the country of the zone it
 * comes with, so it is typed as at home only while DAY_ZONE is Bangladesh's;
 * in the hours when Dhaka is quiet and DAY_ZONE is, say, London, 01722-571690
 * would be a Salisbury number, so it is typed with its country code.
 */
function newPhone(): { typed: string; e164: string } {
  const digits = String(20_000_000 + Date.now() % 1_000_000 * 10 + phoneCounter++).slice(-8);
  const national = `017${digits.slice(0, 2)}-${digits.slice(2)}`;
  return { typed: smsCountryOfTimeZone(DAY_ZONE) === 'BD' ? national : `+880 ${national.slice(1)}`, e164: `+88017${digits}` };
}

async function inbox(to: string): Promise<InboxMessage[]> {
  return (await (await fetch(`${smsInboxUrl()}/api/messages?to=${encodeURIComponent(to)}`)).json()) as InboxMessage[];
}

async function waitForTexts(to: string, count = 1, timeoutMs = 90_000): Promise<InboxMessage[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await inbox(to);
    if (found.length >= count) return found;
    if (Date.now() > deadline) throw new Error(`Expected ${count} text(s) to ${to}, found ${found.length}.`);
    await new Promise((r) => setTimeout(r, 400));
  }
}

async function smsDocsOf(uid: string): Promise<{ id: string; sms: SmsDocument }[]> {
  const snap = await adminServices().db.collection(COLLECTIONS.sms).where('uid', '==', uid).get();
  return snap.docs.map((d) => ({ id: d.id, sms: d.data() as SmsDocument }));
}

async function waitForSmsState(id: string, state: string, timeoutMs = 60_000): Promise<SmsDocument> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const doc = await readDoc<SmsDocument>(COLLECTIONS.sms, id);
    if (doc?.delivery.state === state) return doc;
    if (Date.now() > deadline) throw new Error(`Text ${id} never reached ${state}: ${JSON.stringify(doc?.delivery)}`);
    await new Promise((r) => setTimeout(r, 300));
  }
}

const optIn = (user: TestUser, phone: string, timeZone = DAY_ZONE) => api<Record<string, unknown>>('PUT', '/sms/preferences', { token: user.idToken, body: { smsOptIn: true, phone, timeZone } });

beforeAll(async () => {
  await resetAndSeed();
  await api('GET', '/allcamp');
});

describe('consent', () => {
  it('is off until the person opts in on Profile, and turns off and on again', async () => {
    const user = await createUser({ displayName: 'Nusrat Jahan' });
    const phone = newPhone();
    expect((await api('GET', '/sms/preferences', { token: user.idToken })).body).toMatchObject({ smsOptIn: false, smsPhone: null });

    const on = await optIn(user, phone.typed);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ smsOptIn: true, smsPhone: phone.e164, smsTimeZone: DAY_ZONE });

    const off = await api('PUT', '/sms/preferences', { token: user.idToken, body: { smsOptIn: false } });
    expect(off.body).toMatchObject({ smsOptIn: false, smsPhone: phone.e164 });
    // On again without typing the number: the one given before.
    const again = await api('PUT', '/sms/preferences', { token: user.idToken, body: { smsOptIn: true } });
    expect(again.body).toMatchObject({ smsOptIn: true, smsPhone: phone.e164 });
  });

  it('refuses a number that cannot be texted, and an opt-in without any number, changing nothing', async () => {
    const user = await createUser({ displayName: 'Rafiq Islam' });
    const bad = await optIn(user, '01712');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ error: { fields: { phone: expect.stringContaining('mobile number') } } });
    const none = await api('PUT', '/sms/preferences', { token: user.idToken, body: { smsOptIn: true } });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ error: { fields: { phone: 'Give the mobile number to text.' } } });
    expect((await api('GET', '/sms/preferences', { token: user.idToken })).body).toMatchObject({ smsOptIn: false, smsPhone: null });
    expect((await api('GET', '/sms/preferences')).status).toBe(401);
  });

  it('lets nobody text a person who did not opt in: nothing is queued, nothing is sent', async () => {
    const user = await createUser({ displayName: 'Kamal Hossain' });
    const outcome = await queueSms(adminServices().db, { id: `test-unconsented-${user.uid}`, uid: user.uid, kind: 'camp-changed', body: () => 'CampCare: a message nobody agreed to.', campId: null, campStartsAt: null });
    expect(outcome).toBe('not-opted-in');
    expect(await smsDocsOf(user.uid)).toEqual([]);
  });
});

describe('the registration form', () => {
  it('texts a newcomer who ticks "Text me" the ticket code; one who does not gets no text', { timeout: 150_000 }, async () => {
    const { id: campId } = await createCamp({ fee: 0, name: 'Mirpur Free Eye Camp' });
    const texted = await createUser({ displayName: 'Shirin Akter' });
    const phone = newPhone();
    const answer = await api<{ insertedId: string }>('POST', '/registerCamp', {
      token: texted.idToken,
      body: { ...validForm(campId), phoneNumber: phone.typed, smsOptIn: true, timeZone: DAY_ZONE },
    });
    expect(answer.status).toBe(201);
    const [text, ...more] = await waitForTexts(phone.e164);
    expect(more).toEqual([]);
    const registration = (await readDoc<{ ticket: string }>(COLLECTIONS.registrations, answer.body.insertedId))!;
    expect(text!.body).toContain('Mirpur Free Eye Camp');
    expect(text!.body).toContain(registration.ticket);
    expect(text!.body).toContain(`${SITE}/api/sms/stop?u=${texted.uid}&s=`);
    expect(text!.segments).toBeLessThanOrEqual(3);
    expect((await api('GET', '/sms/preferences', { token: texted.idToken })).body).toMatchObject({ smsOptIn: true, smsPhone: phone.e164 });

    const silent = await createUser({ displayName: 'Jamal Uddin' });
    const silentPhone = newPhone();
    expect((await api('POST', '/registerCamp', { token: silent.idToken, body: { ...validForm(campId), phoneNumber: silentPhone.typed } })).status).toBe(201);
    await new Promise((r) => setTimeout(r, 3000));
    expect(await inbox(silentPhone.e164)).toEqual([]);
    expect(await smsDocsOf(silent.uid)).toEqual([]);
  });

  it('refuses "Text me" with a number that cannot be texted, registering nobody', async () => {
    const { id: campId } = await createCamp({ fee: 0 });
    const user = await createUser({ displayName: 'Tania Sultana' });
    const answer = await api('POST', '/registerCamp', { token: user.idToken, body: { ...validForm(campId), phoneNumber: '5550142387', smsOptIn: true } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { fields: { phoneNumber: expect.stringContaining('mobile number') } } });
    const registrations = await adminServices().db.collection(COLLECTIONS.registrations).where('campId', '==', campId).get();
    expect(registrations.size).toBe(0);
    expect((await api('GET', '/sms/preferences', { token: user.idToken })).body).toMatchObject({ smsOptIn: false });
  });
});

describe('STOP and the stop link', () => {
  it('a STOP reply turns texts off (a text queued before it is not sent), and Profile turns them on again', { timeout: 120_000 }, async () => {
    const user = await createUser({ displayName: 'Farhana Begum' });
    const phone = newPhone();
    await optIn(user, phone.typed, 'Asia/Dhaka');
    const { db } = adminServices();
    // Queued for the morning (a camp next week, at night in Dhaka), then STOP before it goes.
    const night = new Date(Date.now() + 2 * 86_400_000);
    night.setUTCHours(18, 0, 0, 0); // 00:00 in Dhaka
    expect(
      await queueSms(db, { id: `test-before-stop-${user.uid}`, uid: user.uid, kind: 'camp-changed', body: () => 'CampCare: queued before STOP.', campId: null, campStartsAt: null, campTimeZone: 'Asia/Dhaka' }, night),
    ).toBe('queued');

    const reply = await fetch(`${smsInboxUrl()}/api/reply`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ from: phone.e164, body: 'stop' }) });
    const { answer } = (await reply.json()) as { answer: string };
    expect(answer).toContain('<Message>CampCare: you will get no more texts.');
    expect((await api('GET', '/sms/preferences', { token: user.idToken })).body).toMatchObject({ smsOptIn: false, smsPhone: phone.e164 });

    // The morning comes: the sweep finds the queued text and skips it.
    await api('POST', '/emulator/sweepSms', { body: { now: new Date(night.getTime() + 12 * 3_600_000).toISOString() } });
    expect((await readDoc<SmsDocument>(COLLECTIONS.sms, `test-before-stop-${user.uid}`))!.delivery.state).toBe('SKIPPED');
    expect(await inbox(phone.e164)).toEqual([]);

    expect((await optIn(user, phone.e164)).body).toMatchObject({ smsOptIn: true });
  });

  it('the stop link asks, then turns texts off; a forged one is refused', async () => {
    const user = await createUser({ displayName: 'Abdul Karim' });
    await optIn(user, newPhone().typed);
    const signature = stopSignature(user.uid, EMULATOR_MAIL_LINK_SECRET);
    const page = await fetch(`${SITE}/api/sms/stop?u=${user.uid}&s=${signature}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Stop text messages');
    expect((await api('GET', '/sms/preferences', { token: user.idToken })).body).toMatchObject({ smsOptIn: true });

    const forged = await fetch(`${SITE}/api/sms/stop?u=${user.uid}&s=${'A'.repeat(16)}`, { method: 'POST' });
    expect(forged.status).toBe(403);
    expect((await api('GET', '/sms/preferences', { token: user.idToken })).body).toMatchObject({ smsOptIn: true });

    const done = await fetch(`${SITE}/api/sms/stop?u=${user.uid}&s=${signature}`, { method: 'POST', headers: { accept: 'application/json' } });
    expect(done.status).toBe(200);
    expect((await api('GET', '/sms/preferences', { token: user.idToken })).body).toMatchObject({ smsOptIn: false });
  });

  it('refuses an inbound message without a valid signature, changing nothing', async () => {
    const user = await createUser({ displayName: 'Selina Parvin' });
    const phone = newPhone();
    await optIn(user, phone.typed);
    const params = { AccountSid: LOCAL_TWILIO_ACCOUNT_SID, From: phone.e164, Body: 'STOP' };
    const forged = await fetch(`${SITE}/api/sms/inbound`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signTwilioRequest('not-our-token', `${SITE}/api/sms/inbound`, params) },
      body: new URLSearchParams(params).toString(),
    });
    expect(forged.status).toBe(403);
    expect((await api('GET', '/sms/preferences', { token: user.idToken })).body).toMatchObject({ smsOptIn: true });
  });
});

describe('sending', () => {
  it('tries a failed send again after its wait, and sends it once', { timeout: 120_000 }, async () => {
    const user = await createUser({ displayName: 'Mahmudul Hasan' });
    const phone = newPhone();
    await optIn(user, phone.typed);
    await fetch(`${smsInboxUrl()}/api/fail-next`, { method: 'POST', body: JSON.stringify({ to: phone.e164, count: 1 }) });
    const id = `test-retry-${user.uid}`;
    expect(await queueSms(adminServices().db, { id, uid: user.uid, kind: 'camp-changed', body: () => 'CampCare: sent on the second try.', campId: null, campStartsAt: null })).toBe('queued');

    const failed = await waitForSmsState(id, 'ERROR');
    expect(failed.delivery).toMatchObject({ attempts: 1, error: expect.stringContaining('503') });
    expect(await inbox(phone.e164)).toEqual([]);
    // Not before its wait (a minute after the first attempt)…
    await api('POST', '/emulator/sweepSms', { body: { now: new Date(Date.parse(failed.delivery.endTime!) + 10_000).toISOString() } });
    expect((await readDoc<SmsDocument>(COLLECTIONS.sms, id))!.delivery.state).toBe('ERROR');
    // …then once.
    await api('POST', '/emulator/sweepSms', { body: { now: new Date(Date.parse(failed.delivery.endTime!) + 61_000).toISOString() } });
    await api('POST', '/emulator/sweepSms', { body: { now: new Date(Date.parse(failed.delivery.endTime!) + 300_000).toISOString() } });
    const sent = await waitForSmsState(id, 'SUCCESS');
    expect(sent.delivery.attempts).toBe(2);
    expect(sent.providerSid).toMatch(/^SM[0-9a-f]{32}$/);
    expect((await waitForTexts(phone.e164)).map((m) => m.body)).toEqual(['CampCare: sent on the second try.']);
  });

  it('records the provider’s signed status callbacks and refuses a forged one', { timeout: 90_000 }, async () => {
    const user = await createUser({ displayName: 'Rokeya Khatun' });
    const phone = newPhone();
    await optIn(user, phone.typed);
    const id = `test-status-${user.uid}`;
    await queueSms(adminServices().db, { id, uid: user.uid, kind: 'camp-changed', body: () => 'CampCare: status test.', campId: null, campStartsAt: null });
    const sent = await waitForSmsState(id, 'SUCCESS');
    // The inbox reports sent, then delivered, signed.
    const deadline = Date.now() + 30_000;
    while ((await readDoc<SmsDocument>(COLLECTIONS.sms, id))!.providerStatus !== 'delivered') {
      if (Date.now() > deadline) throw new Error('The delivered callback was never recorded.');
      await new Promise((r) => setTimeout(r, 300));
    }

    const url = `${SITE}/api/sms/status`;
    const forgedParams = { AccountSid: LOCAL_TWILIO_ACCOUNT_SID, MessageSid: sent.providerSid!, MessageStatus: 'failed', ErrorCode: '30003' };
    const post = (params: Record<string, string>, signature: string) =>
      fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature }, body: new URLSearchParams(params).toString() });
    expect((await post(forgedParams, signTwilioRequest('c0ffee000000000000000000000000ab', url, forgedParams))).status).toBe(403);
    expect((await post(forgedParams, '')).status).toBe(403);
    // Signed for other fields: the status changed in transit.
    expect((await post(forgedParams, signTwilioRequest(LOCAL_TWILIO_AUTH_TOKEN, url, { ...forgedParams, MessageStatus: 'delivered' }))).status).toBe(403);
    expect((await readDoc<SmsDocument>(COLLECTIONS.sms, id))!.providerStatus).toBe('delivered');

    // A genuine late "sent" does not take the status back.
    const late = { AccountSid: LOCAL_TWILIO_ACCOUNT_SID, MessageSid: sent.providerSid!, MessageStatus: 'sent' };
    expect((await post(late, signTwilioRequest(LOCAL_TWILIO_AUTH_TOKEN, url, late))).status).toBe(200);
    expect((await readDoc<SmsDocument>(COLLECTIONS.sms, id))!.providerStatus).toBe('delivered');
  });
});

describe('reminders', () => {
  it('texts each opted-in account once per camp, however often the run goes, and nobody else', { timeout: 150_000 }, async () => {
    const { id: campId, camp } = await createCamp({ fee: 0, startsInDays: 0.5, name: 'Uttara Diabetes Screening' });
    const { db } = adminServices();
    const texted = await createUser({ displayName: 'Hasina Rahman' });
    const phone = newPhone();
    await optIn(texted, phone.typed);
    const silent = await createUser({ displayName: 'Nazmul Haque' });
    const registration = (uid: string, name: string) => ({
      campId, participantUid: uid, CampName: camp.CampName, DateTime: camp.DateTime, Location: camp.Location, ParticipantName: name, ParticipantEmail: `${uid}@example.org`,
      PaymentStatus: 'Free', ConfirmationStatus: 'Confirmed', createdAt: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', searchTokens: [], nameKey: name,
    });
    await db.collection(COLLECTIONS.registrations).doc(`${campId}_${texted.uid}`).set(registration(texted.uid, 'Hasina Rahman'));
    // Her daughter's seat at the same camp: still one reminder to her phone.
    await db.collection(COLLECTIONS.registrations).doc(`${campId}_${texted.uid}_dep`).set({ ...registration(texted.uid, 'Tasnim Rahman'), dependant: { name: 'Tasnim Rahman', relationship: 'Child' } });
    await db.collection(COLLECTIONS.registrations).doc(`${campId}_${silent.uid}`).set(registration(silent.uid, 'Nazmul Haque'));

    const first = await api<{ queued: number }>('POST', '/emulator/sendSmsReminders', { body: {} });
    const second = await api<{ queued: number }>('POST', '/emulator/sendSmsReminders', { body: {} });
    expect(second.body.queued).toBe(0);
    expect(first.body.queued).toBeGreaterThanOrEqual(1);
    const [text, ...more] = await waitForTexts(phone.e164);
    await new Promise((r) => setTimeout(r, 2000));
    expect(more).toEqual([]);
    expect((await inbox(phone.e164)).length).toBe(1);
    expect(text!.body).toContain('Uttara Diabetes Screening');
    expect(await smsDocsOf(silent.uid)).toEqual([]);
  });
});

describe('referrals', () => {
  it('texts the referral with its facility, due date and code, and its follow-up only while it is open', { timeout: 120_000 }, async () => {
    const { id: campId } = await createCamp({ fee: 0, name: 'Tongi Blood Pressure Camp' });
    const { db } = adminServices();
    await db.collection(COLLECTIONS.campClinicalSettings).doc(campId).set({ facility: { name: 'Tongi General Hospital', address: 'Station Road', phone: '' } });
    const user = await createUser({ displayName: 'Aminul Islam' });
    const phone = newPhone();
    await optIn(user, phone.typed);
    const now = new Date();
    const referral = {
      campId, registrationId: `${campId}_${user.uid}`, personUid: user.uid, resultId: 'result-1', reason: 'highBloodPressure', urgency: 'routine', source: 'rule', status: 'open',
      note: null, code: 'RF7K2M9P', dueAt: new Date(now.getTime() + 14 * 86_400_000).toISOString(), outcome: null, closedAt: null, createdAt: now.toISOString(), createdBy: 'clinician-1',
    };
    const referralId = `result-1_highBloodPressure_${user.uid}`;
    await db.collection(COLLECTIONS.referrals).doc(referralId).set(referral);

    const [text] = await waitForTexts(phone.e164);
    expect(text!.body).toContain('high blood pressure');
    expect(text!.body).toContain('Tongi General Hospital');
    expect(text!.body).toContain('RF7K2M9P');
    const followUpId = `referral-follow-up_${referralId}`;
    const followUp = (await readDoc<SmsDocument>(COLLECTIONS.sms, followUpId))!;
    expect(followUp).toMatchObject({ kind: 'referral-follow-up', referralId, delivery: { state: 'PENDING' } });
    expect(Date.parse(followUp.notBefore)).toBeGreaterThanOrEqual(Date.parse(referral.dueAt) - 86_400_000);

    // Closed before the reminder's day: the sweep on that day skips it.
    await db.collection(COLLECTIONS.referrals).doc(referralId).update({ status: 'closed', outcome: 'treated', closedAt: new Date().toISOString() });
    await api('POST', '/emulator/sweepSms', { body: { now: new Date(Date.parse(followUp.notBefore) + 60_000).toISOString() } });
    expect((await readDoc<SmsDocument>(COLLECTIONS.sms, followUpId))!.delivery).toMatchObject({ state: 'SKIPPED', error: 'referral-closed' });
    expect(await inbox(phone.e164)).toHaveLength(1);
  });
});
