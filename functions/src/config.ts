/**
 * Every setting the functions read, in one place: the site's origin, the
 * Stripe keys, the mail server and sender, the key that signs unsubscribe
 * links, the rate limits, the key that signs tickets. Parameters are Firebase params (functions/.env.<project>, asked by
 * `firebase deploy`); secrets are Secret Manager secrets bound to the
 * functions that read them. On the emulators functions/build.mjs writes
 * values for all of them (functions/.env.local, functions/.secret.local).
 */
import { createPrivateKey, type KeyObject } from 'node:crypto';
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

/**
 * Text messages go through Twilio's Messages API (functions/src/sms/): the
 * Account SID and auth token are secrets (the token also checks the
 * signature of Twilio's callbacks); SMS_FROM is the sending number or
 * Messaging Service; SMS_API_URL is Twilio's address, or on the emulators
 * the local SMS inbox's (written by functions/build.mjs).
 */
export const twilioAccountSidSecret = defineSecret('TWILIO_ACCOUNT_SID');
export const twilioAuthTokenSecret = defineSecret('TWILIO_AUTH_TOKEN');
export const TWILIO_API_URL = 'https://api.twilio.com';
export const smsApiUrlParam = defineString('SMS_API_URL', {
  default: TWILIO_API_URL,
  description: "Twilio's API address (https://api.twilio.com); the emulators use the local SMS inbox.",
});
/** Twilio's magic sender for test credentials: the emulators' default, refused for a deployed project. */
const TWILIO_TEST_FROM = '+15005550006';
export const smsFromParam = defineString('SMS_FROM', {
  default: TWILIO_TEST_FROM,
  description: 'The number text messages come from (E.164, like +8801712345678), or a Twilio Messaging Service SID (MG…).',
});

/**
 * The rate limits' settings, `RATE_LIMIT_<NAME>=<requests>/<seconds>`
 * (rateLimits/limits.ts names them and holds their defaults): plain
 * environment values from functions/.env.<project>, not params, so a deploy
 * asks for none of them and an unset one keeps its default.
 */
export const rateLimitSetting = (name: string): string | undefined => process.env[name];

/**
 * Signs tickets so that a door phone can check them with no network
 * (checkin/ticketSigning.ts): an ECDSA P-256 private key, PKCS#8, as PEM or
 * as base64 of its DER. On the emulators the build generates one.
 */
export const ticketSigningKeySecret = defineSecret('TICKET_SIGNING_KEY');

/** Reads a PKCS#8 key given as PEM or as base64 (or base64url) of its DER; throws when it is not a P-256 key. */
export function readTicketSigningKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----BEGIN')
    ? createPrivateKey(trimmed)
    : createPrivateKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'pkcs8' });
  if (key.asymmetricKeyType !== 'ec' || key.asymmetricKeyDetails?.namedCurve !== 'prime256v1') {
    throw new Error('TICKET_SIGNING_KEY must be an ECDSA P-256 private key (PKCS#8).');
  }
  return key;
}

/** sk_test_…, sk_live_… or a restricted key rk_…; anything else means "no Stripe". */
export const isStripeSecretKey = (value: string) => /^(sk|rk)_(test|live)_[A-Za-z0-9]+$/.test(value.trim());
export const isLiveStripeKey = (value: string) => /^(sk|rk)_live_/.test(value.trim());
export const isWebhookSecret = (value: string) => /^whsec_[A-Za-z0-9]+$/.test(value.trim());

/**
 * The secrets each function binds (and so may read): a function's settings
 * are checked at its start (assertProductionSettings), and the deployed
 * function is given exactly these. A new function that reads a secret is
 * added here and passes its entry as `secrets`.
 */
export const FUNCTION_SECRETS = {
  api: [stripeSecretKey, stripeWebhookSecret, mailLinkSecret, ticketSigningKeySecret, twilioAccountSidSecret, twilioAuthTokenSecret],
  onUserDeleted: [stripeSecretKey],
  runCampCancellations: [stripeSecretKey, stripeWebhookSecret],
  // Cancels the open payments of the unpaid seats it releases.
  releaseUnpaidSeats: [stripeSecretKey, stripeWebhookSecret],
  sendQueuedMail: [smtpUrlSecret],
  retryFailedMail: [smtpUrlSecret],
  sendCampReminders: [mailLinkSecret],
  // Reads MAIL_LINK_SECRET for the stop link of the first text message (and the mails' links).
  notifyOnRegistrationChange: [mailLinkSecret],
  sendQueuedSms: [twilioAccountSidSecret, twilioAuthTokenSecret],
  sweepQueuedSms: [twilioAccountSidSecret, twilioAuthTokenSecret],
};

