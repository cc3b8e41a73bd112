/**
 * Money and the camp lifecycle through the Hosting origin, as the browser
 * uses it, with the emulators' local test provider and the real Firestore
 * triggers: edits reaching every registration and booking (200 of them,
 * over several of the propagation's pages),
 * a participant's cancellation with refund before and after the cut-off, a
 * payment made after cancelling, a camp's cancellation run by its trigger,
 * and Checkout's return URLs under forged headers.
 */
import { COLLECTIONS, registrationId, type Booking, type Camp, type CampCancellationJob, type Registration } from '@campcare/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminServices, api, SITE } from '../../../tests/support/emulators.ts';
import {
  castOfCallers,
  createCamp,
  readRegistration,
  registerOrThrow,
  type Cast,
  type ErrorBody,
} from './registrationFixtures.ts';

let cast: Cast;
beforeAll(async () => {
  cast = await castOfCallers();
});

const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Olivia Owner', email: 'o@example.com' };

async function openPayment(id: string, token: string): Promise<string> {
  const answer = await api<{ paymentIntentId: string }>('POST', '/create-payment-stripe', { token, body: { registrationId: id } });
  expect(answer.status).toBe(200);
  return answer.body.paymentIntentId;
}

/** Registers the owner and pays with the test card, as the Pay modal does. */
async function paidRegistrationIn(campId: string): Promise<{ id: string; paymentIntentId: string }> {
  const id = await registerOrThrow(cast.owner, campId);
  const paymentIntentId = await openPayment(id, cast.owner.idToken);
  expect((await api('POST', `/local-payments/${paymentIntentId}/confirm`, { token: cast.owner.idToken, body: card })).status).toBe(200);
  expect((await api('POST', '/booking', { token: cast.owner.idToken, body: { paymentIntentId } })).status).toBe(200);
  return { id, paymentIntentId };
}

const readBooking = async (id: string) => (await adminServices().db.collection(COLLECTIONS.bookings).doc(id).get()).data() as Booking | undefined;

