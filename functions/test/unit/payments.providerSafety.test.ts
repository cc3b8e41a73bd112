/**
 * Configuration that cannot take money by mistake: no key outside the
 * emulators refuses payments; the local test provider exists only for demo
 * projects on the emulators; a test-mode key in a real project is refused
 * unless a parameter says so; the site origin is an origin.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { normalizeSiteOrigin } from '../../src/config.ts';
import { ApiError } from '../../src/http/errors.ts';
import { paymentsForRoutes } from '../../src/payments/paymentAnswers.ts';
import { createPaymentsContext, type PaymentsSettings } from '../../src/payments/paymentsContext.ts';

// The context only stores the Firestore handle; nothing is read here.
const firestore = {} as Firestore;

/** What the routes answer for these settings (null: payments work). */
function refusal(settings: PaymentsSettings): ApiError | null {
  try {
    paymentsForRoutes(() => createPaymentsContext(settings, firestore))();
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
}

describe('payment provider outside the emulators', () => {
  it('refuses with 503 when no Stripe key is configured', () => {
    const thrown = refusal({ secretKey: '', webhookSecret: '', allowLocalProvider: false, projectId: 'demo-campcare' });
    expect(thrown?.status).toBe(503);
    expect(thrown?.code).toBe('payments-not-configured');
  });

  it('uses the local test provider only for a demo project on the emulators', () => {
    const context = createPaymentsContext(
      { secretKey: 'placeholder', webhookSecret: '', allowLocalProvider: true, projectId: 'demo-campcare' },
      firestore,
    );
    expect(context.local).not.toBeNull();
    expect(context.livemode).toBe(false);
    // On the emulators but with a real project's id: real rules may apply elsewhere, so no test money.
    expect(refusal({ secretKey: 'placeholder', webhookSecret: '', allowLocalProvider: true, projectId: 'campcare-prod' })?.status).toBe(503);
  });

  it('uses Stripe when a real key is configured, allowed or not', () => {
    const context = createPaymentsContext(
      { secretKey: 'sk_test_fake', webhookSecret: '', allowLocalProvider: false, projectId: 'demo-campcare' },
      firestore,
    );
    expect(context.local).toBeNull();
    expect(context.livemode).toBe(false);
    expect(createPaymentsContext({ secretKey: 'sk_live_real', webhookSecret: '', projectId: 'campcare-prod' }, firestore).livemode).toBe(true);
  });

  it('refuses a test-mode key in a non-demo project unless ALLOW_STRIPE_TEST_MODE says so', () => {
    for (const secretKey of ['sk_test_fake', 'rk_test_fake']) {
      expect(refusal({ secretKey, webhookSecret: '', projectId: 'campcare-prod' })?.status).toBe(503);
      expect(refusal({ secretKey, webhookSecret: '', projectId: 'campcare-staging', allowTestModeKey: true })).toBeNull();
    }
  });

  it('takes the site origin as an origin only, and refuses anything else', () => {
    expect(normalizeSiteOrigin('https://campcare.example.org/')).toBe('https://campcare.example.org');
    expect(normalizeSiteOrigin('https://campcare.example.org/some/path')).toBe('https://campcare.example.org');
    for (const bad of ['', 'campcare.example.org', 'javascript:alert(1)', 'ftp://x.example']) {
      expect(() => normalizeSiteOrigin(bad), bad).toThrow(/SITE_ORIGIN/);
    }
  });
});
