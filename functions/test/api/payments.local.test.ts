/**
 * The payments API through the Hosting origin, as the browser uses it, with
 * the emulators' default: no Stripe key, so the local test provider.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '@campcare/domain';
import { adminServices, api, createUser } from '../../../tests/support/emulators.ts';
import { bookingsFor, givenRegistration, registrationDoc } from './paymentsHelpers.ts';

interface ErrorBody {
  error: { code: string; message: string };
}
interface IntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  provider: string;
}

const card = (cardNumber: string) => ({
  cardNumber,
  expiry: '12/34',
  cvc: '123',
  name: 'Pat Payer',
  email: 'pat@example.com',
});

async function startPayment(registrationId: string, token: string): Promise<IntentAnswer> {
  const answer = await api<IntentAnswer>('POST', '/create-payment-stripe', { token, body: { registrationId } });
  expect(answer.status).toBe(200);
  return answer.body;
}

describe('camp fees with the local test provider', () => {
  it('creates a local PaymentIntent for the fee on the registration', async () => {
    const { id, user } = await givenRegistration({ CampFees: 45.5 });
    const answer = await startPayment(id, user.idToken);
    expect(answer.provider).toBe('local');
    expect(answer.paymentIntentId).toMatch(/^pi_local_[0-9a-f]{24}$/);
    expect(answer.clientSecret).toMatch(new RegExp(`^${answer.paymentIntentId}_secret_`));
    const stored = await adminServices().db.collection('localPayments').doc(answer.paymentIntentId).get();
    expect(stored.data()).toMatchObject({ amount: 4550, currency: 'usd', status: 'requires_payment_method' });
    expect((await startPayment(id, user.idToken)).paymentIntentId).toBe(answer.paymentIntentId);

    const mismatch = await api<ErrorBody>('POST', '/create-payment-stripe', {
      token: user.idToken,
      body: { registrationId: id, price: 45.49 },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.error.code).toBe('price-mismatch');
  });

  it('declines 4000 0000 0000 0002 with Stripe’s message and leaves the registration Unpaid', async () => {
    const { id, user } = await givenRegistration();
    const { paymentIntentId } = await startPayment(id, user.idToken);
    const declined = await api<ErrorBody>('POST', `/local-payments/${paymentIntentId}/confirm`, {
      token: user.idToken,
      body: card('4000 0000 0000 0002'),
    });
    expect(declined.status).toBe(402);
    expect(declined.body.error).toMatchObject({ code: 'card_declined', message: 'Your card was declined.' });

    const invalid = await api<ErrorBody>('POST', `/local-payments/${paymentIntentId}/confirm`, {
      token: user.idToken,
      body: card('4111 1111 1111 1111'),
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe('Your card number is invalid.');

    const expired = await api<ErrorBody>('POST', `/local-payments/${paymentIntentId}/confirm`, {
      token: user.idToken,
      body: { ...card('4242424242424242'), expiry: '01/20' },
    });
    expect(expired.status).toBe(400);

    const booking = await api<ErrorBody>('POST', '/booking', { token: user.idToken, body: { paymentIntentId } });
    expect(booking.status).toBe(409);
    expect((await registrationDoc(id)).PaymentStatus).toBe('Unpaid');
    expect(await bookingsFor(id)).toHaveLength(0);
  });

  it('pays with 4242 4242 4242 4242: Paid, one booking, and /booking replays return it', async () => {
    const { id, user } = await givenRegistration({ CampFees: 20 });
    const { paymentIntentId } = await startPayment(id, user.idToken);

    const stranger = await createUser({ role: 'Participant' });
    const notMine = await api('POST', `/local-payments/${paymentIntentId}/confirm`, {
      token: stranger.idToken,
      body: card('4242424242424242'),
    });
    expect(notMine.status).toBe(403);
    expect((await api('POST', `/local-payments/${paymentIntentId}/confirm`, { body: card('4242424242424242') })).status).toBe(401);

    // A declined attempt first, then the good card on the same PaymentIntent, as in Stripe.
    await api('POST', `/local-payments/${paymentIntentId}/confirm`, { token: user.idToken, body: card('4000000000000002') });
    const paid = await api<{ status: string }>('POST', `/local-payments/${paymentIntentId}/confirm`, {
      token: user.idToken,
      body: card('4242 4242 4242 4242'),
    });
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe('succeeded');
    // The confirm step recorded the payment the way a webhook would.
    expect((await registrationDoc(id)).PaymentStatus).toBe('Paid');

    const results = await Promise.all(
      Array.from({ length: 10 }, () => api<{ _id: string; amount: number }>('POST', '/booking', { token: user.idToken, body: { paymentIntentId } })),
    );
    for (const result of results) {
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ _id: paymentIntentId, amount: 2000, paymentStatus: 'Paid' });
    }
    expect((await bookingsFor(id)).map((b) => b.id)).toEqual([paymentIntentId]);
    expect((await api('POST', '/booking', { token: stranger.idToken, body: { paymentIntentId } })).status).toBe(403);

    const again = await api<ErrorBody>('POST', '/create-payment-stripe', { token: user.idToken, body: { registrationId: id } });
    expect(again.status).toBe(409);
  });

  it('refuses fees under $1', async () => {
    const { id, user } = await givenRegistration({ CampFees: 0.99 });
    const answer = await api<ErrorBody>('POST', '/create-payment-stripe', { token: user.idToken, body: { registrationId: id } });
    expect(answer.status).toBe(400);
  });

  it('keeps the local provider’s documents away from browsers', async () => {
    const { id, user } = await givenRegistration();
    const { paymentIntentId } = await startPayment(id, user.idToken);
    const { emulatorHosts } = await import('../../../scripts/lib/admin.ts');
    const url = `http://${emulatorHosts().firestore}/v1/projects/demo-campcare/databases/(default)/documents/localPayments/${paymentIntentId}`;
    const response = await fetch(url, { headers: { authorization: `Bearer ${user.idToken}` } });
    expect(response.status).toBe(403);
  });
});

describe('donations with the local test provider', () => {
  it('sends the browser to the local test checkout, which records the donation once', async () => {
    const created = await api<{ paymentUrl: string }>('POST', '/create_payment', {
      body: { amount: 1000, currency: 'USD', donorName: 'Grace H.', showName: true },
    });
    expect(created.status).toBe(200);
    const match = /^\/test-checkout\/(cs_local_[0-9a-f]{32})$/.exec(created.body.paymentUrl);
    expect(match).not.toBeNull();
    const sessionId = match![1]!;

    const view = await api<{ amount: number; currency: string; status: string }>('GET', `/local-checkout/${sessionId}`);
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({ amount: 100000, currency: 'usd', status: 'open' });

    for (let i = 0; i < 3; i++) {
      const completed = await api<{ redirectUrl: string }>('POST', `/local-checkout/${sessionId}/complete`, { body: { email: 'grace@example.org' } });
      expect(completed.status).toBe(200);
      expect(completed.body.redirectUrl).toBe('/success_payment');
    }
    const donation = await adminServices().db.collection(COLLECTIONS.donations).doc(sessionId).get();
    expect(donation.data()).toMatchObject({ amount: 1000, currency: 'usd', donorName: 'Grace H.' });
    expect((await api('GET', '/local-checkout/cs_local_00000000000000000000000000000000')).status).toBe(404);
  });

  it('keeps the donor anonymous unless they agreed', async () => {
    const created = await api<{ paymentUrl: string }>('POST', '/create_payment', {
      body: { amount: 5, currency: 'usd', donorName: 'Shy Donor' },
    });
    const sessionId = created.body.paymentUrl.split('/').pop()!;
    await api('POST', `/local-checkout/${sessionId}/complete`, { body: { email: 'shy@example.org' } });
    const donation = await adminServices().db.collection(COLLECTIONS.donations).doc(sessionId).get();
    expect(donation.get('donorName')).toBeNull();
  });

  it('refuses amounts outside $1 to $10,000 and other currencies', async () => {
    for (const body of [{ amount: 0, currency: 'USD' }, { amount: 10_001, currency: 'USD' }, { amount: 50, currency: 'GBP' }]) {
      const answer = await api<ErrorBody>('POST', '/create_payment', { body });
      expect(answer.status).toBe(400);
      expect(answer.body.error.message).toBeTruthy();
    }
  });
});

describe('the webhook with no webhook secret configured', () => {
  it('answers 400 to unsigned and forged calls and writes nothing', async () => {
    const { id, user } = await givenRegistration();
    const { paymentIntentId } = await startPayment(id, user.idToken);
    const payload = JSON.stringify({
      id: 'evt_x',
      type: 'payment_intent.succeeded',
      data: { object: { id: paymentIntentId, status: 'succeeded', amount: 4550, currency: 'usd', metadata: { registrationId: id, uid: user.uid } } },
    });
    expect((await api('POST', '/stripe/webhook', { body: payload })).status).toBe(400);
    expect((await api('POST', '/stripe/webhook', { body: payload, headers: { 'stripe-signature': 't=1,v1=deadbeef' } })).status).toBe(400);
    expect((await registrationDoc(id)).PaymentStatus).toBe('Unpaid');
    expect(await bookingsFor(id)).toHaveLength(0);
  });
});