/** The value the emulators' build writes for MAIL_LINK_SECRET (functions/build.mjs): never a real one. */
const EMULATOR_MAIL_LINK_SECRET = 'local-emulators-only-unsubscribe-key';
const MAIL_LINK_SECRET_MIN_LENGTH = 32;
const isLoopbackHost = (host: string) => /^(localhost|127(?:\.\d+){3}|\[::1\]|0\.0\.0\.0)$/i.test(host);

/** What is wrong with one setting's value for a deployed project, or null when it will do. */
type SettingCheck = (value: string, all: Readonly<Record<string, string | undefined>>, projectId: string) => string | null;

/** Every production setting and what it must be. Parameters come from functions/.env.<project>; secrets from Secret Manager. */
export const PRODUCTION_SETTINGS: readonly { name: string; kind: 'parameter' | 'secret'; check: SettingCheck }[] = [
  {
    name: 'SITE_ORIGIN',
    kind: 'parameter',
    check: (value) => {
      if (!value.trim()) return 'not set: it is the site\'s own address (https://campcare.example.org), where Checkout returns and every mail link points';
      let url: URL;
      try {
        url = new URL(value.trim());
      } catch {
        return `"${value}" is not an address: give the site's origin, like https://campcare.example.org`;
      }
      if (url.protocol !== 'https:') return `"${value}" is not https: a deployed site is served over https`;
      if (isLoopbackHost(url.hostname)) return `"${value}" is this computer's own address (the emulators' default): Checkout returns and mail links would lead nowhere`;
      return null;
    },
  },
  {
    name: 'MAIL_FROM',
    kind: 'parameter',
    check: (value) => {
      if (!/@[A-Za-z0-9.-]+\.[A-Za-z]{2,}>?\s*$/.test(value.trim())) return 'not set: the From address of every mail, like "CampCare <no-reply@your-domain>"';
      if (/@campcare\.example\.org/i.test(value)) return `"${value}" is the example address: use one of your own domain, or mail is refused as spoofed`;
      return null;
    },
  },
  {
    name: 'SMS_FROM',
    kind: 'parameter',
    check: (value) => {
      const from = value.trim();
      if (from === TWILIO_TEST_FROM) return `"${from}" is Twilio's number for test credentials: a live account cannot send from it, so every text message would fail; use your Twilio number (+8801712345678) or Messaging Service SID (MG…)`;
      if (/^\+[1-9]\d{7,14}$/.test(from) || /^MG[0-9a-f]{32}$/.test(from)) return null;
      return 'not set: the number text messages come from, in E.164 (+8801712345678), or a Twilio Messaging Service SID (MG and 32 hex digits)';
    },
  },
  {
    name: 'ALLOW_STRIPE_TEST_MODE',
    kind: 'parameter',
    check: (value) => (['', 'true', 'false'].includes(value.trim()) ? null : `"${value}" must be true or false (false unless this is a staging project)`),
  },
  {
    name: 'STRIPE_SECRET_KEY',
    kind: 'secret',
    check: (value, all, projectId) => {
      if (!isStripeSecretKey(value)) return 'not a Stripe secret key (sk_live_…, or sk_test_… on a staging project): card payments would all be refused';
      if (!isLiveStripeKey(value) && !isDemoProject(projectId) && all.ALLOW_STRIPE_TEST_MODE?.trim() !== 'true') {
        return 'a test-mode key, which takes no money: use the live key, or set ALLOW_STRIPE_TEST_MODE=true on a staging project';
      }
      return null;
    },
  },
  {
    name: 'STRIPE_WEBHOOK_SECRET',
    kind: 'secret',
    check: (value) => (isWebhookSecret(value) ? null : "not a webhook signing secret (whsec_…, from Stripe's webhook endpoint): every payment event would be refused"),
  },
  {
    name: 'SMTP_URL',
    kind: 'secret',
    check: (value) => {
      let url: URL;
      try {
        url = new URL(value.trim());
      } catch {
        return 'not set: the mail server, like smtps://user:password@smtp.example.org:465';
      }
      if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') return 'not an smtp:// or smtps:// address';
      if (isLoopbackHost(url.hostname)) return "this computer's own address (the emulators' local inbox): no mail would leave";
      return null;
    },
  },
  {
    name: 'MAIL_LINK_SECRET',
    kind: 'secret',
    check: (value) => {
      if (!value.trim()) return 'not set: any long random text (openssl rand -base64 32), which signs the reminders\' unsubscribe links';
      if (value.trim() === EMULATOR_MAIL_LINK_SECRET) return "the emulators' fixed key: anyone could forge unsubscribe links; set a long random one (openssl rand -base64 32)";
      if (value.trim().length < MAIL_LINK_SECRET_MIN_LENGTH) return `shorter than ${MAIL_LINK_SECRET_MIN_LENGTH} characters: set a long random text (openssl rand -base64 32)`;
      return null;
    },
  },
  {
    name: 'TWILIO_ACCOUNT_SID',
    kind: 'secret',
    check: (value) => (/^AC[0-9a-f]{32}$/.test(value.trim()) ? null : "not a Twilio Account SID (AC and 32 hex digits, from the Twilio console): no text message could be sent"),
  },
  {
    name: 'TWILIO_AUTH_TOKEN',
    kind: 'secret',
    check: (value) => (/^[0-9a-f]{32}$/.test(value.trim()) ? null : "not a Twilio auth token (32 hex digits, from the Twilio console): no text message could be sent, and Twilio's callbacks would be refused"),
  },
  {
    name: 'TICKET_SIGNING_KEY',
    kind: 'secret',
    check: (value) => {
      const make = 'openssl genpkey -algorithm EC -pkeyopt ec_paramgen_curve:P-256';
      if (!value.trim()) return `not set: door phones could not tell a real ticket from a forged one with no network; make one with \`${make}\``;
      try {
        readTicketSigningKey(value);
        return null;
      } catch {
        return `not an ECDSA P-256 private key (PKCS#8, PEM or base64 of the DER); make one with \`${make}\``;
      }
    },
  },
];

