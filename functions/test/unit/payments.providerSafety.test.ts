/** A deployed project without a Stripe key must refuse payments, never fall back to the test provider. */
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { createPaymentsContext } from '../../src/payments/config.ts';
import { ApiError } from '../../src/http/errors.ts';

// The context only stores the Firestore handle; nothing is read here.
const firestore = {} as Firestore;

describe('payment provider outside the emulators', () => {
  it('refuses with 503 when no Stripe key is configured', () => {
    let thrown: unknown;
    try {
      createPaymentsContext({ secretKey: '', webhookSecret: '', allowLocalProvider: false }, firestore);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ApiError);
    expect((thrown as ApiError).status).toBe(503);
    expect((thrown as ApiError).code).toBe('payments-not-configured');
  });

  it('uses the local test provider only where it is allowed', () => {
    const context = createPaymentsContext({ secretKey: 'placeholder', webhookSecret: '', allowLocalProvider: true }, firestore);
    expect(context.local).not.toBeNull();
  });

  it('uses Stripe when a real key is configured, allowed or not', () => {
    const context = createPaymentsContext({ secretKey: 'sk_test_fake', webhookSecret: '', allowLocalProvider: false }, firestore);
    expect(context.local).toBeNull();
  });
});
