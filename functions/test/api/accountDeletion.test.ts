/**
 * "Delete my account": DELETE /api/me and deleting the Auth user directly
 * end in the same erasure. Checked on the emulators as they are: the
 * refusals, the choice for paid registrations of camps to come, what is
 * kept for attendance and accounting (without the person), the Auth
 * deletion trigger, that erasing again changes nothing, and that afterwards
 * no document anywhere holds the person's uid, email or name.
 */
import { COLLECTIONS, DELETED_ACCOUNT_NAME, FORMER_PARTICIPANT_NAME, type Booking, type PaidUpcomingCamp, type Registration } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { emulatorHosts, listEmulatorDocuments, withTriggersDisabled } from '../../../scripts/lib/admin.ts';
import { adminServices, api, createUser, resetAndSeed, signIn, type TestUser } from '../../../tests/support/emulators.ts';
import { eraseAccountData } from '../../src/account/erasureStore.ts';
import {
  BAD_TOKEN,
  castOfCallers,
  createCamp,
  markConfirmed,
  markPaid,
  participantCount,
  readRegistration,
  registerOrThrow,
  type Cast,
} from './registrationFixtures.ts';

interface DeletionAnswer {
  acknowledged: boolean;
  deleted: boolean;
  cancelled: number;
  refunded: number;
  kept: number;
}
type DeletionError = { error: { code: string; message: string; camps?: PaidUpcomingCamp[]; fields?: Record<string, string> } };

const deleteMe = (token: string | undefined, body?: unknown) => api<DeletionAnswer & DeletionError>('DELETE', '/me', { token, body });

/**
 * The collection the local test payment provider keeps its PaymentIntents
 * in. It stands for Stripe's own servers (the PaymentIntent's metadata and
 * receipt address are Stripe's record of the payment, kept under Stripe's
 * retention), which CampCare's erasure does not reach: the scan skips it.
 */
const PAYMENT_PROVIDER_RECORDS = 'localPayments';

interface Found {
  path: string;
  what: string;
}

/**
 * Every document of every collection and subcollection, found with one
 * kindless query over the whole database (not a list of names), searched for
 * the person's uid, email and name (and each word of it), in its path and its
 * data. Read in one batch: walking the tree a document at a time took about
 * a minute per scan on a loaded machine.
 */
async function personalDataLeft(db: Firestore, person: { uid: string; email: string; name: string }): Promise<Found[]> {
  const needles = [
    ['uid', person.uid.toLowerCase()],
    ['email', person.email.toLowerCase()],
    ['name', person.name.toLowerCase()],
    ...person.name
      .toLowerCase()
      .split(/\s+/)
      .map((word) => ['name word', word]),
  ] as const;
  const paths = [...(await listEmulatorDocuments()).keys()].filter((path) => !path.startsWith(`${PAYMENT_PROVIDER_RECORDS}/`));
  const snaps = paths.length ? await db.getAll(...paths.map((path) => db.doc(path))) : [];
  const found: Found[] = [];
  for (const snap of snaps) {
    const text = `${snap.ref.path}\n${snap.exists ? JSON.stringify(snap.data()) : ''}`.toLowerCase();
    for (const [what, needle] of needles) if (text.includes(needle)) found.push({ path: snap.ref.path, what });
  }
  return found;
}

