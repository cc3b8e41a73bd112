/**
 * Text messages (SMS): what one costs in parts, when one may be sent, and
 * what a person agreed to. A message is a document in `sms/{id}` (the id
 * says which event it is about, so an event seen twice queues it once),
 * sent by the functions through a provider (Twilio, or the local SMS inbox
 * on the emulators) to a number its person gave and opted in for.
 */
import type { IsoDateTime } from './model.ts';
import { mayClaimMail, type MailDelivery } from './mail.ts';
import type { MailLanguage } from './reminders.ts';

// ---------------------------------------------------------------- segments

/**
 * The GSM 03.38 default alphabet (one septet each) and its extension table
 * (an escape plus one septet: two). Anything else makes the whole message
 * UCS-2, which Bengali always is.
 */
const GSM_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM_EXTENDED = new Set('^{}\\[~]|€\f');

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** Parts the message is sent in. */
  parts: number;
}

/** A single message holds 160 septets or 70 UCS-2 units; a long one's parts give 7 septets or 3 units to the header that joins them. */
const LIMITS: Record<SmsEncoding, { single: number; perPart: number }> = {
  'GSM-7': { single: 160, perPart: 153 },
  'UCS-2': { single: 70, perPart: 67 },
};

export function smsEncodingOf(text: string): SmsEncoding {
  for (const ch of text) if (!GSM_BASIC.has(ch) && !GSM_EXTENDED.has(ch)) return 'UCS-2';
  return 'GSM-7';
}

/** How many parts a message is sent in, as phones and Twilio count them. */
export function smsSegments(text: string): SmsSegments {
  const encoding = smsEncodingOf(text);
  // UCS-2 counts UTF-16 units: a character outside the BMP (an emoji) takes two.
  const units = encoding === 'UCS-2' ? text.length : [...text].reduce((sum, ch) => sum + (GSM_EXTENDED.has(ch) ? 2 : 1), 0);
  const { single, perPart } = LIMITS[encoding];
  const parts = units === 0 ? 1 : units <= single ? 1 : Math.ceil(units / perPart);
  return { encoding, units, parts };
}

/** No message we write may take more than this many parts, in any language: longer ones cost more and arrive out of order on old phones. */
export const SMS_MAX_PARTS = 3;

// ------------------------------------------------------------- quiet hours

/** No text messages from 21:00 to 08:00 in the recipient's zone: in Bangladesh and India a message at night reads as spam. */
export const QUIET_HOURS = { from: 21, until: 8 } as const;

/** The hour and minute of an instant on a zone's clock. */
function clockIn(instant: Date, timeZone: string): { hour: number; minute: number } {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { hour: get('hour'), minute: get('minute') };
}

export function isQuietHour(instant: Date, timeZone: string): boolean {
  const { hour } = clockIn(instant, timeZone);
  return hour >= QUIET_HOURS.from || hour < QUIET_HOURS.until;
}

/** The end of the quiet hours `instant` falls in (08:00 on the zone's clock), to the minute. */
export function quietHoursEnd(instant: Date, timeZone: string): Date {
  const { hour, minute } = clockIn(instant, timeZone);
  const hoursLeft = hour >= QUIET_HOURS.from ? 24 - hour + QUIET_HOURS.until : QUIET_HOURS.until - hour;
  const start = new Date(instant.getTime() - (instant.getTime() % 60_000));
  return new Date(start.getTime() + hoursLeft * 3_600_000 - minute * 60_000);
}

/**
 * When a message queued at `now` may go: now outside the quiet hours, else
 * at their end, unless the camp it is about starts before then (a reminder
 * at 08:00 for a camp at 07:00 would be no use), when it goes now.
 */
export function smsSendableAt(now: Date, timeZone: string, campStartsAt?: IsoDateTime | null): Date {
  if (!isQuietHour(now, timeZone)) return now;
  const end = quietHoursEnd(now, timeZone);
  const start = campStartsAt ? Date.parse(campStartsAt) : NaN;
  if (Number.isFinite(start) && start <= end.getTime()) return now;
  return end;
}

// ------------------------------------------------------------------ consent

