/**
 * Money and the camp lifecycle on the Stripe path (the real SDK against the
 * fake Stripe server): a participant's cancellation with refund before and
 * after the cut-off, no charge without a seat, a camp's cancellation with
 * paid, unpaid and open payments, and refunds and disputes made outside
 * CampCare (Stripe's dashboard, banks) arriving by webhook.
 */
import { COLLECTIONS, registrationId, type Booking, type CampCancellationJob, type Registration } from '@campcare/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminServices, createUser } from '../../../tests/support/emulators.ts';
import { signedEvent } from '../support/fakeStripe.ts';
import { bookingsFor, givenRegistration, registrationDoc } from './paymentsHelpers.ts';
import { startStripeHarness, WEBHOOK_SECRET, type StripeHarness } from './stripeHarness.ts';

let h: StripeHarness;
beforeAll(async () => {
  h = await startStripeHarness();
});
afterAll(async () => {
  await h?.stop();
});

interface ErrorBody {
  error: { code: string; message: string };
}

async function openPayment(id: string, token: string): Promise<string> {
  const answer = await h.call<{ paymentIntentId: string }>('POST', '/create-payment-stripe', { token, body: { registrationId: id } });
  expect(answer.status).toBe(200);
  return answer.body.paymentIntentId;
}

/** A registration paid through the API: an intent, the card succeeds, the browser records the booking. */
async function paidRegistration(overrides: Partial<Registration> = {}) {
  const given = await givenRegistration(overrides);
  const paymentIntentId = await openPayment(given.id, given.user.idToken);
  h.fake.succeed(paymentIntentId);
  expect((await h.call('POST', '/booking', { token: given.user.idToken, body: { paymentIntentId } })).status).toBe(200);
  return { ...given, paymentIntentId };
}

const bookingDoc = async (id: string) =>
  (await adminServices().db.collection(COLLECTIONS.bookings).doc(id).get()).data() as Booking | undefined;

describe('participant cancellation with refund (Stripe)', () => {
  it('cancels a paid registration before the cut-off and refunds the fee in full, once', async () => {
    const { id, user, paymentIntentId } = await paidRegistration({ CampFees: 30 });
    const answer = await h.call<{ refunded: number }>('DELETE', `/deleteRegisteredCamps/${id}`, { token: user.idToken });
    expect(answer.status).toBe(200);
    expect(answer.body.refunded).toBe(3000);
    const refunds = h.fake.refundsFor(paymentIntentId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 3000, reason: 'requested_by_customer', metadata: { kind: 'registration-refund' } });
    expect(await registrationDoc(id)).toBeUndefined();
    expect(await bookingDoc(paymentIntentId)).toMatchObject({ paymentStatus: 'Refunded', amountRefunded: 3000 });
    // Stripe then reports the refund by webhook: nothing changes twice.
    const event = signedEvent('charge.refunded', h.fake.chargeFor(paymentIntentId), WEBHOOK_SECRET);
    expect((await h.webhook(event.payload, event.signature)).status).toBe(200);
    expect(h.fake.refundsFor(paymentIntentId)).toHaveLength(1);
  });

  it('refuses after the cut-off (48 hours before the camp by default, or the camp\u2019s own), refunding nothing', async () => {
    const soon = new Date(Date.now() + 24 * 3_600_000).toISOString();
    const late = await paidRegistration({ DateTime: soon });
    const answer = await h.call<ErrorBody>('DELETE', `/deleteRegisteredCamps/${late.id}`, { token: late.user.idToken });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toMatchObject({ code: 'refund-closed' });
    expect(answer.body.error.message).toMatch(/until 48 hours before the camp/);
    expect(h.fake.refundsFor(late.paymentIntentId)).toHaveLength(0);
    expect((await registrationDoc(late.id)).PaymentStatus).toBe('Paid');

    const ownCutoff = await paidRegistration({ DateTime: soon, refundCutoffHours: 12 });
    expect((await h.call('DELETE', `/deleteRegisteredCamps/${ownCutoff.id}`, { token: ownCutoff.user.idToken })).status).toBe(200);
    expect(h.fake.refundsFor(ownCutoff.paymentIntentId)).toHaveLength(1);
  });

  it('changes nothing when Stripe is down (502), and succeeds on a retry', async () => {
    const { id, user, paymentIntentId } = await paidRegistration();
    h.fake.outage = 503;
    try {
      expect((await h.call('DELETE', `/deleteRegisteredCamps/${id}`, { token: user.idToken })).status).toBe(502);
    } finally {
      h.fake.outage = null;
    }
    expect((await registrationDoc(id)).PaymentStatus).toBe('Paid');
    expect((await h.call('DELETE', `/deleteRegisteredCamps/${id}`, { token: user.idToken })).status).toBe(200);
    expect(h.fake.refundsFor(paymentIntentId)).toHaveLength(1);
  });
});

