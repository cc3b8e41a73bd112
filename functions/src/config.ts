/**
 * Every setting the functions read, in one place: the site's origin, the
 * Stripe keys, the mail server and sender, the key that signs unsubscribe
 * links. Parameters are Firebase params (functions/.env.<project>, asked by
 * `firebase deploy`); secrets are Secret Manager secrets bound to the
 * functions that read them. On the emulators functions/build.mjs writes
 * values for all of them (functions/.env.local, functions/.secret.local).
 */
import { defineBoolean, defineSecret, defineString } from 'firebase-functions/params';

/** The functions run on the emulators (firebase-tools sets this for every function it serves). */
export const onEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';

/** Firebase's demo projects exist only on the emulators: no real data, no real money. */
export const isDemoProject = (projectId: string) => projectId.startsWith('demo-');

/** The emulators' site address when nothing else is set (the default port offset's Hosting). */
export const EMULATOR_SITE_ORIGIN = 'http://127.0.0.1:5000';

/** The site's own origin (https://campcare.example.org): Checkout returns and every mail link go there, and nowhere else. */
export const siteOriginParam = defineString('SITE_ORIGIN', {
  default: EMULATOR_SITE_ORIGIN,
  description: 'The origin of the CampCare site, for the return URLs of Stripe Checkout and the links in mails.',
});

export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');
/** A project that is not a demo one refuses a test-mode key unless this says it is on purpose (a staging project). */
export const allowStripeTestModeParam = defineBoolean('ALLOW_STRIPE_TEST_MODE', {
  default: false,
  description: 'Let a non-demo project use a Stripe test-mode key (sk_test_…).',
});

/**
 * SMTP_URL carries the SMTP password: `smtps://user:password@smtp.example.org:465`
 * in production; on the emulators the build writes MailDev's address, so every
 * mail lands in the local inbox.
 */
export const smtpUrlSecret = defineSecret('SMTP_URL');
/** Signs the reminders' unsubscribe links (functions/src/mail/unsubscribe.ts): any long random text. */
export const mailLinkSecret = defineSecret('MAIL_LINK_SECRET');
export const mailFromParam = defineString('MAIL_FROM', {
  default: 'CampCare <no-reply@campcare.example.org>',
  description: 'The From address of the mails CampCare sends, like "CampCare <no-reply@your-domain>".',
});

/** A parameter's value, or the fallback while the deployment is analysed (no request is served then). */
export function readParam<T>(param: { value(): T }, fallback: T): T {
  try {
    return param.value();
  } catch {
    return fallback;
  }
}

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

/** The configured site origin, normalised. */
export function siteOrigin(): string {
  return normalizeSiteOrigin(readParam(siteOriginParam, EMULATOR_SITE_ORIGIN));
}