async function pay(user: TestUser, registrationId: string): Promise<string> {
  const intent = await api<{ paymentIntentId: string }>('POST', '/create-payment-stripe', { token: user.idToken, body: { registrationId } });
  expect(intent.status).toBe(200);
  const confirm = await api('POST', `/local-payments/${intent.body.paymentIntentId}/confirm`, {
    token: user.idToken,
    body: { cardNumber: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Card Holder', email: user.email },
  });
  expect(confirm.status).toBe(200);
  return intent.body.paymentIntentId;
}

async function waitFor<T>(what: string, check: () => Promise<T | null | false>, timeoutMs = 90_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Waits until the mail triggers of a participant's history have run (no new
 * mail for them for ten seconds), so that the deletion is tested on what a
 * person's data looks like at rest. It does not insist on a mail: right
 * after the emulator turns triggers back on (the seed, a test's direct
 * write) it can drop an event, and what this suite checks is that whatever
 * was queued is erased.
 */
async function mailsSettled(uid: string): Promise<void> {
  const { db } = adminServices();
  let last = -1;
  let stableSince = Date.now();
  await waitFor('the mail triggers to settle', async () => {
    const count = (await db.collection(COLLECTIONS.mail).where('uid', '==', uid).count().get()).data().count;
    if (count !== last) {
      last = count;
      stableSince = Date.now();
    }
    return Date.now() - stableSince > 10_000;
  }, 180_000);
}

const keptRegistrationsOf = async (campId: string) =>
  (await adminServices().db.collection(COLLECTIONS.registrations).where('campId', '==', campId).get()).docs;

/**
 * A participant with a bit of everything: a registration of a camp that took
 * place (paid, confirmed, reviewed, health details read by the organizer),
 * a paid one and an unpaid one of camps to come, a contact message.
 */
async function participantWithHistory(cast: Cast, name: string) {
  const person = await createUser({ role: 'Participant', displayName: name });
  // Camp names must not contain the person's name: the camps are not theirs and stay as they are.
  const tag = person.uid.slice(0, 6);
  const past = await createCamp({ fee: 30, name: `Past Hearing Camp ${tag}` });
  const paidUpcoming = await createCamp({ fee: 40, name: `Upcoming Eye Camp ${tag}`, startsInDays: 20 });
  const unpaidUpcoming = await createCamp({ fee: 25, name: `Upcoming Skin Camp ${tag}`, startsInDays: 20 });
  const pastId = await registerOrThrow(person, past.id);
  const paidId = await registerOrThrow(person, paidUpcoming.id);
  const unpaidId = await registerOrThrow(person, unpaidUpcoming.id);
  const pastPayment = await markPaid(pastId);
  await markConfirmed(pastId);
  const paidPayment = await pay(person, paidId);
  const review = await api<{ insertedId: string }>('POST', '/feedback', { token: person.idToken, body: { registrationId: pastId, ratting: 4, feedback: 'Kind staff and a quick hearing test.' } });
  expect(review.status).toBe(201);
  expect((await api('GET', `/registrations/${pastId}/health`, { token: cast.organizer.idToken })).status).toBe(200);
  const contact = await api('POST', '/contact', { token: person.idToken, body: { name, email: person.email, subject: 'A question', message: 'Is there parking near the hall?' } });
  expect(contact.status).toBe(201);
  // The hearing camp took place last week (moved there without the camp-change mails a real edit would send).
  const lastWeek = new Date(Date.now() - 7 * 86_400_000).toISOString();
  await withTriggersDisabled(async () => {
    const { db } = adminServices();
    await db.collection(COLLECTIONS.camps).doc(past.id).update({ DateTime: lastWeek });
    await db.collection(COLLECTIONS.registrations).doc(pastId).update({ DateTime: lastWeek });
  });
  await mailsSettled(person.uid);
  return { person, name, past, paidUpcoming, unpaidUpcoming, pastId, paidId, unpaidId, pastPayment, paidPayment, reviewId: review.body.insertedId };
}

let cast: Cast;

/** The seed, fresh accounts and a participant's history take minutes on a busy machine. */
const SLOW = 300_000;

beforeAll(async () => {
  await resetAndSeed();
  cast = await castOfCallers();
}, SLOW);

describe('DELETE /me: who may, and what must be decided first', () => {
  it.each([
    ['nobody signed in', undefined],
    ['a token that verifies as nothing', BAD_TOKEN],
  ])('answers 401 to %s', async (_who, token) => {
    const answer = await deleteMe(token);
    expect(answer.status).toBe(401);
    expect(answer.body.error.code).toBe('unauthenticated');
  });

  it('refuses an administrator (403) and an organizer who runs camps (409, naming them); both accounts stay', async () => {
    const admin = await deleteMe(cast.admin.idToken);
    expect(admin.status).toBe(403);
    expect(admin.body.error.message).toMatch(/administrator/);
    const { id } = await createCamp({ name: 'Camp Of The Cast Organizer' });
    const organizer = await deleteMe(cast.organizer.idToken, { paidUpcoming: 'keep' });
    expect(organizer.status).toBe(409);
    expect(organizer.body.error.code).toBe('runs-camps');
    expect(organizer.body.error.camps).toContainEqual({ campId: id, CampName: 'Camp Of The Cast Organizer' });
    const { auth } = adminServices();
    await expect(auth.getUser(cast.admin.uid)).resolves.toBeTruthy();
    await expect(auth.getUser(cast.organizer.uid)).resolves.toBeTruthy();
  });

  it('refuses a choice it does not know with 400 and a field message', async () => {
    const answer = await deleteMe(cast.other.idToken, { paidUpcoming: 'maybe' });
    expect(answer.status).toBe(400);
    expect(answer.body.error.fields?.paidUpcoming).toMatch(/cancel-and-refund/);
    await expect(adminServices().auth.getUser(cast.other.uid)).resolves.toBeTruthy();
  });
});

describe('DELETE /me with paid registrations of camps to come', () => {
  let h: Awaited<ReturnType<typeof participantWithHistory>>;

  beforeAll(async () => {
    h = await participantWithHistory(cast, 'Quillon Zamfirescu');
  }, SLOW);

  it('first answers 409 listing those camps, and changes nothing', async () => {
    const answer = await deleteMe(h.person.idToken);
    expect(answer.status).toBe(409);
    expect(answer.body.error.code).toBe('paid-upcoming-registrations');
    expect(answer.body.error.camps).toEqual([
      expect.objectContaining({ registrationId: h.paidId, campId: h.paidUpcoming.id, CampFees: 40, refundable: true }),
    ]);
    expect(await readRegistration(h.paidId)).toMatchObject({ PaymentStatus: 'Paid', participantUid: h.person.uid });
    await expect(adminServices().auth.getUser(h.person.uid)).resolves.toBeTruthy();
  });

  it('with cancel-and-refund: refunds and cancels it, cancels the unpaid one, keeps the past one without the person, deletes the account', async () => {
    const seatsBefore = await participantCount(h.unpaidUpcoming.id);
    const answer = await deleteMe(h.person.idToken, { paidUpcoming: 'cancel-and-refund' });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ acknowledged: true, deleted: true, cancelled: 2, refunded: 4000, kept: 1 });
    const { auth, db } = adminServices();

    // The Auth account is gone: signing in fails, the old token is refused.
    await expect(auth.getUser(h.person.uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    await expect(signIn(h.person.email, h.person.password)).rejects.toThrow(/EMAIL_NOT_FOUND|USER_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/);
    expect((await deleteMe(h.person.idToken)).status).toBe(401);

    // Camps to come: both registrations cancelled, the seat given back, the fee refunded by the provider.
    expect(await readRegistration(h.paidId)).toBeNull();
    expect(await readRegistration(h.unpaidId)).toBeNull();
    expect(await participantCount(h.unpaidUpcoming.id)).toBe(seatsBefore - 1);
    const refunds = await db.collection(PAYMENT_PROVIDER_RECORDS).where('paymentIntentId', '==', h.paidPayment).get();
    expect(refunds.docs.map((d) => [d.get('object'), d.get('amount')])).toEqual([['refund', 4000]]);
    const paidBooking = (await db.collection(COLLECTIONS.bookings).doc(h.paidPayment).get()).data() as Booking;
    expect(paidBooking).toMatchObject({ paymentStatus: 'Refunded', amountRefunded: 4000, participantUid: '', ParticipantName: DELETED_ACCOUNT_NAME, ParticipantEmail: '' });
    expect(paidBooking.registrationId).not.toContain(h.person.uid);

    // The camp that took place: kept for attendance and accounting, under a new id, without the person, health erased.
    expect(await readRegistration(h.pastId)).toBeNull();
    const [kept] = await keptRegistrationsOf(h.past.id);
    expect(kept).toBeDefined();
    const keptRegistration = kept!.data() as Registration;
    expect(kept!.id).toMatch(new RegExp(`^${h.past.id}_`));
    expect(keptRegistration).toMatchObject({
      participantUid: '',
      ParticipantName: DELETED_ACCOUNT_NAME,
      ParticipantEmail: '',
      PaymentStatus: 'Paid',
      ConfirmationStatus: 'Confirmed',
      CampFees: 30,
      feedbackGiven: true,
      feedbackId: h.reviewId,
    });
    expect(keptRegistration.accountDeletedAt).toBeTruthy();
    expect(keptRegistration.healthErasedAt).toBeTruthy();
    expect((await db.collection(COLLECTIONS.healthDetails).doc(h.pastId).get()).exists).toBe(false);
    expect((await db.collection(COLLECTIONS.healthDetails).doc(kept!.id).get()).exists).toBe(false);
    const pastBooking = (await db.collection(COLLECTIONS.bookings).doc(h.pastPayment).get()).data() as Booking;
    expect(pastBooking).toMatchObject({ registrationId: kept!.id, paymentStatus: 'Paid', amount: 3000, ParticipantName: DELETED_ACCOUNT_NAME });

    // The review stays public, without its author; the organizer's read stays logged, without whose it was.
    expect((await db.collection(COLLECTIONS.feedback).doc(h.reviewId).get()).data()).toMatchObject({
      Name: FORMER_PARTICIPANT_NAME,
      photoURL: null,
      ratting: 4,
    });
    const reads = await db.collection(COLLECTIONS.accessLog).where('registrationId', '==', kept!.id).get();
    expect(reads.size).toBe(1);
    expect(reads.docs[0]!.data()).toMatchObject({ participantUid: null, accessorUid: cast.organizer.uid, reason: 'detail' });

    // Profile, mail preferences, revocation record gone.
    expect((await db.collection(COLLECTIONS.users).doc(h.person.uid).get()).exists).toBe(false);
  }, SLOW);

  it('leaves no personal data behind, in any collection', async () => {
    const { db } = adminServices();
    // Triggers still running from the deletion itself (freed seats, refunds) write nothing about her.
    await new Promise((r) => setTimeout(r, 5_000));
    expect(await personalDataLeft(db, { uid: h.person.uid, email: h.person.email, name: h.name })).toEqual([]);
  }, SLOW);
});

describe('deleting the Auth user directly (the Auth deletion trigger)', () => {
  let h: Awaited<ReturnType<typeof participantWithHistory>>;

  beforeAll(async () => {
    h = await participantWithHistory(cast, 'Ysolde Brannagh');
  }, SLOW);

  it('erases the same way, keeping the paid seat of a camp to come (nobody asked for a refund)', async () => {
    // As the Firebase client SDK's deleteUser() does: the Auth emulator's REST API, with the person's own token.
    const response = await fetch(`http://${emulatorHosts().auth}/identitytoolkit.googleapis.com/v1/accounts:delete?key=demo-api-key`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ idToken: h.person.idToken }),
    });
    expect(response.status).toBe(200);
    const { db } = adminServices();
    await waitFor('the trigger to erase the profile', async () => !(await db.collection(COLLECTIONS.users).doc(h.person.uid).get()).exists);
    await waitFor('the trigger to finish', async () => (await db.collection(COLLECTIONS.registrations).where('participantUid', '==', h.person.uid).get()).empty);

    expect(await readRegistration(h.unpaidId)).toBeNull();
    const [keptPaid] = await keptRegistrationsOf(h.paidUpcoming.id);
    expect(keptPaid!.data()).toMatchObject({ participantUid: '', ParticipantName: DELETED_ACCOUNT_NAME, PaymentStatus: 'Paid' });
    expect(await participantCount(h.paidUpcoming.id)).toBe(1);
    const paidBooking = (await db.collection(COLLECTIONS.bookings).doc(h.paidPayment).get()).data() as Booking;
    expect(paidBooking).toMatchObject({ paymentStatus: 'Paid', registrationId: keptPaid!.id, ParticipantEmail: '' });
    const [keptPast] = await keptRegistrationsOf(h.past.id);
    expect(keptPast!.data()).toMatchObject({ participantUid: '', ParticipantName: DELETED_ACCOUNT_NAME, PaymentStatus: 'Paid' });
    await new Promise((r) => setTimeout(r, 5_000));
    expect(await personalDataLeft(db, { uid: h.person.uid, email: h.person.email, name: h.name })).toEqual([]);
  }, SLOW);

  it('erasing again (the trigger after DELETE /me, or a retried run) changes nothing', async () => {
    const { db } = adminServices();
    const watched = [COLLECTIONS.registrations, COLLECTIONS.bookings, COLLECTIONS.accessLog, COLLECTIONS.feedback, COLLECTIONS.camps, COLLECTIONS.registrationSearch];
    const everything = async () =>
      Object.fromEntries(
        await Promise.all(watched.map(async (c) => [c, (await db.collection(c).get()).docs.map((d) => [d.id, d.data()]).sort()] as const)),
      );
    const before = await everything();
    const again = await eraseAccountData({ uid: h.person.uid, email: h.person.email.toLowerCase(), names: [h.name] });
    expect(again).toEqual({ cancelled: 0, kept: 0, openPaymentIntents: [] });
    expect(await everything()).toEqual(before);
  }, SLOW);
});