describe('no charge without a seat (Stripe)', () => {
  it('cancels the open PaymentIntent when the registration is cancelled; a payment made anyway is refunded and recorded', async () => {
    const { id, user } = await givenRegistration();
    const paymentIntentId = await openPayment(id, user.idToken);
    expect((await h.call('DELETE', `/deleteRegisteredCamps/${id}`, { token: user.idToken })).status).toBe(200);
    expect(h.fake.paymentIntents.get(paymentIntentId)?.status).toBe('canceled');

    // The other tab's payment went through regardless (say, it was already processing).
    const intent = h.fake.succeed(paymentIntentId);
    const booked = await h.call<ErrorBody>('POST', '/booking', { token: user.idToken, body: { paymentIntentId } });
    expect(booked.status).toBe(409);
    expect(booked.body.error.code).toBe('payment-refunded');
    expect(booked.body.error.message).toMatch(/refunded in full/);
    const event = signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    expect((await h.webhook(event.payload, event.signature)).status).toBe(200);
    expect(h.fake.refundsFor(paymentIntentId)).toHaveLength(1);
    expect(await bookingsFor(id)).toHaveLength(0);

    const admin = await createUser({ role: 'Organizer', admin: true });
    const problems = await h.call<{ paymentIntentId: string; action: string; reason: string }[]>('GET', '/paymentProblems', { token: admin.idToken });
    expect(problems.status).toBe(200);
    expect(problems.body.find((p) => p.paymentIntentId === paymentIntentId)).toMatchObject({
      action: 'refunded',
      reason: 'the registration no longer exists',
    });
    expect((await h.call('GET', '/paymentProblems', { token: user.idToken })).status).toBe(403);
  });

  it('refunds a payment that succeeded just before the registration was deleted', async () => {
    const { id, user } = await givenRegistration();
    const paymentIntentId = await openPayment(id, user.idToken);
    h.fake.succeed(paymentIntentId); // paid, but neither the webhook nor /booking has arrived
    expect((await h.call('DELETE', `/deleteRegisteredCamps/${id}`, { token: user.idToken })).status).toBe(200);
    expect(h.fake.refundsFor(paymentIntentId)).toHaveLength(1);
  });

  it('refunds a second payment for a registration already paid (duplicate)', async () => {
    const { id, user, registration } = await paidRegistration();
    const second = h.fake.addPaymentIntent({
      amount: 4550,
      currency: 'usd',
      status: 'succeeded',
      latest_charge: 'ch_fake_second',
      metadata: { registrationId: id, uid: user.uid, campId: registration.campId },
    });
    const event = signedEvent('payment_intent.succeeded', second, WEBHOOK_SECRET);
    const answer = await h.webhook(event.payload, event.signature);
    expect(answer.body).toMatchObject({ received: true, action: 'refunded', problem: 'the registration was already paid' });
    expect(h.fake.refundsFor(second.id)[0]).toMatchObject({ reason: 'duplicate' });
    expect((await registrationDoc(id)).PaymentStatus).toBe('Paid');
  });

  it('does not record a PaymentIntent whose livemode disagrees with the key, and ignores events of the other mode', async () => {
    const { id, user } = await givenRegistration();
    const paymentIntentId = await openPayment(id, user.idToken);
    const intent = h.fake.update(paymentIntentId, { status: 'succeeded', livemode: true, latest_charge: 'ch_live' });
    const booked = await h.call<ErrorBody>('POST', '/booking', { token: user.idToken, body: { paymentIntentId } });
    expect(booked.status).toBe(409);
    expect(booked.body.error.code).toBe('payment-not-recorded');
    expect((await registrationDoc(id)).PaymentStatus).toBe('Unpaid');
    expect(h.fake.refundsFor(paymentIntentId)).toHaveLength(0);

    const liveEvent = signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET, { livemode: true });
    expect((await h.webhook(liveEvent.payload, liveEvent.signature)).body).toMatchObject({ received: true, ignored: true });
    expect(await bookingsFor(id)).toHaveLength(0);
  });
});

