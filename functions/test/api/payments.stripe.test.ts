/**
 * The Stripe code path, end to end but offline: the payments router runs
 * in-process (with the API's auth and error handling) against the Firestore
 * and Auth emulators, and its Stripe SDK talks to the fake Stripe server.
 * Webhooks are signed with the SDK's own test-header helper.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@campcare/domain';
import { adminServices, createUser } from '../../../tests/support/emulators.ts';
import { waitForMails } from '../../../tests/support/maildev.ts';
import { signedEvent, type FakeStripe } from '../support/fakeStripe.ts';
import { bookingsFor, givenRegistration, registrationDoc } from './paymentsHelpers.ts';
import { SITE_ORIGIN, startStripeHarness, WEBHOOK_SECRET, type StripeHarness } from './stripeHarness.ts';

let harness: StripeHarness;
let fake: FakeStripe;

beforeAll(async () => {
  harness = await startStripeHarness();
  fake = harness.fake;
  expect(harness.context.provider.kind).toBe('stripe');
});

afterAll(async () => {
  await harness?.stop();
});

const call: StripeHarness['call'] = (method, path, options) => harness.call(method, path, options);
const webhook = (payload: string, signature?: string) => harness.webhook(payload, signature);

interface IntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  provider: string;
}

async function startPayment(regId: string, token: string) {
  const answer = await call<IntentAnswer>('POST', '/create-payment-stripe', { token, body: { registrationId: regId } });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('POST /create-payment-stripe with Stripe', () => {
  it('charges the fee stored on the registration, in cents, with metadata and an idempotency key', async () => {
    const { id, user, registration } = await givenRegistration({ CampFees: 45.5 });
    const before = fake.requests.length;
    const answer = await call<IntentAnswer>('POST', '/create-payment-stripe', {
      token: user.idToken,
      body: { registrationId: id, price: 45.5, amount: 1, CampFees: 1 },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.provider).toBe('stripe');
    expect(answer.body.clientSecret).toMatch(/^pi_fake.+_secret_/);
    const request = fake.requests.slice(before).find((r) => r.path === '/v1/payment_intents')!;
    expect(request.params).toMatchObject({
      amount: '4550',
      currency: 'usd',
      metadata: { registrationId: id, uid: user.uid, campId: registration.campId },
    });
    expect(request.idempotencyKey).toBe(`registration-${id}-${registration.createdAt}-4550-first`);
    // The registration remembers its open PaymentIntent.
    expect((await registrationDoc(id)).paymentIntentId).toBe(answer.body.paymentIntentId);
    expect(fake.paymentIntents.get(answer.body.paymentIntentId)?.amount).toBe(4550);
  });

  it('gives back the same PaymentIntent when the modal is opened again, by remembering it rather than by an idempotency key', async () => {
    const { id, user } = await givenRegistration();
    const first = await startPayment(id, user.idToken);
    const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length;
    const second = await startPayment(id, user.idToken);
    expect(second.paymentIntentId).toBe(first.paymentIntentId);
    // Reused by retrieving it: no second create, so nothing depends on Stripe keeping idempotency keys for 24 hours.
    expect(fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/payment_intents').length).toBe(created);

    // A cancelled intent is replaced by a new one, remembered in its place.
    fake.update(first.paymentIntentId, { status: 'canceled' });
    const third = await startPayment(id, user.idToken);
    expect(third.paymentIntentId).not.toBe(first.paymentIntentId);
    expect((await registrationDoc(id)).paymentIntentId).toBe(third.paymentIntentId);
  });

  it('refuses a price that differs from the fee, fees under $1, paid registrations and other people', async () => {
    const { id, user } = await givenRegistration({ CampFees: 45.5 });
    const before = fake.requests.length;
    const mismatch = await call<{ error: { code: string } }>('POST', '/create-payment-stripe', {
      token: user.idToken,
      body: { registrationId: id, price: 1 },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.code).toBe('price-mismatch');

    const cheap = await givenRegistration({ CampFees: 0.5 });
    const tooLow = await call<{ error: { code: string } }>('POST', '/create-payment-stripe', {
      token: cheap.user.idToken,
      body: { registrationId: cheap.id },
    });
    expect(tooLow.status).toBe(400);

    const paid = await givenRegistration({ PaymentStatus: 'Paid' });
    const already = await call<{ error: { code: string } }>('POST', '/create-payment-stripe', {
      token: paid.user.idToken,
      body: { registrationId: paid.id },
    });
    expect(already.status).toBe(409);

    const stranger = await createUser({ role: 'Participant' });
    const notMine = await call('POST', '/create-payment-stripe', { token: stranger.idToken, body: { registrationId: id } });
    expect(notMine.status).toBe(403);
    const organizer = await createUser({ role: 'Organizer' });
    expect((await call('POST', '/create-payment-stripe', { token: organizer.idToken, body: { registrationId: id } })).status).toBe(403);
    expect((await call('POST', '/create-payment-stripe', { body: { registrationId: id } })).status).toBe(401);
    expect((await call('POST', '/create-payment-stripe', { token: user.idToken, body: { registrationId: 'nope' } })).status).toBe(404);
    expect((await call('POST', '/create-payment-stripe', { token: user.idToken, body: {} })).status).toBe(400);
    expect((await call('POST', '/create-payment-stripe', { token: user.idToken, body: { registrationId: '../x' } })).status).toBe(400);
    // None of the refusals reached Stripe.
    expect(fake.requests.length).toBe(before);
  });

  it('answers 502 without details when Stripe is down', async () => {
    const { id, user } = await givenRegistration();
    fake.outage = 500;
    try {
      const answer = await call<{ error: { code: string; message: string } }>('POST', '/create-payment-stripe', {
        token: user.idToken,
        body: { registrationId: id },
      });
      expect(answer.status).toBe(502);
      expect(answer.body.error.code).toBe('payment-provider-error');
    } finally {
      fake.outage = null;
    }
  });
});

describe('POST /booking with Stripe', () => {
  it('marks the registration Paid and writes one booking whose id is the PaymentIntent id', async () => {
    const { id, user, registration } = await givenRegistration({ CampFees: 30 });
    const { paymentIntentId } = await startPayment(id, user.idToken);

    const early = await call<{ error: { code: string } }>('POST', '/booking', { token: user.idToken, body: { paymentIntentId } });
    expect(early.status).toBe(409);
    expect(early.body.error.code).toBe('payment-not-succeeded');
    expect((await registrationDoc(id)).PaymentStatus).toBe('Unpaid');

    fake.succeed(paymentIntentId);
    const booked = await call<Record<string, unknown>>('POST', '/booking', { token: user.idToken, body: { paymentIntentId } });
    expect(booked.status).toBe(200);
    expect(booked.body).toMatchObject({
      _id: paymentIntentId,
      registrationId: id,
      participantUid: user.uid,
      campId: registration.campId,
      paymentCampId: id,
      transactionId: paymentIntentId,
      paymentStatus: 'Paid',
      amount: 3000,
      currency: 'usd',
      CampName: registration.CampName,
    });
    expect((await registrationDoc(id)).PaymentStatus).toBe('Paid');
    const bookings = await bookingsFor(id);
    expect(bookings.map((b) => b.id)).toEqual([paymentIntentId]);
  });

  it('never marks Paid for a wrong amount, currency, metadata or status', async () => {
    type Tamper = (intentId: string, campId: string) => void;
    const mismatches: [string, Tamper][] = [
      ['amount', (pi) => fake.update(fake.succeed(pi).id, { amount: 100 })],
      ['currency', (pi) => fake.update(fake.succeed(pi).id, { currency: 'eur' })],
      ['campId', (pi, campId) =>
        fake.update(fake.succeed(pi).id, { metadata: { ...fake.paymentIntents.get(pi)!.metadata, campId: `${campId}-other` } })],
    ];
    const unfinished: [string, Tamper][] = ['processing', 'requires_action', 'requires_payment_method', 'canceled'].map(
      (status) => [status, (pi) => fake.update(pi, { status })],
    );
    for (const [label, tamper] of [...mismatches, ...unfinished]) {
      const { id, user, registration } = await givenRegistration();
      const { paymentIntentId } = await startPayment(id, user.idToken);
      tamper(paymentIntentId, registration.campId);
      const answer = await call('POST', '/booking', { token: user.idToken, body: { paymentIntentId } });
      expect(answer.status, label).toBe(409);
      if (mismatches.some(([name]) => name === label)) {
        // The money came in without matching a seat: it goes back, and the webhook answers 2xx (a retry would change nothing).
        expect(answer.body, label).toMatchObject({ error: { code: 'payment-refunded' } });
        const event = signedEvent('payment_intent.succeeded', fake.paymentIntents.get(paymentIntentId), WEBHOOK_SECRET);
        const delivered = await webhook(event.payload, event.signature);
        expect(delivered.status, label).toBe(200);
        expect(delivered.body, label).toMatchObject({ received: true, action: 'refunded' });
        expect(fake.refundsFor(paymentIntentId), label).toHaveLength(1);
      }
      expect((await registrationDoc(id)).PaymentStatus, label).toBe('Unpaid');
      expect(await bookingsFor(id), label).toHaveLength(0);
    }
  });

  it("refuses another user's payment and a PaymentIntent that names another participant", async () => {
    const { id, user } = await givenRegistration();
    const { paymentIntentId } = await startPayment(id, user.idToken);
    fake.succeed(paymentIntentId);
    const stranger = await createUser({ role: 'Participant' });
    expect((await call('POST', '/booking', { token: stranger.idToken, body: { paymentIntentId } })).status).toBe(403);

    // A PaymentIntent made elsewhere whose metadata claims the stranger owns the registration.
    const forged = fake.addPaymentIntent({
      amount: 4550,
      currency: 'usd',
      status: 'succeeded',
      metadata: { registrationId: id, uid: stranger.uid, campId: (await registrationDoc(id)).campId },
    });
    expect((await call('POST', '/booking', { token: stranger.idToken, body: { paymentIntentId: forged.id } })).status).toBe(409);
    expect((await call('POST', '/booking', { token: user.idToken, body: { paymentIntentId: 'pi_doesnotexist' } })).status).toBe(404);
    expect((await call('POST', '/booking', { body: { paymentIntentId } })).status).toBe(401);
    expect((await registrationDoc(id)).PaymentStatus).toBe('Unpaid');
    expect(await bookingsFor(id)).toHaveLength(0);
  });

  it('leaves exactly one booking when booking and webhook are replayed 10 times each and raced', async () => {
    const { id, user } = await givenRegistration({ CampFees: 12.34 });
    const { paymentIntentId } = await startPayment(id, user.idToken);
    const intent = fake.succeed(paymentIntentId);
    const deliveries = Array.from({ length: 10 }, () => signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET));
    const results = await Promise.all([
      ...Array.from({ length: 10 }, () => call<{ _id: string }>('POST', '/booking', { token: user.idToken, body: { paymentIntentId } })),
      ...deliveries.map((d) => webhook(d.payload, d.signature)),
    ]);
    for (const result of results) expect(result.status).toBe(200);
    for (const result of results.slice(0, 10)) expect(result.body._id).toBe(paymentIntentId);
    const createdByWebhook = results.slice(10).filter((r) => (r.body as { created?: boolean }).created === true);
    expect(createdByWebhook.length).toBeLessThanOrEqual(1);
    const bookings = await bookingsFor(id);
    expect(bookings).toHaveLength(1);
    expect(bookings[0]!.get('amount')).toBe(1234);
    const dateBefore = bookings[0]!.get('date');

    // And later replays still change nothing.
    for (let i = 0; i < 10; i++) {
      expect((await call('POST', '/booking', { token: user.idToken, body: { paymentIntentId } })).status).toBe(200);
      const again = signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
      expect((await webhook(again.payload, again.signature)).status).toBe(200);
    }
    const after = await bookingsFor(id);
    expect(after).toHaveLength(1);
    expect(after[0]!.get('date')).toBe(dateBefore);
  });
});

describe('POST /stripe/webhook', () => {
  it('records a payment from payment_intent.succeeded alone (the browser closed)', async () => {
    const { id, user } = await givenRegistration();
    const { paymentIntentId } = await startPayment(id, user.idToken);
    const event = signedEvent('payment_intent.succeeded', fake.succeed(paymentIntentId), WEBHOOK_SECRET);
    const answer = await webhook(event.payload, event.signature);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ received: true, created: true });
    expect((await registrationDoc(id)).PaymentStatus).toBe('Paid');
    expect((await bookingsFor(id)).map((b) => b.id)).toEqual([paymentIntentId]);
  });

  it('answers 400 and writes nothing for a forged, missing or stale signature', async () => {
    const { id, user } = await givenRegistration();
    const { paymentIntentId } = await startPayment(id, user.idToken);
    const intent = fake.succeed(paymentIntentId);
    const genuine = signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    const forged = signedEvent('payment_intent.succeeded', intent, 'whsec_forged');
    const tampered = genuine.payload.replace('"amount":4550', '"amount":1');
    const { default: Stripe } = await import('stripe');
    const stale = Stripe.webhooks.generateTestHeaderString({
      payload: genuine.payload,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    for (const [label, payload, signature] of [
      ['forged', forged.payload, forged.signature],
      ['missing', genuine.payload, undefined],
      ['garbage', genuine.payload, 't=1,v1=abc'],
      ['tampered body', tampered, genuine.signature],
      ['stale', genuine.payload, stale],
    ] as const) {
      const answer = await webhook(payload, signature);
      expect(answer.status, label).toBe(400);
    }
    expect((await registrationDoc(id)).PaymentStatus).toBe('Unpaid');
    expect(await bookingsFor(id)).toHaveLength(0);
  });

  it('answers 2xx for a payment whose registration is gone: refunded once, recorded as a problem, replays change nothing', async () => {
    const { id, user } = await givenRegistration();
    const { paymentIntentId } = await startPayment(id, user.idToken);
    const intent = fake.succeed(paymentIntentId);
    await adminServices().db.collection(COLLECTIONS.registrations).doc(id).delete();
    for (let i = 0; i < 3; i++) {
      const event = signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
      const answer = await webhook(event.payload, event.signature);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ received: true, action: 'refunded' });
    }
    expect(fake.refundsFor(paymentIntentId)).toHaveLength(1);
    expect(await bookingsFor(id)).toHaveLength(0);
    const problem = await adminServices().db.collection(COLLECTIONS.paymentProblems).doc(paymentIntentId).get();
    expect(problem.data()).toMatchObject({ registrationId: id, action: 'refunded', amount: 4550, reason: 'the registration no longer exists' });
  });

  it('answers 5xx only for failures worth retrying (Stripe down while refunding), then 2xx once it is back', async () => {
    const { id, user } = await givenRegistration();
    const { paymentIntentId } = await startPayment(id, user.idToken);
    const intent = fake.succeed(paymentIntentId);
    await adminServices().db.collection(COLLECTIONS.registrations).doc(id).delete();
    const event = signedEvent('payment_intent.succeeded', intent, WEBHOOK_SECRET);
    fake.outage = 503;
    try {
      expect((await webhook(event.payload, event.signature)).status).toBe(500);
    } finally {
      fake.outage = null;
    }
    expect((await adminServices().db.collection(COLLECTIONS.paymentProblems).doc(paymentIntentId).get()).exists).toBe(false);
    const retried = await webhook(event.payload, event.signature);
    expect(retried.status).toBe(200);
    expect(fake.refundsFor(paymentIntentId)).toHaveLength(1);
  });

  it('ignores events that are not ours', async () => {
    const other = signedEvent('payment_intent.succeeded', { id: 'pi_other', object: 'payment_intent', status: 'succeeded', amount: 500, currency: 'usd', metadata: {} }, WEBHOOK_SECRET);
    expect((await webhook(other.payload, other.signature)).body).toMatchObject({ received: true, ignored: true });
    const unrelated = signedEvent('customer.created', { id: 'cus_1', object: 'customer' }, WEBHOOK_SECRET);
    expect((await webhook(unrelated.payload, unrelated.signature)).status).toBe(200);
  });
});

describe('donations with Stripe', () => {
  it('creates a Checkout Session in USD cents with return URLs on the configured site origin', async () => {
    const before = fake.requests.length;
    const answer = await call<{ paymentUrl: string }>('POST', '/create_payment', {
      body: { amount: 1000, currency: 'USD', donorName: 'Grace H.', showName: true },
      headers: { origin: 'http://127.0.0.1:5000' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.paymentUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
    const request = fake.requests.slice(before).find((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.params).toMatchObject({
      mode: 'payment',
      success_url: `${SITE_ORIGIN}/success_payment`,
      cancel_url: `${SITE_ORIGIN}/cancel_payment`,
      line_items: { 0: { quantity: '1', price_data: { currency: 'usd', unit_amount: '100000' } } },
      metadata: { kind: 'donation', showName: 'true', donorName: 'Grace H.' },
    });
    // Signed out: Checkout asks the payer for their address itself.
    expect(request.params.customer_email).toBeUndefined();
  });

  it('starts a signed-in donor’s Checkout with their account’s address', async () => {
    const donor = await createUser({ role: 'Participant' });
    const before = fake.requests.length;
    const answer = await call('POST', '/create_payment', { token: donor.idToken, body: { amount: 10, currency: 'USD' } });
    expect(answer.status).toBe(200);
    const request = fake.requests.slice(before).find((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.params.customer_email).toBe(donor.email.toLowerCase());
    expect(request.params.metadata).toMatchObject({ kind: 'donation', donorUid: donor.uid });
  });

  it.each([
    ['Origin', { origin: 'https://evil.example' }],
    ['X-Forwarded-Host', { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
    ['all of them', { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }],
  ])('never builds return URLs from a forged %s header', async (_label, headers) => {
    const before = fake.requests.length;
    const answer = await call('POST', '/create_payment', { body: { amount: 5, currency: 'usd' }, headers });
    expect(answer.status).toBe(200);
    const request = fake.requests.slice(before).find((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.params.success_url).toBe(`${SITE_ORIGIN}/success_payment`);
    expect(request.params.cancel_url).toBe(`${SITE_ORIGIN}/cancel_payment`);
  });

  it('keeps to USD and $1 to $10,000', async () => {
    const before = fake.requests.length;
    for (const body of [
      { amount: 0, currency: 'USD' },
      { amount: 0.99, currency: 'USD' },
      { amount: 10_000.01, currency: 'USD' },
      { amount: 1.234, currency: 'USD' },
      { amount: -5, currency: 'USD' },
      { amount: '1000', currency: 'USD' },
      { amount: 1000, currency: 'EUR' },
      { amount: 1000 },
      { currency: 'USD' },
      { amount: 1000, currency: 'USD', showName: 'yes' },
    ]) {
      const answer = await call('POST', '/create_payment', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(fake.requests.length).toBe(before);
    for (const amount of [1, 10_000, 25.5]) {
      expect((await call('POST', '/create_payment', { body: { amount, currency: 'USD' } })).status).toBe(200);
    }
  });

  it('records checkout.session.completed once, with the name only when the donor agreed, and thanks the payer once', { timeout: 180_000 }, async () => {
    const { db } = adminServices();
    const donorEmail = `grace-${Date.now()}@example.org`;
    const session = (showName: boolean, donorName: string, id: string) => ({
      id,
      object: 'checkout.session',
      amount_total: 2500,
      currency: 'usd',
      // The address the payer typed on Checkout; this test's anonymous session has none.
      customer_details: showName ? { email: donorEmail, name: donorName } : null,
      metadata: { kind: 'donation', showName: String(showName), donorName },
      mode: 'payment',
      payment_status: 'paid',
      status: 'complete',
    });
    const named = `cs_test_named${Date.now()}`;
    const anonymous = `cs_test_anon${Date.now()}`;
    for (let i = 0; i < 3; i++) {
      for (const object of [session(true, 'Grace H.', named), session(false, 'Hidden Person', anonymous)]) {
        const event = signedEvent('checkout.session.completed', object, WEBHOOK_SECRET);
        expect((await webhook(event.payload, event.signature)).status).toBe(200);
      }
    }
    const namedDoc = await db.collection(COLLECTIONS.donations).doc(named).get();
    expect(namedDoc.data()).toMatchObject({ amount: 25, currency: 'usd', donorName: 'Grace H.' });
    expect(typeof namedDoc.get('createdAt')).toBe('string');
    const anonymousDoc = await db.collection(COLLECTIONS.donations).doc(anonymous).get();
    expect(anonymousDoc.get('donorName')).toBeNull();
    // One thank-you for the three deliveries of the same event, to the address Checkout took, in the inbox too.
    const thanks = await db.collection(COLLECTIONS.mail).where('kind', '==', 'donation-thanks').where('to', '==', donorEmail).get();
    expect(thanks.docs.map((d) => d.id)).toEqual([`${named}_thanks`]);
    expect(thanks.docs[0]!.get('message.text')).toContain('$25.00');
    expect(await waitForMails(donorEmail, { subject: 'Thank you for your donation of $25.00', timeoutMs: 150_000 })).toHaveLength(1);
    // No address, no mail: nothing is queued for the session without one.
    expect((await db.collection(COLLECTIONS.mail).doc(`${anonymous}_thanks`).get()).exists).toBe(false);

    const forged = signedEvent('checkout.session.completed', session(true, 'Forger', `cs_test_forged${Date.now()}`), 'whsec_wrong');
    expect((await webhook(forged.payload, forged.signature)).status).toBe(400);
    const forgedId = (JSON.parse(forged.payload) as { data: { object: { id: string } } }).data.object.id;
    expect((await db.collection(COLLECTIONS.donations).doc(forgedId).get()).exists).toBe(false);
  });

  it('has no local test endpoints while Stripe is active', async () => {
    expect((await call('GET', '/local-checkout/cs_local_0123456789abcdef0123456789abcdef')).status).toBe(404);
    expect((await call('POST', '/local-payments/pi_local_0123456789abcdef01234567/confirm', { body: {} })).status).toBe(404);
  });
});
