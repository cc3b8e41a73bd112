/**
 * The mails that follow the waiting list, confirmation and the calendar,
 * read back from MailDev: seat offered (deadline in the camp's zone, accept
 * link), registration confirmed with the QR ticket, the reminder the day
 * before (once per registration and camp date, only to those holding a seat
 * who want reminders, with a signed one-click unsubscribe link), the
 * unsubscribe link itself and the Profile setting behind it; the money
 * mails (payment receipt, the participant's own cancellation with its refund,
 * a cancelled camp with its refund, joining a full camp's waiting list), each
 * with its calendar file (a cancellation's takes the camp off calendars);
 * and the donation thank-you (to the address the payment page took, once).
 */
import { COLLECTIONS, type MailDocument, type UserProfile } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { queueRegistrationMails } from '../../src/registrations/registrationMails.ts';
import { adminServices, api, createUser, resetAndSeed, SITE } from '../../../tests/support/emulators.ts';
import { ownRegistrationIdOrThrow } from '../../../tests/support/emulators.ts';
import { attachmentText, MAIL_INBOX, mailSource, parseCalendar, waitForMails, type InboxMail } from '../../../tests/support/maildev.ts';
import { castOfCallers, createCamp, readDoc, readRegistration, registerOrThrow, validForm, type Cast, type ErrorBody } from './registrationFixtures.ts';

let cast: Cast;

beforeAll(async () => {
  await resetAndSeed();
  cast = await castOfCallers();
});

const participant = (name: string) => createUser({ role: 'Participant', displayName: name });

/** A fixture camp moved to Dhaka's clock (before anyone registers, so nothing is propagated or announced). */
async function dhakaCamp(options: Parameters<typeof createCamp>[0] = {}) {
  const made = await createCamp(options);
  await adminServices().db.collection(COLLECTIONS.camps).doc(made.id).update({ TimeZone: 'Asia/Dhaka' });
  return { ...made, camp: { ...made.camp, TimeZone: 'Asia/Dhaka' } };
}

async function mailDocsOf(registration: string, kind: MailDocument['kind']) {
  const snap = await adminServices().db.collection(COLLECTIONS.mail).where('kind', '==', kind).get();
  return snap.docs.filter((d) => d.id.startsWith(registration));
}

function calendarOf(mail: InboxMail) {
  const ics = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
  if (!ics) throw new Error(`"${mail.subject}" has no calendar file`);
  return attachmentText(mail, ics.filename).then(parseCalendar);
}

describe('seat offered', () => {
  it('mails the first in line once, with the deadline on the camp’s clock and a link to accept; a replay sends nothing', { timeout: 180_000 }, async () => {
    const name = `Offer Mail Camp ${Date.now()}`;
    const { id: campId, camp } = await dhakaCamp({ capacity: 1, seatOfferHours: 6, name });
    const seated = await participant('Sana Seated');
    const waiting = await participant('Wali Waiting');
    const seatId = await registerOrThrow(seated, campId);
    const joined = await api<{ insertedId: string; waitlisted?: boolean }>('POST', '/registerCamp', { token: waiting.idToken, body: validForm(campId) });
    expect(joined.body.waitlisted).toBe(true);
    expect((await api('DELETE', `/deleteRegisteredCamps/${seatId}`, { token: seated.idToken })).status).toBe(200);
    const offered = (await readRegistration(joined.body.insertedId))!;
    expect(offered.waitlistStatus).toBe('Offered');

    const [mail, ...more] = await waitForMails(waiting.email, { subject: `Seat offered: ${name}`, timeoutMs: 150_000 });
    expect(more).toEqual([]);
    // The deadline in the camp's zone, named, as the camp's date is.
    const deadline = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dhaka', hour: 'numeric', minute: '2-digit' }).format(Date.parse(offered.offerExpiresAt!));
    expect(mail!.text).toContain(`${deadline} Dhaka time (GMT+6)`);
    expect(mail!.text).toMatch(/Accept your seat: .*\/dashboard\/userRegisteredCamps/);
    expect(mail!.text).toContain(`${SITE}/dashboard/userRegisteredCamps`);
    const calendar = await calendarOf(mail!);
    expect(calendar).toMatchObject({ summary: name, location: camp.Location, zone: 'Asia/Dhaka' });

    const { db } = adminServices();
    const docs = await mailDocsOf(joined.body.insertedId, 'seat-offered');
    expect(docs).toHaveLength(1);
    // The same change again: already queued.
    const waitingBefore = { ...offered, waitlistStatus: 'Waiting' as const, waitlistPosition: 1 };
    expect(await queueRegistrationMails(db, joined.body.insertedId, waitingBefore, offered, new Date(offered.updatedAt), { origin: SITE })).toBe(0);
    expect(await waitForMails(waiting.email, { subject: `Seat offered: ${name}` })).toHaveLength(1);
    // The seated participant who cancelled was told of the cancellation, not offered anything.
    expect((await mailDocsOf(seatId, 'seat-offered')).length).toBe(0);
  });
});