describe('refunds and disputes made outside CampCare (Stripe webhook)', () => {
  it('charge.refunded from the dashboard: Refunded once fully refunded; a partial refund is counted but stays Paid', async () => {
    const { id, paymentIntentId } = await paidRegistration({ CampFees: 40 });
    const partial = signedEvent('charge.refunded', h.fake.chargeFor(paymentIntentId, { amount_refunded: 1000, refunded: false }), WEBHOOK_SECRET);
    expect((await h.webhook(partial.payload, partial.signature)).status).toBe(200);
    expect(await bookingDoc(paymentIntentId)).toMatchObject({ paymentStatus: 'Paid', amountRefunded: 1000 });
    expect((await registrationDoc(id)).PaymentStatus).toBe('Paid');

    const full = signedEvent('charge.refunded', h.fake.chargeFor(paymentIntentId, { amount_refunded: 4000, refunded: true }), WEBHOOK_SECRET);
    for (let i = 0; i < 2; i++) expect((await h.webhook(full.payload, full.signature)).status).toBe(200);
    expect(await bookingDoc(paymentIntentId)).toMatchObject({ paymentStatus: 'Refunded', amountRefunded: 4000 });
    expect((await registrationDoc(id)).PaymentStatus).toBe('Refunded');
  });

  it('charge.dispute.created: the booking and the registration show Disputed', async () => {
    const { id, paymentIntentId } = await paidRegistration();
    const charge = h.fake.chargeFor(paymentIntentId);
    const dispute = { id: 'dp_fake1', object: 'dispute', amount: 4550, charge: charge.id, currency: 'usd', payment_intent: paymentIntentId, reason: 'fraudulent', status: 'needs_response' };
    const event = signedEvent('charge.dispute.created', dispute, WEBHOOK_SECRET);
    expect((await h.webhook(event.payload, event.signature)).body).toMatchObject({ received: true, updated: true });
    expect(await bookingDoc(paymentIntentId)).toMatchObject({ paymentStatus: 'Disputed' });
    expect((await registrationDoc(id)).PaymentStatus).toBe('Disputed');
  });

  it('acknowledges events for payments it does not know, and event types outside its list', async () => {
    const unknownCharge = signedEvent('charge.refunded', { id: 'ch_x', object: 'charge', payment_intent: 'pi_unknown', amount: 100, amount_refunded: 100 }, WEBHOOK_SECRET);
    expect((await h.webhook(unknownCharge.payload, unknownCharge.signature)).body).toMatchObject({ received: true, ignored: true });
    const other = signedEvent('invoice.paid', { id: 'in_1', object: 'invoice' }, WEBHOOK_SECRET);
    expect((await h.webhook(other.payload, other.signature)).body).toMatchObject({ received: true, ignored: true });
  });
});

