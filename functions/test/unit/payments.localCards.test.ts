/** The local test provider's card rules (Stripe's test-mode outcomes and messages). */
import { describe, expect, it } from 'vitest';
import { localCardOutcome } from '../../src/payments/localCards.ts';
import { isStripeSecretKey, isWebhookSecret } from '../../src/config.ts';

const now = new Date('2026-11-21T12:00:00Z');
const card = (cardNumber: string, expiry = '12/34', cvc = '123') => ({ cardNumber, expiry, cvc });

describe('localCardOutcome', () => {
  it('succeeds with 4242 4242 4242 4242, spaced or not', () => {
    expect(localCardOutcome(card('4242424242424242'), now)).toEqual({ outcome: 'succeeded' });
    expect(localCardOutcome(card('4242 4242 4242 4242'), now)).toEqual({ outcome: 'succeeded' });
  });

  it("declines 4000 0000 0000 0002 with Stripe's message", () => {
    expect(localCardOutcome(card('4000 0000 0000 0002'), now)).toMatchObject({
      outcome: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
  });

  it('calls any other number invalid', () => {
    for (const number of ['4111111111111111', '', '4242', '42424242424242420', 'abcd']) {
      expect(localCardOutcome(card(number), now)).toMatchObject({ outcome: 'invalid', message: 'Your card number is invalid.' });
    }
  });

  it('checks the expiry date and the CVC', () => {
    expect(localCardOutcome(card('4242424242424242', '10/26'), now).outcome).toBe('invalid');
    expect(localCardOutcome(card('4242424242424242', '11/26'), now).outcome).toBe('succeeded');
    expect(localCardOutcome(card('4242424242424242', '13/30'), now).outcome).toBe('invalid');
    expect(localCardOutcome(card('4242424242424242', '12 / 2030'), now).outcome).toBe('succeeded');
    expect(localCardOutcome(card('4242424242424242', '12/34', '12'), now).outcome).toBe('invalid');
    expect(localCardOutcome(card('4242424242424242', '12/34', '1234'), now).outcome).toBe('succeeded');
  });
});

describe('provider selection', () => {
  it('takes only real Stripe keys as keys; placeholders mean the local provider', () => {
    expect(isStripeSecretKey('sk_test_51Habc')).toBe(true);
    expect(isStripeSecretKey('sk_live_51Habc')).toBe(true);
    expect(isStripeSecretKey('rk_test_51Habc')).toBe(true);
    for (const value of ['', 'local-test-provider', 'pk_test_51Habc', 'sk_test_']) expect(isStripeSecretKey(value)).toBe(false);
    expect(isWebhookSecret('whsec_abc123')).toBe(true);
    expect(isWebhookSecret('local-test-provider')).toBe(false);
  });
});