/** The country a camp's numbers are read in when typed without +: from the camp's zone, else Bangladesh, where CampCare's camps are. */
export const DEFAULT_SMS_COUNTRY = 'BD';
const ZONE_COUNTRIES: Record<string, string> = {
  'Asia/Dhaka': 'BD',
  'Asia/Dacca': 'BD',
  'Asia/Kolkata': 'IN',
  'Asia/Calcutta': 'IN',
  'Asia/Karachi': 'PK',
  'Asia/Kathmandu': 'NP',
  'Asia/Katmandu': 'NP',
  'Asia/Colombo': 'LK',
  'Asia/Thimphu': 'BT',
  'Asia/Yangon': 'MM',
  'Europe/London': 'GB',
  'Europe/Lisbon': 'PT',
  'America/New_York': 'US',
  'America/Chicago': 'US',
  'America/Los_Angeles': 'US',
};

/** ISO 3166 country of a camp's zone (the default country of the numbers given for it). */
export function smsCountryOfTimeZone(timeZone: string | null | undefined): string {
  return (timeZone && ZONE_COUNTRIES[timeZone]) || DEFAULT_SMS_COUNTRY;
}

/** The time zone quiet hours are kept in when a person gave none: Bangladesh's. */
export const DEFAULT_SMS_TIME_ZONE = 'Asia/Dhaka';

/**
 * A person's text message settings, on users/{uid}: off unless they opted
 * in (registration form or Profile) with a number; a STOP reply or the
 * link in a message turns it off.
 */
export interface SmsPreferences {
  smsOptIn: boolean;
  /** E.164 (+8801712345678); null when none was given. */
  smsPhone: string | null;
  /** Their zone, for quiet hours (the browser's when they opted in). */
  smsTimeZone: string | null;
}

export function wantsSms(user: { smsOptIn?: boolean | null; smsPhone?: string | null } | null | undefined): boolean {
  return user?.smsOptIn === true && typeof user.smsPhone === 'string' && /^\+[1-9]\d{6,14}$/.test(user.smsPhone);
}

// -------------------------------------------------------------------- queue

export type SmsKind =
  | 'registration-received'
  | 'camp-reminder'
  | 'seat-offered'
  | 'camp-changed'
  | 'camp-cancelled'
  | 'referral'
  | 'referral-follow-up';

/** The provider's word on a sent message (Twilio's MessageStatus), from its status callbacks. */
export type SmsProviderStatus = 'queued' | 'sending' | 'sent' | 'delivered' | 'undelivered' | 'failed' | 'accepted' | 'scheduled' | 'canceled' | 'read' | 'receiving' | 'received';

/**
 * One text message. `delivery` is our sending (the mail queue's states and
 * retries); `providerStatus` is what the provider later said about it.
 */
export interface SmsDocument {
  to: string;
  body: string;
  kind: SmsKind;
  uid: string;
  language: MailLanguage;
  /** Not sent before this instant (quiet hours). */
  notBefore: IsoDateTime;
  /** The camp it is about, and when it starts (quiet hours give way to a camp that starts sooner). */
  campId: string | null;
  campStartsAt: IsoDateTime | null;
  /** The zone quiet hours were kept in. */
  timeZone: string;
  /** A referral's follow-up reminder: sent only while this referral (referrals/{id}) is still open. */
  referralId?: string | null;
  segments: SmsSegments;
  createdAt: IsoDateTime;
  delivery: SmsDelivery;
  /** The provider's id of the message (Twilio's MessageSid), once accepted. */
  providerSid?: string | null;
  providerStatus?: SmsProviderStatus | null;
  providerStatusAt?: IsoDateTime | null;
  providerError?: string | null;
}

/**
 * Our sending of a message: the mail queue's states, and SKIPPED for one
 * not sent because its person opted out (or changed their number) after it
 * was queued; a skipped message is never tried again.
 */
export type SmsDelivery = Omit<MailDelivery, 'state' | 'info'> & { state: MailDelivery['state'] | 'SKIPPED'; info: null };

export const PENDING_SMS_DELIVERY: SmsDelivery = { state: 'PENDING', attempts: 0, startTime: null, endTime: null, leaseExpireTime: null, error: null, info: null };

/** Whether a sender may take this message now: as a mail (leases, retries with waits), once its quiet hours are over; a skipped one never. */
export function mayClaimSms(sms: Pick<SmsDocument, 'delivery' | 'notBefore'>, now: Date): boolean {
  if (sms.delivery.state === 'SKIPPED') return false;
  if (Date.parse(sms.notBefore) > now.getTime()) return false;
  return mayClaimMail(sms.delivery as MailDelivery, now);
}

/** The states a message may still be sent from (the sweep's query). */
export const SMS_UNFINISHED_STATES = ['PENDING', 'RETRY', 'ERROR', 'PROCESSING'] as const;
