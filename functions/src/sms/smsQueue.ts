/**
 * Queuing a text message for a person: only when they opted in with a
 * number (nobody, an organizer included, can text anyone else), in their
 * language, held until their quiet hours are over unless the camp it is
 * about starts sooner. The id names the event, so an event seen twice, or a
 * scheduler run twice, queues one message.
 */
import {
  DEFAULT_SMS_TIME_ZONE,
  isTimeZone,
  PENDING_SMS_DELIVERY,
  smsSegments,
  smsSendableAt,
  wantsSms,
  type MailLanguage,
  type SmsDocument,
  type SmsKind,
} from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { readSmsPreferences, type StoredSmsPreferences } from './smsPreferencesStore.ts';
import { enqueueSms } from './smsQueueStore.ts';

/** Message ids are document ids: the event's parts joined by `_`, with nothing Firestore refuses. */
export function smsId(...parts: (string | number)[]): string {
  return parts
    .map((p) => String(p).replace(/[^A-Za-z0-9_.-]/g, '-'))
    .join('_')
    .slice(0, 700);
}

export interface SmsRequest {
  id: string;
  uid: string;
  kind: SmsKind;
  /** The words in the person's language. */
  body: (language: MailLanguage) => string;
  campId: string | null;
  campStartsAt: string | null;
  /** The camp's zone: quiet hours are kept in it when the person gave none. */
  campTimeZone?: string | null;
  /** Not before this instant (a follow-up reminder days later); quiet hours still apply then. */
  sendAt?: Date;
  /** Sent only while this referral is open. */
  referralId?: string | null;
}

export type SmsQueueOutcome = 'queued' | 'already-queued' | 'not-opted-in';

/** The zone a person's quiet hours are kept in: theirs, else the camp's (unless it is the UTC of old camps), else Bangladesh's. */
export function quietHoursZone(preferences: Pick<StoredSmsPreferences, 'smsTimeZone'>, campTimeZone?: string | null): string {
  if (preferences.smsTimeZone && isTimeZone(preferences.smsTimeZone)) return preferences.smsTimeZone;
  if (campTimeZone && campTimeZone !== 'UTC' && isTimeZone(campTimeZone)) return campTimeZone;
  return DEFAULT_SMS_TIME_ZONE;
}

/** Queues with preferences already read (the reminder sweep reads many at once). */
export async function queueSmsFor(db: Firestore, request: SmsRequest, preferences: StoredSmsPreferences | null | undefined, now: Date): Promise<SmsQueueOutcome> {
  if (!preferences || !wantsSms(preferences)) return 'not-opted-in';
  const timeZone = quietHoursZone(preferences, request.campTimeZone);
  const body = request.body(preferences.language);
  const sms: SmsDocument = {
    to: preferences.smsPhone!,
    body,
    kind: request.kind,
    uid: request.uid,
    language: preferences.language,
    notBefore: smsSendableAt(request.sendAt && request.sendAt > now ? request.sendAt : now, timeZone, request.campStartsAt).toISOString(),
    campId: request.campId,
    campStartsAt: request.campStartsAt,
    timeZone,
    ...(request.referralId ? { referralId: request.referralId } : {}),
    segments: smsSegments(body),
    createdAt: now.toISOString(),
    delivery: PENDING_SMS_DELIVERY,
    providerSid: null,
    providerStatus: null,
  };
  return (await enqueueSms(db, request.id, sms)) ? 'queued' : 'already-queued';
}

export async function queueSms(db: Firestore, request: SmsRequest, now: Date = new Date()): Promise<SmsQueueOutcome> {
  return queueSmsFor(db, request, await readSmsPreferences(db, request.uid), now);
}