export interface SettingProblem {
  name: string;
  kind: 'parameter' | 'secret';
  problem: string;
}

/** What is wrong with these settings for a deployed project: every parameter, and the secrets named. */
export function productionSettingProblems(
  values: Readonly<Record<string, string | undefined>>,
  projectId: string,
  secrets: readonly string[],
): SettingProblem[] {
  return PRODUCTION_SETTINGS.filter((setting) => setting.kind === 'parameter' || secrets.includes(setting.name)).flatMap((setting) => {
    const problem = setting.check(values[setting.name] ?? '', values, projectId);
    return problem ? [{ name: setting.name, kind: setting.kind, problem }] : [];
  });
}

/** The problems as one message, each setting named, with where to set it. */
export function describeSettingProblems(problems: readonly SettingProblem[]): string {
  return [
    ...problems.map((p) => `- ${p.name} (${p.kind}): ${p.problem}.`),
    'Set parameters in functions/.env.<project> and secrets with `npx firebase functions:secrets:set NAME`; the README\'s Deploy section lists every setting, and `npm run deploy:check` checks them before a deploy.',
  ].join('\n');
}

/**
 * Outside the emulators a function does not start without its production
 * settings: a forgotten SITE_ORIGIN would otherwise send every Checkout
 * return and mail link to loopback, quietly. The emulators keep their
 * defaults; deployment analysis (which loads the code without any value)
 * is let through.
 */
export function assertProductionSettings(env: NodeJS.ProcessEnv = process.env): void {
  if (env.FUNCTIONS_EMULATOR === 'true' || env.FUNCTIONS_CONTROL_API === 'true') return;
  const target = env.FUNCTION_TARGET ?? '';
  const secrets = (FUNCTION_SECRETS[target as keyof typeof FUNCTION_SECRETS] ?? []).map((secret) => secret.name);
  const problems = productionSettingProblems(env, env.GCLOUD_PROJECT ?? '', secrets);
  if (problems.length > 0) {
    throw new Error(`CampCare's function ${target || '(unnamed)'} cannot start: its production settings are missing or wrong.\n${describeSettingProblems(problems)}`);
  }
}

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
