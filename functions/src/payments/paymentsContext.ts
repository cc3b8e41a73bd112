/**
 * Which provider serves this instance, and the settings that keep it from
 * taking money by mistake. The Stripe keys are Firebase secrets (config.ts)
 * bound to the `api` function (index.ts). Anything that is not a real Stripe secret key
 * (unset, empty, or the placeholder the build writes into
 * functions/.secret.local for the emulators) selects the local test provider,
 * which exists only for `demo-` projects on the emulators.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  allowStripeTestModeParam,
  EMULATOR_SITE_ORIGIN,
  isDemoProject,
  isLiveStripeKey,
  isStripeSecretKey,
  isWebhookSecret,
  normalizeSiteOrigin,
  onEmulator,
  readParam,
  siteOriginParam,
  stripeSecretKey,
  stripeWebhookSecret,
} from '../config.ts';
import { db } from '../firestore/firebase.ts';
import { LocalPaymentProvider } from './localProviderStore.ts';
import type { PaymentProvider } from './provider.ts';
import { createStripeClient, StripePaymentProvider, type StripeEndpoint } from './stripeProvider.ts';

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

/** No provider may take payments with these settings; the routes answer 503 payments-not-configured with the message. */
export class PaymentsUnavailable extends Error {}

const paymentsNotConfigured = () => new PaymentsUnavailable('Card payments are not available yet. Please try again later.');

export function createPaymentsContext(settings: PaymentsSettings, firestore: Firestore = db): PaymentsContext {
  const webhookSecret = isWebhookSecret(settings.webhookSecret) ? settings.webhookSecret.trim() : null;
  const projectId = settings.projectId ?? process.env.GCLOUD_PROJECT ?? '';
  const siteOrigin = normalizeSiteOrigin(settings.siteOrigin ?? EMULATOR_SITE_ORIGIN);
  if (isStripeSecretKey(settings.secretKey)) {
    const livemode = isLiveStripeKey(settings.secretKey);
    if (!livemode && !isDemoProject(projectId) && !settings.allowTestModeKey) {
      // Test keys take no money: a real project with one would "sell" seats for nothing.
      throw new PaymentsUnavailable('Card payments are not available: this site is configured with a Stripe test key.');
    }
    const stripe = createStripeClient(settings.secretKey.trim(), settings.stripeEndpoint);
    return { provider: new StripePaymentProvider(stripe), local: null, webhookSecret, livemode, siteOrigin, db: firestore };
  }
  if (!settings.allowLocalProvider || !isDemoProject(projectId)) throw paymentsNotConfigured();
  const local = new LocalPaymentProvider(firestore);
  return { provider: local, local, webhookSecret, livemode: false, siteOrigin, db: firestore };
}

let cached: { key: string; context: PaymentsContext } | null = null;

/** The context for the configured secrets and parameters, built once per instance (they do not change while it runs). */
export function currentPaymentsContext(): PaymentsContext {
  const settings: PaymentsSettings = {
    secretKey: readParam(stripeSecretKey, ''),
    webhookSecret: readParam(stripeWebhookSecret, ''),
    allowLocalProvider: onEmulator(),
    projectId: process.env.GCLOUD_PROJECT ?? '',
    allowTestModeKey: readParam(allowStripeTestModeParam, false),
    siteOrigin: readParam(siteOriginParam, EMULATOR_SITE_ORIGIN),
  };
  const key = JSON.stringify(settings);
  if (cached?.key !== key) cached = { key, context: createPaymentsContext(settings) };
  return cached.context;
}
