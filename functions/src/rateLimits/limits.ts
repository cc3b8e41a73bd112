/**
 * The API's rate limits: how many well-formed requests one client (a
 * signed-in account, or else an IP address) may make of a kind within a
 * window. Each limit is a setting, `RATE_LIMIT_<NAME>=<requests>/<seconds>`
 * (functions/.env.<project>, read through config.ts), with a default no real person comes
 * near: the limits are there for scripts that would fill the admins' inbox,
 * run up payment sessions or mail people over and over.
 */
import { rateLimitSetting } from '../config.ts';

export interface RateLimit {
  /** The most requests counted within one window. */
  requests: number;
  /** The window, in seconds, from the first request counted. */
  windowSeconds: number;
}

interface LimitDefinition {
  setting: string;
  default: RateLimit;
}

export const RATE_LIMITS = {
  /** Contact Us messages: each one lands in the admins' inbox. */
  contact: { setting: 'RATE_LIMIT_CONTACT', default: { requests: 10, windowSeconds: 600 } },
  /** Donation Checkout sessions (each a payment session at Stripe) and completing the local test checkout (a thank-you mail). */
  donation: { setting: 'RATE_LIMIT_DONATION', default: { requests: 20, windowSeconds: 600 } },
  /** The profile written at sign-up and on every profile save. */
  profile: { setting: 'RATE_LIMIT_PROFILE', default: { requests: 30, windowSeconds: 600 } },
  /**
   * A participant's registrations and what follows them: joining, cancelling,
   * accepting a seat, paying (a PaymentIntent at Stripe, the booking); each
   * sends a mail. Claiming a walk-in's registration by its one-time code too.
   */
  registration: { setting: 'RATE_LIMIT_REGISTRATION', default: { requests: 60, windowSeconds: 600 } },
  /**
   * The door's ticket and name look-ups and its walk-ins. A busy door scans one person every
   * few seconds, and a phone that was offline sends its queue at once.
   */
  checkin: { setting: 'RATE_LIMIT_CHECKIN', default: { requests: 600, windowSeconds: 600 } },
  /**
   * An organizer's actions that mail participants or others: editing or
   * cancelling a camp, confirming a registration, inviting staff.
   */
  campMail: { setting: 'RATE_LIMIT_CAMP_MAIL', default: { requests: 300, windowSeconds: 600 } },
  /**
   * A month's DHIS2 data value set, downloaded or pushed: each one reads the
   * month's registrations, results and referrals, and a push calls the health
   * office's server, which must not be flooded in the organizer's name.
   */
  dhis2: { setting: 'RATE_LIMIT_DHIS2', default: { requests: 30, windowSeconds: 600 } },
} as const satisfies Record<string, LimitDefinition>;

export type RateLimitName = keyof typeof RATE_LIMITS;

const SETTING_FORMAT = /^\s*(\d+)\s*\/\s*(\d+)\s*$/;

/** `"10/600"` → 10 requests per 600 seconds; null for anything else (zero included). */
export function parseRateLimit(text: string): RateLimit | null {
  const match = SETTING_FORMAT.exec(text);
  if (!match) return null;
  const requests = Number(match[1]);
  const windowSeconds = Number(match[2]);
  if (!Number.isSafeInteger(requests) || !Number.isSafeInteger(windowSeconds) || requests < 1 || windowSeconds < 1) return null;
  return { requests, windowSeconds };
}

const warned = new Set<string>();

/**
 * The limit in force: its setting when it reads as `<requests>/<seconds>`,
 * otherwise the default (a setting that does not parse is reported once,
 * never taken as "no limit").
 */
export function rateLimitFor(name: RateLimitName, setting: (name: string) => string | undefined = rateLimitSetting): RateLimit {
  const definition = RATE_LIMITS[name];
  const text = setting(definition.setting);
  if (text === undefined || text.trim() === '') return definition.default;
  const parsed = parseRateLimit(text);
  if (parsed) return parsed;
  if (!warned.has(definition.setting)) {
    warned.add(definition.setting);
    console.warn(`${definition.setting}="${text}" is not <requests>/<seconds> (like 10/600): using ${definition.default.requests}/${definition.default.windowSeconds}.`);
  }
  return definition.default;
}
