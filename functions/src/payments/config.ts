/**
 * Which provider serves this instance. The Stripe keys are Firebase secrets
 * bound to the `api` function (index.ts). Anything that is not a real Stripe
 * secret key (unset, empty, or the placeholder the build writes into
 * functions/.secret.local for the emulators) selects the local test provider.
 */
import { defineSecret } from 'firebase-functions/params';
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { LocalPaymentProvider } from './localProvider.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeClient, StripePaymentProvider, type StripeEndpoint } from './stripeProvider.ts';

export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

/** sk_test_…, sk_live_… or a restricted key rk_…; anything else means "no Stripe". */
export const isStripeSecretKey = (value: string) => /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(value.trim());
export const isWebhookSecret = (value: string) => /^whsec_[A-Za-z0-9]+$/.test(value.trim());

export interface PaymentsContext {
  provider: PaymentProvider;
  /** Set only when the local test provider is active: its extra endpoints exist only then. */
  local: LocalPaymentProvider | null;
  /** null: no webhook secret configured, so every webhook call is refused. */
  webhookSecret: string | null;
  db: Firestore;
}

export interface PaymentsSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: where the Stripe SDK sends its requests. */
  stripeEndpoint?: StripeEndpoint;
  /**
   * Whether the local test provider may stand in for Stripe. Only on the
   * emulators: a deployed project without a key must refuse payments, or any
   * visitor could "pay" with the test card 4242.
   */
  allowLocalProvider?: boolean;
}

export const paymentsNotConfigured = () =>
  new ApiError(503, 'payments-not-configured', 'Card payments are not available yet. Please try again later.');

export function createPaymentsContext(settings: PaymentsSettings, firestore: Firestore = db): PaymentsContext {
  const webhookSecret = isWebhookSecret(settings.webhookSecret) ? settings.webhookSecret.trim() : null;
  if (isStripeSecretKey(settings.secretKey)) {
    const stripe = createStripeClient(settings.secretKey.trim(), settings.stripeEndpoint);
    return { provider: new StripePaymentProvider(stripe), local: null, webhookSecret, db: firestore };
  }
  if (settings.allowLocalProvider === false) throw paymentsNotConfigured();
  const local = new LocalPaymentProvider(firestore);
  return { provider: local, local, webhookSecret, db: firestore };
}

function readSecret(secret: typeof stripeSecretKey): string {
  try {
    return secret.value();
  } catch {
    // Only during deployment analysis, when no request is served anyway.
    return '';
  }
}

let cached: { key: string; context: PaymentsContext } | null = null;

/** The context for the configured secrets, built once per instance (secrets do not change while it runs). */
export function currentPaymentsContext(): PaymentsContext {
  const settings = {
    secretKey: readSecret(stripeSecretKey),
    webhookSecret: readSecret(stripeWebhookSecret),
    allowLocalProvider: process.env.FUNCTIONS_EMULATOR === 'true',
  };
  const key = `${settings.secretKey}\u0000${settings.webhookSecret}`;
  if (cached?.key !== key) cached = { key, context: createPaymentsContext(settings) };
  return cached.context;
}