describe('cancelling a camp (Stripe)', () => {
  it("asks Stripe for a registration's refund with one idempotency key and the same parameters, whether its participant or the camp's cancellation asks", async () => {
    const { db } = adminServices();
    const campId = `refund-key-${Date.now()}`;
    const organizer = await createUser({ role: 'Organizer' });
    const now = new Date().toISOString();
    await db.collection(COLLECTIONS.camps).doc(campId).set({
      CampName: 'Refund Key Day', Image: '', CampFees: 45.5, DateTime: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      Location: 'Town Hall', HealthcareProfessional: 'Dr. Ada Obi', ParticipantCount: 1, Description: 'A day of refund keys.',
      searchTokens: ['refund'], nameKey: 'refund key day', createdAt: now, updatedAt: now, createdBy: organizer.uid, organizerUids: [organizer.uid],
    });
    const paid = await paidRegistration({ campId, organizerUids: [organizer.uid] });
    // The participant asks first, while Stripe is down: nothing is refunded and the registration stays paid.
    h.fake.outage = 503;
    try {
      expect((await h.call('DELETE', `/deleteRegisteredCamps/${paid.id}`, { token: paid.user.idToken })).status).toBe(502);
    } finally {
      h.fake.outage = null;
    }
    // Then the organizer cancels the camp, whose job refunds the same registration.
    expect((await h.call('POST', `/cancelCamp/${campId}`, { token: organizer.idToken, body: { reason: 'The hall is flooded.' } })).status).toBe(202);
    const { processCampCancellationBatch } = await import('../../src/camps/campCancellationJob.ts');
    let job = (await processCampCancellationBatch(h.context, campId))!;
    for (let i = 0; i < 5 && job.status !== 'done'; i++) job = (await processCampCancellationBatch(h.context, campId))!;
    expect(job.status).toBe('done');

    const asked = h.fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds' && r.params.payment_intent === paid.paymentIntentId);
    // Both paths asked (the SDK also retries the request Stripe failed), always with one key and the same parameters.
    expect(asked.length).toBeGreaterThanOrEqual(2);
    expect(asked[0]!.idempotencyKey).toBeTruthy();
    expect(new Set(asked.map((r) => r.idempotencyKey))).toEqual(new Set([asked[0]!.idempotencyKey]));
    for (const request of asked) expect(request.params).toEqual(asked[0]!.params);
    expect(h.fake.refundsFor(paid.paymentIntentId)).toHaveLength(1);
  });

  it('moves the camp out of the lists, refunds the paid, cancels open payments, in resumable batches', async () => {
    const { db } = adminServices();
    const campId = `cancel-stripe-${Date.now()}`;
    const organizer = await createUser({ role: 'Organizer' });
    const otherOrganizer = await createUser({ role: 'Organizer' });
    const campBody = {
      CampName: 'Hearing Check Day', Image: '/api/images/none', CampFees: 45.5, DateTime: new Date(Date.now() + 20 * 86_400_000).toISOString(),
      Location: 'Town Hall', HealthcareProfessional: 'Dr. Ada Obi', ParticipantCount: 0, Description: 'A day of hearing checks.',
      searchTokens: ['hearing'], nameKey: 'hearing check day', createdAt: new Date().toISOString(), updatedAt: new Date().toISOString(), createdBy: organizer.uid,
      organizerUids: [organizer.uid],
    };
    await db.collection(COLLECTIONS.camps).doc(campId).set(campBody);
    const paid = await paidRegistration({ campId });
    const open = await givenRegistration({ campId });
    const openIntent = await openPayment(open.id, open.user.idToken);
    // Enough unpaid registrations for a second batch.
    const batch = db.batch();
    for (let i = 0; i < 55; i++) {
      batch.set(db.collection(COLLECTIONS.registrations).doc(registrationId(campId, `filler-${String(i).padStart(2, '0')}`)), {
        ...open.registration, participantUid: `filler-${i}`, paymentIntentId: null,
      });
    }
    await batch.commit();

    expect((await h.call('POST', `/cancelCamp/${campId}`, { token: paid.user.idToken, body: { reason: 'Flooded hall' } })).status).toBe(403);
    // An organizer who does not run this camp may not cancel it, and nothing moves.
    expect((await h.call('POST', `/cancelCamp/${campId}`, { token: otherOrganizer.idToken, body: { reason: 'Flooded hall' } })).status).toBe(403);
    expect((await db.collection(COLLECTIONS.camps).doc(campId).get()).exists).toBe(true);
    expect((await h.call('POST', `/cancelCamp/${campId}`, { token: organizer.idToken, body: {} })).status).toBe(400);
    const cancelled = await h.call<{ cancellation: CampCancellationJob }>('POST', `/cancelCamp/${campId}`, {
      token: organizer.idToken,
      body: { reason: 'The hall is flooded.' },
    });
    expect(cancelled.status).toBe(202);
    expect(cancelled.body.cancellation).toMatchObject({ status: 'running', provider: 'stripe' });
    expect((await db.collection(COLLECTIONS.camps).doc(campId).get()).exists).toBe(false);
    const page = await h.call<{ cancelledAt: string; cancellationReason: string }>('GET', `/campDetails/${campId}`);
    expect(page.status).toBe(200);
    expect(page.body.cancellationReason).toBe('The hall is flooded.');

    const { processCampCancellationBatch } = await import('../../src/camps/campCancellationJob.ts');
    // The first batch, then a "restart": the same batch again changes nothing.
    let job = (await processCampCancellationBatch(h.context, campId))!;
    expect(job.status).toBe('running');
    await db.collection(COLLECTIONS.campCancellations).doc(campId).update({ lastRegistrationId: null });
    job = (await processCampCancellationBatch(h.context, campId))!;
    for (let i = 0; i < 5 && job.status !== 'done'; i++) job = (await processCampCancellationBatch(h.context, campId))!;
    expect(job.status).toBe('done');
    expect(h.fake.refundsFor(paid.paymentIntentId)).toHaveLength(1);
    expect(h.fake.paymentIntents.get(openIntent)?.status).toBe('canceled');
    expect(await registrationDoc(paid.id)).toMatchObject({ PaymentStatus: 'Refunded' });
    expect((await registrationDoc(paid.id)).campCancelledAt).toBeTruthy();
    expect(await bookingDoc(paid.paymentIntentId)).toMatchObject({ paymentStatus: 'Refunded' });
    const all = await db.collection(COLLECTIONS.registrations).where('campId', '==', campId).get();
    expect(all.size).toBe(57);
    expect(all.docs.every((d) => !!d.get('campCancelledAt'))).toBe(true);

    // A payment for the cancelled camp that goes through anyway is refunded.
    const late = h.fake.succeed(openIntent);
    const event = signedEvent('payment_intent.succeeded', late, WEBHOOK_SECRET);
    expect((await h.webhook(event.payload, event.signature)).body).toMatchObject({ action: 'refunded', problem: 'the camp was cancelled' });
    // Asking to cancel again: already done.
    expect((await h.call('POST', `/cancelCamp/${campId}`, { token: organizer.idToken, body: { reason: 'Again' } })).status).toBe(409);
  });
});