// The Functions emulator runs every trigger in one queue: the bulk writes below also wake the mail
// trigger (functions/src/mail/) once each, so the propagation and the cancellation job may wait behind them.
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 200_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}.`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * Registrations the propagation test writes: two of the propagation's pages of 80 (campCopyStore.ts),
 * the second one short, so the run goes on past a page. Each one starts the registration trigger twice
 * (written, then edited), and every run waits in the Functions emulator's one queue, with the requests
 * and triggers of the tests after it: with 200 (600 before) the camp cancellation test two tests later
 * waited 139 s for its trigger, against 16 s for the same steps in campLifecycle.stripe.test.ts.
 */
const PROPAGATED = 100;

describe('edits reach every registration and booking', () => {
  it(`copies a new name, date, place, professional and picture onto ${PROPAGATED} registrations and their bookings, but not the fee`, { timeout: 300_000 }, async () => {
    const { db } = adminServices();
    const { id: campId, camp } = await createCamp({ fee: 25, name: 'Propagation Camp' });
    // Written as an import (yesterday's registrations), so they mail nobody and keep the triggers' queue short.
    const imported = new Date(Date.now() - 86_400_000).toISOString();
    const base = (i: number): Registration => ({
      campId, participantUid: `prop-${i}`, CampName: camp.CampName, ParticipantName: `Person ${i}`, ParticipantEmail: `p${i}@example.com`,
      Image: camp.Image, CampFees: 25, DateTime: camp.DateTime, Location: camp.Location, HealthcareProfessional: camp.HealthcareProfessional,
      PaymentStatus: i % 3 === 0 ? 'Paid' : 'Unpaid', ConfirmationStatus: 'Pending',
      feedbackGiven: false, searchTokens: [], nameKey: camp.nameKey, createdAt: imported, updatedAt: imported,
      organizerUids: camp.organizerUids,
    });
    for (let start = 0; start < PROPAGATED; start += 100) {
      const batch = db.batch();
      for (let i = start; i < start + 100; i++) {
        const regId = registrationId(campId, `prop-${i}`);
        batch.set(db.collection(COLLECTIONS.registrations).doc(regId), base(i));
        if (i % 3 === 0) {
          batch.set(db.collection(COLLECTIONS.bookings).doc(`pi_prop_${campId}_${i}`), {
            registrationId: regId, campId, participantUid: `prop-${i}`, CampName: camp.CampName, DateTime: camp.DateTime, Location: camp.Location,
            HealthcareProfessional: camp.HealthcareProfessional, Image: camp.Image, CampFees: 25, amount: 2500, paymentStatus: 'Paid', organizerUids: camp.organizerUids,
          });
        }
      }
      await batch.commit();
    }
    const seedImage = (await db.collection(COLLECTIONS.images).limit(1).get()).docs[0]!.id;
    const edited = {
      CampName: 'Propagated Eye Camp', Image: `/api/images/${seedImage}`, CampFees: 99, DateTime: '2031-03-04T09:00:00.000Z',
      Location: 'New Hall, Porto', HealthcareProfessional: 'Dr. New Person', Description: 'The camp after its edit.',
    };
    expect((await api('PUT', `/updateCamp/${campId}`, { token: cast.organizer.idToken, body: edited })).status).toBe(200);

    const isEdited = (d: FirebaseFirestore.DocumentData) =>
      d.CampName === edited.CampName && d.DateTime === edited.DateTime && d.Location === edited.Location &&
      d.HealthcareProfessional === edited.HealthcareProfessional && d.Image === edited.Image;
    const registrations = await eventually(
      () => db.collection(COLLECTIONS.registrations).where('campId', '==', campId).get(),
      (snap) => snap.size === PROPAGATED && snap.docs.every((d) => isEdited(d.data())),
      `all ${PROPAGATED} registrations to carry the edit`,
    );
    // The fee stays as each participant saw it; the search fields follow the new name.
    expect(registrations.docs.every((d) => d.get('CampFees') === 25)).toBe(true);
    expect(registrations.docs[0]!.get('searchTokens')).toEqual(expect.arrayContaining(['propagated']));
    expect(registrations.docs[0]!.get('nameKey')).toBe('propagated eye camp');
    const bookings = await eventually(
      () => db.collection(COLLECTIONS.bookings).where('campId', '==', campId).get(),
      (snap) => snap.size === Math.ceil(PROPAGATED / 3) && snap.docs.every((d) => isEdited(d.data())),
      `all ${Math.ceil(PROPAGATED / 3)} bookings to carry the edit`,
    );
    expect(bookings.docs.every((d) => d.get('CampFees') === 25 && d.get('amount') === 2500)).toBe(true);

    // Safe to run twice: running the propagation by hand rewrites nothing.
    const { syncCampCopies } = await import('../../src/camps/campCopyStore.ts');
    const current = (await db.collection(COLLECTIONS.camps).doc(campId).get()).data() as Camp;
    expect(await syncCampCopies(db, campId, current)).toBe(0);
  });
});

describe('participant cancellation with refund (local provider)', () => {
  it('refunds a paid registration cancelled before the cut-off', async () => {
    const { id: campId } = await createCamp({ fee: 25, startsInDays: 10 });
    const { id, paymentIntentId } = await paidRegistrationIn(campId);
    const answer = await api<{ refunded: number }>('DELETE', `/deleteRegisteredCamps/${id}`, { token: cast.owner.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body.refunded).toBe(2500);
    expect(await readRegistration(id)).toBeNull();
    expect(await readBooking(paymentIntentId)).toMatchObject({ paymentStatus: 'Refunded', amountRefunded: 2500 });
    const refunds = await adminServices().db.collection('localPayments').where('paymentIntentId', '==', paymentIntentId).get();
    expect(refunds.docs.map((d) => d.get('amount'))).toEqual([2500]);
  });

  it('refuses after the cut-off and says why', async () => {
    const { id: campId } = await createCamp({ fee: 25, startsInDays: 1 });
    const { id } = await paidRegistrationIn(campId);
    const answer = await api<ErrorBody>('DELETE', `/deleteRegisteredCamps/${id}`, { token: cast.owner.idToken });
    expect(answer.status).toBe(409);
    expect(answer.body.error.message).toMatch(/48 hours before the camp/);
    expect((await readRegistration(id))?.PaymentStatus).toBe('Paid');
  });

  it('cancels the open payment with the registration: the card can no longer be charged', async () => {
    const { id: campId } = await createCamp({ fee: 25 });
    const id = await registerOrThrow(cast.owner, campId);
    const paymentIntentId = await openPayment(id, cast.owner.idToken);
    expect((await api('DELETE', `/deleteRegisteredCamps/${id}`, { token: cast.owner.idToken })).status).toBe(200);
    const paid = await api<ErrorBody>('POST', `/local-payments/${paymentIntentId}/confirm`, { token: cast.owner.idToken, body: card });
    expect(paid.status).toBe(409);
    expect(paid.body.error.code).toBe('payment-canceled');
    const intent = await adminServices().db.collection('localPayments').doc(paymentIntentId).get();
    expect(intent.get('status')).toBe('canceled');
  });
});

describe('cancelling a camp (local provider, run by its trigger)', () => {
  it('hides the camp, refunds the paid registration, cancels the open payment, and keeps the registrations as records', { timeout: 300_000 }, async () => {
    const { id: campId, camp } = await createCamp({ fee: 25, name: 'Zebra Cancelled Camp' });
    const paid = await paidRegistrationIn(campId);
    const openId = await registerOrThrow(cast.other, campId);
    const openIntent = await openPayment(openId, cast.other.idToken);

    const answer = await api<{ cancellation: CampCancellationJob }>('POST', `/cancelCamp/${campId}`, {
      token: cast.organizer.idToken,
      body: { reason: 'The doctor is ill.' },
    });
    expect(answer.status).toBe(202);
    const listed = await api<{ CampName: string }[]>('GET', `/allavilableCamps?searchValue=${encodeURIComponent('zebra')}`);
    expect(listed.body.map((c) => c.CampName)).not.toContain(camp.CampName);
    const page = await api<{ cancelledAt: string; cancellationReason: string }>('GET', `/campDetails/${campId}`);
    expect(page.body).toMatchObject({ cancellationReason: 'The doctor is ill.' });
    expect((await api('POST', '/registerCamp', { token: cast.admin.idToken, body: { campId } })).status).toBeGreaterThanOrEqual(400);

    const { db } = adminServices();
    const job = await eventually(
      async () => (await db.collection(COLLECTIONS.campCancellations).doc(campId).get()).data() as CampCancellationJob,
      (j) => j.status === 'done',
      'the cancellation job to finish',
    );
    expect(job).toMatchObject({ registrations: 2, refunded: 1, refundedCents: 2500, cancelledPayments: 1 });
    expect(await readRegistration(paid.id)).toMatchObject({ PaymentStatus: 'Refunded' });
    expect(await readBooking(paid.paymentIntentId)).toMatchObject({ paymentStatus: 'Refunded' });
    expect((await db.collection('localPayments').doc(openIntent).get()).get('status')).toBe('canceled');
    expect((await readRegistration(openId))?.campCancelledAt).toBeTruthy();

    // Manage Camps still lists it, cancelled, with its refunds done; to its organizers and admins only.
    type Cancelled = { _id: string; cancellationReason: string; refunds: { done: number; due: number; failed: number; finished: boolean } };
    const mine = await api<Cancelled[]>('GET', '/cancelledCamps?limit=50', { token: cast.organizer.idToken });
    expect(mine.status).toBe(200);
    expect(mine.body.find((c) => c._id === campId)).toMatchObject({ cancellationReason: 'The doctor is ill.', refunds: { done: 1, due: 1, failed: 0, finished: true } });
    const admins = await api<Cancelled[]>('GET', `/cancelledCamps?organizer=${cast.organizer.uid}&limit=50`, { token: cast.admin.idToken });
    expect(admins.body.map((c) => c._id)).toContain(campId);
    expect((await api('GET', '/cancelledCamps', { token: cast.other.idToken })).status).toBe(403);
    expect((await api('GET', `/cancelledCamps?organizer=${cast.admin.uid}`, { token: cast.organizer.idToken })).status).toBe(403);
    expect((await api('GET', '/cancelledCamps?organizer=not%20a%20uid', { token: cast.admin.idToken })).status).toBe(400);
  });

  it('refuses a participant, an empty reason, and a hard delete of a camp people joined', async () => {
    const { id: campId } = await createCamp({ fee: 0 });
    await registerOrThrow(cast.owner, campId);
    expect((await api('POST', `/cancelCamp/${campId}`, { token: cast.owner.idToken, body: { reason: 'No' } })).status).toBe(403);
    const empty = await api<ErrorBody>('POST', `/cancelCamp/${campId}`, { token: cast.organizer.idToken, body: { reason: ' ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields?.reason).toBeTruthy();
    expect((await api('DELETE', `/campDelete/${campId}`, { token: cast.organizer.idToken })).status).toBe(409);
  });
});

describe('donation return URLs (local provider)', () => {
  it('come from the configured site origin, whatever the request headers say', async () => {
    const answer = await api<{ paymentUrl: string }>('POST', '/create_payment', {
      body: { amount: 10, currency: 'USD' },
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https', origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(200);
    const sessionId = answer.body.paymentUrl.split('/').pop()!;
    const session = await adminServices().db.collection('localPayments').doc(sessionId).get();
    expect(session.get('successUrl')).toBe(`${SITE}/success_payment`);
    expect(session.get('cancelUrl')).toBe(`${SITE}/cancel_payment`);
  });
});
