/**
 * Which provider serves this instance, and the settings that keep it from
 * taking money by mistake. The Stripe keys are Firebase secrets bound to the
 * `api` function (index.ts). Anything that is not a real Stripe secret key
 * (unset, empty, or the placeholder the build writes into
 * functions/.secret.local for the emulators) selects the local test provider,
 * which exists only for `demo-` projects on the emulators.
 */
import { defineBoolean, defineSecret, defineString } from 'firebase-functions/params';
import type { Firestore } from 'firebase-admin/firestore';
import { db } from '../firebase.ts';
import { ApiError } from '../http/errors.ts';
import { LocalPaymentProvider } from './localProvider.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeClient, StripePaymentProvider, type StripeEndpoint } from './stripeProvider.ts';

export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
/** The site's own origin (https://campcare.example.org): Checkout sends donors back there, and nowhere else. */
export const siteOriginParam = defineString('SITE_ORIGIN', {
  default: 'http://127.0.0.1:5000',
  description: 'The origin of the CampCare site, for the return URLs of Stripe Checkout.',
});
/** A project that is not a demo one refuses a test-mode key unless this says it is on purpose (a staging project). */
export const allowStripeTestModeParam = defineBoolean('ALLOW_STRIPE_TEST_MODE', {
  default: false,
  description: 'Let a non-demo project use a Stripe test-mode key (sk_test_…).',
});

/** sk_test_…, sk_live_… or a restricted key rk_…; anything else means "no Stripe". */
export const isStripeSecretKey = (value: string) => /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(value.trim());
export const isLiveStripeKey = (value: string) => /^(sk|rk)_live_/.test(value.trim());
export const isWebhookSecret = (value: string) => /^whsec_[A-Za-z0-9]+$/.test(value.trim());
/** Firebase's demo projects exist only on the emulators: no real data, no real money. */
export const isDemoProject = (projectId: string) => projectId.startsWith('demo-');

export interface PaymentsContext {
  provider: PaymentProvider;
  /** Set only when the local test provider is active: its extra endpoints exist only then. */
  local: LocalPaymentProvider | null;
  /** null: no webhook secret configured, so every webhook call is refused. */
  webhookSecret: string | null;
  /** Whether the key moves real money; a PaymentIntent or event that says otherwise is not recorded. */
  livemode: boolean;
  /** Where Checkout returns donors: configured, never taken from a request. */
  siteOrigin: string;
  db: Firestore;
}

export interface PaymentsSettings {
  secretKey: string;
  webhookSecret: string;
  /** Tests only: where the Stripe SDK sends its requests. */
  stripeEndpoint?: StripeEndpoint;
  /**
   * Whether the local test provider may stand in for Stripe: only for a demo
   * project on the emulators. A deployed project without a key must refuse
   * payments, or any visitor could "pay" with the test card 4242.
   */
  allowLocalProvider?: boolean;
  /** The Firebase project; a test-mode key outside `demo-` projects is refused unless allowTestModeKey. */
  projectId?: string;
  allowTestModeKey?: boolean;
  siteOrigin?: string;
}

export const paymentsNotConfigured = () =>
  new ApiError(503, 'payments-not-configured', 'Card payments are not available yet. Please try again later.');

/** An origin only: scheme, host and port, without a path or a trailing slash. */
export function normalizeSiteOrigin(value: string): string {
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'https:' || url.protocol === 'http:') return url.origin;
  } catch {
    // fall through
  }
  throw new Error(`SITE_ORIGIN must be an http(s) origin like https://campcare.example.org, not "${value}".`);
}

export function createPaymentsContext(settings: PaymentsSettings, firestore: Firestore = db): PaymentsContext {
  const webhookSecret = isWebhookSecret(settings.webhookSecret) ? settings.webhookSecret.trim() : null;
  const projectId = settings.projectId ?? process.env.GCLOUD_PROJECT ?? '';
  const siteOrigin = normalizeSiteOrigin(settings.siteOrigin ?? 'http://127.0.0.1:5000');
  if (isStripeSecretKey(settings.secretKey)) {
    const livemode = isLiveStripeKey(settings.secretKey);
    if (!livemode && !isDemoProject(projectId) && !settings.allowTestModeKey) {
      // Test keys take no money: a real project with one would "sell" seats for nothing.
      throw new ApiError(
        503,
        'payments-not-configured',
        'Card payments are not available: this site is configured with a Stripe test key.',
      );
    }
    const stripe = createStripeClient(settings.secretKey.trim(), settings.stripeEndpoint);
    return { provider: new StripePaymentProvider(stripe), local: null, webhookSecret, livemode, siteOrigin, db: firestore };
  }
  if (!settings.allowLocalProvider || !isDemoProject(projectId)) throw paymentsNotConfigured();
  const local = new LocalPaymentProvider(firestore);
  return { provider: local, local, webhookSecret, livemode: false, siteOrigin, db: firestore };
}

function readParam<T>(param: { value(): T }, fallback: T): T {
  try {
    return param.value();
  } catch {
    // Only during deployment analysis, when no request is served anyway.
    return fallback;
  }
}

let cached: { key: string; context: PaymentsContext } | null = null;

/** The context for the configured secrets and parameters, built once per instance (they do not change while it runs). */
export function currentPaymentsContext(): PaymentsContext {
  const settings: PaymentsSettings = {
    secretKey: readParam(stripeSecretKey, ''),
    webhookSecret: readParam(stripeWebhookSecret, ''),
    allowLocalProvider: process.env.FUNCTIONS_EMULATOR === 'true',
    projectId: process.env.GCLOUD_PROJECT ?? '',
    allowTestModeKey: readParam(allowStripeTestModeParam, false),
    siteOrigin: readParam(siteOriginParam, 'http://127.0.0.1:5000'),
  };
  const key = JSON.stringify(settings);
  if (cached?.key !== key) cached = { key, context: createPaymentsContext(settings) };
  return cached.context;
}