describe('registration confirmed', () => {
  it('carries the QR ticket (an inline PNG and the code) once the registration holds one; a replay sends nothing', { timeout: 180_000 }, async () => {
    const name = `Ticket Mail Camp ${Date.now()}`;
    const { id: campId } = await dhakaCamp({ fee: 0, name });
    const who = await participant('Tahmina Ticket');
    const id = await registerOrThrow(who, campId);
    const registration = (await readRegistration(id))!;
    expect(registration.ticket).toBeTruthy();
    const confirmed = await api('PATCH', `/StatusConfirmed/${id}`, { token: cast.organizer.idToken });
    expect(confirmed.status).toBe(200);

    const [mail, ...more] = await waitForMails(who.email, { subject: `Registration confirmed: ${name}`, timeoutMs: 150_000 });
    expect(more).toEqual([]);
    expect(mail!.text).toContain(registration.ticket!);
    const qr = mail!.attachments?.find((a) => a.contentType === 'image/png');
    expect(qr).toBeTruthy();
    // The HTML shows the picture by its Content-ID (MailDev's API serves it with the cid: resolved to the picture's data).
    expect(mail!.html).toMatch(/<img src="data:image\/png;base64,[A-Za-z0-9+/=]+" alt="QR code of your ticket for /);
    const source = await mailSource(mail!);
    expect(source).toMatch(/Content-ID: <ticket-qr@campcare>/i);
    expect(source.replace(/=\r?\n/g, '')).toMatch(/src=(3D)?"cid:ticket-qr@campcare"/);
    const png = await fetch(`${MAIL_INBOX}/api/email/${mail!.id}/attachment/${encodeURIComponent(qr!.generatedFileName)}`);
    const bytes = Buffer.from(await png.arrayBuffer());
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect((await calendarOf(mail!)).zone).toBe('Asia/Dhaka');

    const after = (await readRegistration(id))!;
    const { db } = adminServices();
    expect(await queueRegistrationMails(db, id, registration, after, new Date(after.updatedAt), { origin: SITE })).toBe(0);
    expect(await mailDocsOf(id, 'registration-confirmed')).toHaveLength(1);
  });
});

/**
 * The ticket as a mail shows it: the code in the text, and its QR code as an
 * inline PNG the HTML shows by Content-ID (many mail apps block data: URIs).
 */
async function expectTicket(mail: InboxMail, ticket: string) {
  expect(mail.text, mail.subject).toContain(ticket);
  expect(mail.attachments?.some((a) => a.contentType === 'image/png'), mail.subject).toBe(true);
  const source = (await mailSource(mail)).replace(/=\r?\n/g, '');
  expect(source).toMatch(/Content-ID: <ticket-qr@campcare>/i);
  expect(source).toMatch(/src=(3D)?"cid:ticket-qr@campcare"/);
  expect(source).not.toMatch(/src=(3D)?"data:/);
}

describe('the ticket in every mail of a registration that holds one', () => {
  it('registration received (a free camp: the ticket comes at once) and the reminder carry the code and its QR', { timeout: 240_000 }, async () => {
    const name = `Free Ticket Camp ${Date.now()}`;
    const { id: campId } = await dhakaCamp({ fee: 0, startsInDays: 20 / 24, name });
    const who = await participant('Farida Free');
    const id = await registerOrThrow(who, campId);
    const ticket = (await readRegistration(id))!.ticket!;
    expect(ticket).toBeTruthy();

    const [received] = await waitForMails(who.email, { subject: `Registration received: ${name}`, timeoutMs: 150_000 });
    await expectTicket(received!, ticket);

    expect((await sendReminders()).status).toBe(200);
    const [reminder] = await waitForMails(who.email, { subject: `Reminder: ${name}`, timeoutMs: 150_000 });
    await expectTicket(reminder!, ticket);
  });

  it('an unpaid registration is mailed without a ticket; its payment receipt then carries it', { timeout: 240_000 }, async () => {
    const name = `Paid Ticket Camp ${Date.now()}`;
    const { id: campId } = await dhakaCamp({ fee: 25, name });
    const who = await participant('Pavel Paid');
    const { id } = await registerAndPay(who, campId);
    const [received] = await waitForMails(who.email, { subject: `Registration received: ${name}`, timeoutMs: 150_000 });
    expect(received!.attachments?.some((a) => a.contentType === 'image/png')).toBe(false);

    const ticket = (await readRegistration(id))!.ticket!;
    expect(ticket).toBeTruthy();
    const [receipt] = await waitForMails(who.email, { subject: `Payment receipt: ${name}`, timeoutMs: 150_000 });
    await expectTicket(receipt!, ticket);
  });
});

const sendReminders = (now?: Date) => api<{ acknowledged: boolean; queued: number }>('POST', '/emulator/sendReminders', { body: now ? { now: now.toISOString() } : {} });

/** The unsubscribe address a reminder carries, from its List-Unsubscribe header. */
async function unsubscribeLink(mail: InboxMail): Promise<string> {
  const source = await mailSource(mail);
  const header = /^List-Unsubscribe: <([^>]+)>/im.exec(source.replace(/\r?\n[ \t]+/g, ' '));
  if (!header) throw new Error(`No List-Unsubscribe in "${mail.subject}"`);
  expect(source).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/im);
  return header[1]!;
}

describe('reminders', () => {
  it('mail everyone holding a seat at a camp starting within 24 hours, once, with the calendar file and a signed unsubscribe link', { timeout: 240_000 }, async () => {
    const name = `Reminder Camp ${Date.now()}`;
    // Tomorrow, 20 hours from now; one seat, so the second person waits in line.
    const { id: campId, camp } = await dhakaCamp({ startsInDays: 20 / 24, capacity: 1, name });
    const seated = await participant('Rina Reminded');
    const waiting = await participant('Wasim Waitlisted');
    const seatId = await registerOrThrow(seated, campId);
    await api('POST', '/registerCamp', { token: waiting.idToken, body: validForm(campId) });
    // A camp two days away is not due yet.
    const { id: laterCamp } = await createCamp({ startsInDays: 2, name: `Later ${name}` });
    await registerOrThrow(seated, laterCamp);

    const first = await sendReminders();
    expect(first.status).toBe(200);
    expect(first.body.queued).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await waitForMails(seated.email, { subject: `Reminder: ${name}`, timeoutMs: 150_000 });
    expect(more).toEqual([]);
    expect(mail!.text).toMatch(/Dhaka time \(GMT\+6\)/);
    const calendar = await calendarOf(mail!);
    expect(calendar).toMatchObject({ summary: name, location: camp.Location, zone: 'Asia/Dhaka', start: new Date(Math.floor(Date.parse(camp.DateTime) / 1000) * 1000).toISOString() });
    const link = await unsubscribeLink(mail!);
    expect(link.startsWith(`${SITE}/api/mail/unsubscribe?`)).toBe(true);
    expect(mail!.text).toContain(link);

    // A second run (the schedule, or the endpoint again) queues nothing for it.
    expect((await sendReminders()).status).toBe(200);
    expect(await mailDocsOf(seatId, 'camp-reminder')).toHaveLength(1);
    expect(await waitForMails(seated.email, { subject: `Reminder: ${name}` })).toHaveLength(1);
    // Nobody on the waiting list, nothing for the camp two days away.
    expect((await adminServices().db.collection(COLLECTIONS.mail).where('to', '==', waiting.email).where('kind', '==', 'camp-reminder').get()).size).toBe(0);
    const laterSeat = await ownRegistrationIdOrThrow(laterCamp, seated.uid);
    expect(await mailDocsOf(laterSeat, 'camp-reminder')).toHaveLength(0);
    // Two days later the other camp is due: the clock the endpoint runs on is the test's to move.
    expect((await sendReminders(new Date(Date.now() + 30 * 3_600_000))).body.queued).toBeGreaterThanOrEqual(1);
    expect(await mailDocsOf(laterSeat, 'camp-reminder')).toHaveLength(1);
  });

  it('the unsubscribe link turns off only that person’s reminders, without signing in; a forged one changes nothing', { timeout: 240_000 }, async () => {
    const name = `Unsubscribe Camp ${Date.now()}`;
    const { id: campId } = await createCamp({ startsInDays: 0.5, name });
    const reader = await participant('Uma Unsubscriber');
    const other = await participant('Omar Other');
    await registerOrThrow(reader, campId);
    await registerOrThrow(other, campId);
    await sendReminders();
    const [mail] = await waitForMails(reader.email, { subject: `Reminder: ${name}`, timeoutMs: 150_000 });
    const link = new URL(await unsubscribeLink(mail!));
    const { db } = adminServices();
    const profileBefore = (await db.collection(COLLECTIONS.users).doc(reader.uid).get()).data() as UserProfile;

    // Forged: another uid with this signature, a made-up signature, none at all.
    const forged = new URL(link);
    forged.searchParams.set('uid', other.uid);
    const madeUp = new URL(link);
    madeUp.searchParams.set('sig', 'A'.repeat(43));
    const bare = new URL(link);
    bare.searchParams.delete('sig');
    for (const [url, status] of [[forged, 403], [madeUp, 403], [bare, 400]] as const) {
      const answer = await fetch(url, { method: 'POST' });
      expect(answer.status, url.search).toBe(status);
      expect(((await answer.json()) as ErrorBody).error.message.length).toBeGreaterThan(10);
    }
    expect((await db.collection(COLLECTIONS.users).doc(other.uid).get()).get('emailReminders')).toBeUndefined();
    expect((await db.collection(COLLECTIONS.users).doc(reader.uid).get()).data()).toEqual(profileBefore);

    // Opening the link shows a page with a button; it changes nothing yet.
    const pageAnswer = await fetch(link);
    expect(pageAnswer.status).toBe(200);
    expect(await pageAnswer.text()).toMatch(/<form method="post">[\s\S]*Stop reminders/);
    expect((await db.collection(COLLECTIONS.users).doc(reader.uid).get()).get('emailReminders')).toBeUndefined();

    // The mail client's one-click POST (RFC 8058's body), no sign-in.
    const oneClick = await fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
    expect(oneClick.status).toBe(200);
    expect(await oneClick.json()).toMatchObject({ acknowledged: true, emailReminders: false });
    const { emailReminders, updatedAt: _updated, ...rest } = (await db.collection(COLLECTIONS.users).doc(reader.uid).get()).data() as UserProfile & { emailReminders?: boolean };
    const { updatedAt: _was, ...restBefore } = profileBefore;
    expect(emailReminders).toBe(false);
    expect(rest).toEqual(restBefore);
    expect((await db.collection(COLLECTIONS.users).doc(other.uid).get()).get('emailReminders')).toBeUndefined();

    // The next camp reminds the other participant only.
    const next = `Next ${name}`;
    const { id: nextCamp } = await createCamp({ startsInDays: 0.6, name: next });
    await registerOrThrow(reader, nextCamp);
    await registerOrThrow(other, nextCamp);
    await sendReminders();
    expect(await waitForMails(other.email, { subject: `Reminder: ${next}`, timeoutMs: 150_000 })).toHaveLength(1);
    expect(await mailDocsOf(await ownRegistrationIdOrThrow(nextCamp, reader.uid), 'camp-reminder')).toHaveLength(0);
  });
});

describe('mail preferences (Profile)', () => {
  it('read and set Email me reminders for the signed-in user only; bad input and no sign-in are refused', async () => {
    const user = await participant('Pia Preferences');
    const read = await api<{ emailReminders: boolean }>('GET', '/mail/preferences', { token: user.idToken });
    expect(read).toMatchObject({ status: 200, body: { emailReminders: true } });
    const off = await api<{ emailReminders: boolean }>('PUT', '/mail/preferences', { token: user.idToken, body: { emailReminders: false } });
    expect(off).toMatchObject({ status: 200, body: { emailReminders: false } });
    expect((await readDoc<{ emailReminders?: boolean }>(COLLECTIONS.users, user.uid))!.emailReminders).toBe(false);
    const on = await api<{ emailReminders: boolean }>('PUT', '/mail/preferences', { token: user.idToken, body: { emailReminders: true } });
    expect(on.body.emailReminders).toBe(true);

    for (const body of [{}, { emailReminders: 'no' }, { emailReminders: null }]) {
      const bad = await api<ErrorBody>('PUT', '/mail/preferences', { token: user.idToken, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error.fields?.emailReminders).toBeTruthy();
    }
    expect((await readDoc<{ emailReminders?: boolean }>(COLLECTIONS.users, user.uid))!.emailReminders).toBe(true);
    expect((await api('GET', '/mail/preferences')).status).toBe(401);
    expect((await api('PUT', '/mail/preferences', { body: { emailReminders: false } })).status).toBe(401);
  });
});

describe('mails in the reader’s language', () => {
  it('writes a participant who chose Bengali their registration mail in Bengali (Bengali digits on the camp’s clock); English stays English; a bad language is refused', { timeout: 180_000 }, async () => {
    const name = `Language Mail Camp ${Date.now()}`;
    const { id: campId } = await dhakaCamp({ name, fee: 20 });
    const bengali = await participant('Bina Bengali');
    const english = await participant('Ed English');

    const chosen = await api<{ language: string }>('PUT', '/mail/language', { token: bengali.idToken, body: { language: 'bn' } });
    expect(chosen).toMatchObject({ status: 200, body: { language: 'bn', emailReminders: true } });
    expect((await api<{ language: string }>('GET', '/mail/preferences', { token: english.idToken })).body.language).toBe('en');
    for (const body of [{}, { language: 'fr' }, { language: 7 }]) {
      const bad = await api<ErrorBody>('PUT', '/mail/language', { token: english.idToken, body });
      expect(bad.status, JSON.stringify(body)).toBe(400);
      expect(bad.body.error).toMatchObject({ code: 'invalid-argument' });
      expect(bad.body.error.fields?.language).toBeTruthy();
    }
    expect((await readDoc<{ language?: string }>(COLLECTIONS.users, english.uid))!.language).toBeUndefined();
    expect((await api('PUT', '/mail/language', { body: { language: 'bn' } })).status).toBe(401);

    await registerOrThrow(bengali, campId);
    await registerOrThrow(english, campId);
    const [bn] = await waitForMails(bengali.email, { subject: `নিবন্ধন পাওয়া গেছে: ${name}`, timeoutMs: 150_000 });
    expect(bn!.text).toContain('ধন্যবাদ, Bina Bengali');
    // The camp's date, in Bengali digits: the day of the month and the year as Intl writes them in bn-BD on Dhaka's clock.
    const camp = (await readDoc<{ DateTime: string }>(COLLECTIONS.camps, campId))!;
    const day = new Intl.DateTimeFormat('bn-BD', { timeZone: 'Asia/Dhaka', day: 'numeric' }).format(Date.parse(camp.DateTime));
    const year = new Intl.DateTimeFormat('bn-BD', { timeZone: 'Asia/Dhaka', year: 'numeric' }).format(Date.parse(camp.DateTime));
    expect(bn!.text).toMatch(new RegExp(`কখন: .*${day}.*${year}`));
    expect(bn!.text).toMatch(/[০-৯]/);
    expect(bn!.text).toContain('ফি দিন ও নিবন্ধন দেখুন');
    expect(bn!.text).not.toContain('Registration received');
    const [en] = await waitForMails(english.email, { subject: `Registration received: ${name}`, timeoutMs: 150_000 });
    expect(en!.text).toContain('The fee is $20.00.');
  });
});

/** Starts a donation as the home page's Donate Now does; the local test checkout's session id. */
async function startDonation(amount: number, token?: string, language?: string): Promise<string> {
  const created = await api<{ paymentUrl: string }>('POST', '/create_payment', { token, body: { amount, currency: 'USD', ...(language ? { language } : {}) } });
  expect(created.status).toBe(200);
  const sessionId = /^\/test-checkout\/(cs_local_[0-9a-f]{32})$/.exec(created.body.paymentUrl)?.[1];
  if (!sessionId) throw new Error(`Not a local checkout: ${created.body.paymentUrl}`);
  return sessionId;
}

const payCheckout = (sessionId: string, body: unknown = {}) => api<ErrorBody>('POST', `/local-checkout/${sessionId}/complete`, { body });

async function thanksDocsOf(sessionId: string) {
  const snap = await adminServices().db.collection(COLLECTIONS.mail).where('kind', '==', 'donation-thanks').get();
  return snap.docs.filter((d) => d.id.startsWith(sessionId));
}

describe('donation thank-you', () => {
  it('an anonymous donor gives their address on the checkout page and gets one thank-you with the amount; replays send nothing more', { timeout: 180_000 }, async () => {
    const sessionId = await startDonation(1234.5);
    const view = await api<{ customerEmail: string | null }>('GET', `/local-checkout/${sessionId}`);
    expect(view.body.customerEmail).toBeNull();
    const { db } = adminServices();

    // No address, or not an address: refused with the field's message, nothing paid or written.
    for (const body of [{}, { email: 'not-an-address' }, { email: 42 }]) {
      const refused = await payCheckout(sessionId, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error.fields?.email).toBeTruthy();
    }
    expect((await db.collection(COLLECTIONS.donations).doc(sessionId).get()).exists).toBe(false);
    expect((await api<{ status: string }>('GET', `/local-checkout/${sessionId}`)).body.status).toBe('open');

    const donor = `donor-${Date.now()}@example.org`;
    for (let i = 0; i < 3; i++) expect((await payCheckout(sessionId, { email: `  ${donor.toUpperCase()} ` })).status).toBe(200);

    const [mail, ...more] = await waitForMails(donor, { subject: 'Thank you for your donation of $1,234.50', timeoutMs: 150_000 });
    expect(more).toEqual([]);
    expect(mail!.text).toContain('We received your donation of $1,234.50.');
    expect(mail!.text).toContain(`Reference: ${sessionId}`);
    expect(mail!.html).toContain('$1,234.50');
    expect(mail!.html).toMatch(/<h1[^>]*>Thank you for supporting free medical camps<\/h1>/);
    expect(mail!.attachments ?? []).toEqual([]);
    const docs = await thanksDocsOf(sessionId);
    expect(docs).toHaveLength(1);
    expect(docs[0]!.data()).toMatchObject({ to: donor, uid: null, kind: 'donation-thanks' });
    // The public donation record keeps no address.
    expect(JSON.stringify((await db.collection(COLLECTIONS.donations).doc(sessionId).get()).data())).not.toContain('@');

    // The payment event recorded again, as a retried webhook would: nothing new.
    const { recordDonation } = await import('../../src/payments/recorder.ts');
    const { LocalPaymentProvider } = await import('../../src/payments/localProviderStore.ts');
    const completion = await new LocalPaymentProvider(db).completeCheckoutSession(sessionId, null);
    expect(completion?.kind).toBe('paid');
    if (completion?.kind !== 'paid') throw new Error('The session should be paid.');
    expect(completion.session.customerEmail).toBe(donor);
    expect(await recordDonation(db, completion.session, { origin: SITE })).toMatchObject({ created: false });
    expect(await thanksDocsOf(sessionId)).toHaveLength(1);
    expect(await waitForMails(donor, { subject: /Thank you for your donation/ })).toHaveLength(1);
  });

  it('an anonymous donor who gave from a page in Bengali gets the thank-you in Bengali; an unknown language is refused', { timeout: 180_000 }, async () => {
    const refused = await api<ErrorBody>('POST', '/create_payment', { body: { amount: 10, currency: 'USD', language: 'fr' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields?.language).toBeTruthy();

    const sessionId = await startDonation(25, undefined, 'bn');
    const donor = `bengali-donor-${Date.now()}@example.org`;
    expect((await payCheckout(sessionId, { email: donor })).status).toBe(200);
    const [mail] = await waitForMails(donor, { subject: /অনুদানের জন্য ধন্যবাদ/, timeoutMs: 150_000 });
    expect(mail!.subject).toContain('২৫.০০');
    expect(mail!.text).not.toContain('Thank you');
  });

  it('a signed-in donor is not asked: the thank-you goes to their account’s address', { timeout: 180_000 }, async () => {
    const member = await participant('Dina Donor');
    const sessionId = await startDonation(25, member.idToken);
    const view = await api<{ customerEmail: string | null }>('GET', `/local-checkout/${sessionId}`);
    expect(view.body.customerEmail).toBe(member.email.toLowerCase());
    // The address the session started with stands, whatever the page sends.
    const elsewhere = `elsewhere-${Date.now()}@example.org`;
    expect((await payCheckout(sessionId, { email: elsewhere })).status).toBe(200);

    const [mail, ...more] = await waitForMails(member.email, { subject: 'Thank you for your donation of $25.00', timeoutMs: 150_000 });
    expect(more).toEqual([]);
    expect(mail!.text).toContain('$25.00');
    const docs = await thanksDocsOf(sessionId);
    expect(docs.map((d) => d.data())).toMatchObject([{ to: member.email.toLowerCase(), uid: member.uid }]);
    expect((await adminServices().db.collection(COLLECTIONS.mail).where('to', '==', elsewhere).get()).size).toBe(0);
  });
});

const testCard = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Test Payer', email: 'payer@example.org' };

/** Registers and pays with the test card, as the Pay modal does; the PaymentIntent's id (the booking's). */
async function registerAndPay(who: Awaited<ReturnType<typeof participant>>, campId: string): Promise<{ id: string; paymentIntentId: string }> {
  const id = await registerOrThrow(who, campId);
  const started = await api<{ paymentIntentId: string }>('POST', '/create-payment-stripe', { token: who.idToken, body: { registrationId: id } });
  expect(started.status).toBe(200);
  const { paymentIntentId } = started.body;
  expect((await api('POST', `/local-payments/${paymentIntentId}/confirm`, { token: who.idToken, body: testCard })).status).toBe(200);
  expect((await api('POST', '/booking', { token: who.idToken, body: { paymentIntentId } })).status).toBe(200);
  return { id, paymentIntentId };
}

async function calendarTextOf(mail: InboxMail): Promise<string> {
  const ics = mail.attachments?.find((a) => a.filename.endsWith('.ics'));
  if (!ics) throw new Error(`"${mail.subject}" has no calendar file`);
  return attachmentText(mail, ics.filename);
}

describe('the money mails', () => {
  it('a payment’s receipt, then the participant’s own cancellation with the refund: each once, each with the camp’s calendar file; replays send nothing', { timeout: 240_000 }, async () => {
    const name = `Receipt Mail Camp ${Date.now()}`;
    const { id: campId, camp } = await dhakaCamp({ fee: 25, name });
    const who = await participant('Rafi Receipt');
    const { id, paymentIntentId } = await registerAndPay(who, campId);

    const [receipt, ...moreReceipts] = await waitForMails(who.email, { subject: `Payment receipt: ${name}`, timeoutMs: 150_000 });
    expect(moreReceipts).toEqual([]);
    expect(receipt!.text).toContain('We received $25.00');
    expect(receipt!.text).toContain(`Transaction: ${paymentIntentId}`);
    expect(receipt!.text).toMatch(/Dhaka time \(GMT\+6\)/);
    expect(await calendarOf(receipt!)).toMatchObject({ summary: name, location: camp.Location, zone: 'Asia/Dhaka' });
    // The payment recorded again (a reloaded page): the same booking, no second receipt.
    expect((await api('POST', '/booking', { token: who.idToken, body: { paymentIntentId } })).status).toBe(200);
    const { db } = adminServices();
    expect((await db.collection(COLLECTIONS.mail).where('kind', '==', 'payment-receipt').where('to', '==', who.email).get()).size).toBe(1);

    const before = (await readRegistration(id))!;
    const cancelled = await api<{ refunded: number }>('DELETE', `/deleteRegisteredCamps/${id}`, { token: who.idToken });
    expect(cancelled.body.refunded).toBe(2500);
    const [mail, ...more] = await waitForMails(who.email, { subject: `Registration cancelled: ${name}`, timeoutMs: 150_000 });
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Your fee of $25.00 is refunded in full');
    const ics = await calendarTextOf(mail!);
    expect(ics).toContain('STATUS:CANCELLED');
    expect(parseCalendar(ics)).toMatchObject({ summary: name, location: camp.Location, zone: 'Asia/Dhaka', uid: `camp-${campId}@campcare` });
    // The deletion seen again: already queued.
    expect(await queueRegistrationMails(db, id, before, undefined, new Date(), { origin: SITE })).toBe(0);
    expect(await mailDocsOf(id, 'registration-cancelled')).toHaveLength(1);
  });

  it('a cancelled camp mails each participant once, with the reason, the refund and a cancelling calendar file; a replay sends nothing', { timeout: 300_000 }, async () => {
    const name = `Cancelled Mail Camp ${Date.now()}`;
    const { id: campId, camp } = await dhakaCamp({ fee: 25, name });
    const payer = await participant('Parveen Paid');
    const unpaid = await participant('Umar Unpaid');
    const paid = await registerAndPay(payer, campId);
    const unpaidId = await registerOrThrow(unpaid, campId);
    const answer = await api('POST', `/cancelCamp/${campId}`, { token: cast.organizer.idToken, body: { reason: 'The hall flooded.' } });
    expect(answer.status).toBe(202);

    const [mail, ...more] = await waitForMails(payer.email, { subject: `Camp cancelled: ${name}`, timeoutMs: 240_000 });
    expect(more).toEqual([]);
    expect(mail!.text).toContain('Their reason: The hall flooded.');
    expect(mail!.text).toContain('Your fee of $25.00 is being refunded in full');
    const ics = await calendarTextOf(mail!);
    expect(ics).toContain('METHOD:CANCEL');
    expect(parseCalendar(ics)).toMatchObject({ summary: name, location: camp.Location, zone: 'Asia/Dhaka' });
    const [unpaidMail] = await waitForMails(unpaid.email, { subject: `Camp cancelled: ${name}`, timeoutMs: 120_000 });
    expect(unpaidMail!.text).toContain('there is nothing to refund');

    // The change seen again: nothing more queued.
    const after = (await readRegistration(paid.id))!;
    const { campCancelledAt: _at, ...notYet } = after;
    const { db } = adminServices();
    expect(await queueRegistrationMails(db, paid.id, notYet, after, new Date(after.updatedAt), { origin: SITE })).toBe(0);
    expect(await mailDocsOf(paid.id, 'camp-cancelled')).toHaveLength(1);
    expect(await mailDocsOf(unpaidId, 'camp-cancelled')).toHaveLength(1);
  });

  it('joining a full camp mails the place in line, with the calendar file, not a registration to pay for', { timeout: 180_000 }, async () => {
    const name = `Waitlist Mail Camp ${Date.now()}`;
    const { id: campId, camp } = await dhakaCamp({ capacity: 1, name });
    await registerOrThrow(await participant('Sadia Seated'), campId);
    const waiting = await participant('Wahid Waiting');
    const joined = await api<{ insertedId: string; waitlisted?: boolean; position?: number }>('POST', '/registerCamp', { token: waiting.idToken, body: validForm(campId) });
    expect(joined.body).toMatchObject({ waitlisted: true, position: 1 });
    const [mail, ...more] = await waitForMails(waiting.email, { subject: `On the waiting list: ${name}`, timeoutMs: 150_000 });
    expect(more).toEqual([]);
    expect(mail!.text).toContain('You are number 1 in line.');
    expect(mail!.text).not.toContain('Pay it from your dashboard');
    expect(await calendarOf(mail!)).toMatchObject({ summary: name, location: camp.Location, zone: 'Asia/Dhaka' });
    expect((await waitForMails(waiting.email)).map((m) => m.subject)).toEqual([`On the waiting list: ${name}`]);
  });
});
