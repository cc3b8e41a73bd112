/**
 * Text message routes: the signed-in person's consent (Profile's "Text
 * me"), the stop link (no sign-in: its signature says whose it is), the
 * provider's callbacks (a message's status, and replies such as STOP; both
 * refused unless Twilio's signature is valid), and on the emulators, which
 * run no schedules, the reminder run and the queue's sweep on demand.
 */
import { smsCountryOfTimeZone, type SmsProviderStatus } from '@campcare/domain';
import express, { Router, type Request, type Response } from 'express';
import { mailLinkSecret, onEmulator, readParam, siteOrigin } from '../config.ts';
import { db } from '../firestore/firebase.ts';
import { requireCaller, requireSignedIn } from '../http/auth.ts';
import { badRequest, forbidden, notFound } from '../http/errors.ts';
import { parseOrThrow } from '../http/schemaValidation.ts';
import { enforceRateLimit } from '../rateLimits/rateLimitAccess.ts';
import { toE164 } from './phoneNumbers.ts';
import { inboundSmsSchema, smsPreferencesSchema, smsSweepSchema, statusCallbackSchema, stopQuerySchema } from './schemas.ts';
import { sweepSms } from './smsDelivery.ts';
import { optOutPhone, readSmsPreferences, setSmsPreferences } from './smsPreferencesStore.ts';
import { recordProviderStatus } from './smsQueueStore.ts';
import { queueDueSmsReminders } from './smsReminders.ts';
import { configuredSmsProvider, smsStatusCallbackUrl, twilioAuthToken } from './smsSettings.ts';
import { SMS_STOPPED, stopPage } from './smsTexts.ts';
import { isValidStopSignature } from './stopLink.ts';
import { isValidTwilioSignature } from './twilioSignature.ts';

export const smsRouter = Router();

/** The words of STOP replies (Twilio's own opt-out keywords), in any case. */
const STOP_WORDS = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'বন্ধ']);

const NO_PROFILE = 'Your profile is not set up yet: sign out and in again.';

smsRouter.get('/sms/preferences', requireSignedIn, async (_req, res) => {
  const caller = requireCaller(res);
  const preferences = await readSmsPreferences(db, caller.uid);
  if (!preferences) throw notFound(NO_PROFILE);
  res.json(preferences);
});

/** Opting in needs a number (the one given before will do); it is read in the country of the person's zone when typed without +. */
smsRouter.put('/sms/preferences', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const input = parseOrThrow(smsPreferencesSchema, req.body, 'The text message settings');
  let smsPhone: string | undefined;
  if (input.phone) {
    const e164 = toE164(input.phone, smsCountryOfTimeZone(input.timeZone));
    if (!e164) throw badRequest('This is not a mobile number we can text: check it, or write it with its country code (+880…).', { phone: 'This is not a mobile number we can text: check it, or write it with its country code (+880…).' });
    smsPhone = e164;
  }
  await enforceRateLimit('profile', req, res);
  const before = await readSmsPreferences(db, caller.uid);
  if (!before) throw notFound(NO_PROFILE);
  if (input.smsOptIn && !smsPhone && !before.smsPhone) {
    throw badRequest('Give the mobile number to text.', { phone: 'Give the mobile number to text.' }, { phone: 'required' });
  }
  const preferences = await setSmsPreferences(db, caller.uid, { smsOptIn: input.smsOptIn, smsPhone, smsTimeZone: input.timeZone });
  if (!preferences) throw notFound(NO_PROFILE);
  res.json(preferences);
});

function stopLinkOwner(query: unknown): string {
  const { u, s } = parseOrThrow(stopQuerySchema, query, 'The stop link');
  if (!isValidStopSignature(u, s, readParam(mailLinkSecret, ''))) {
    throw forbidden('This link is not valid: use the whole link from the message, or turn texts off in your Profile.');
  }
  return u;
}

function page(res: Response, html: string): void {
  res.status(200).type('html').set('Cache-Control', 'no-store').send(html);
}

smsRouter.get('/sms/stop', async (req, res) => {
  const uid = stopLinkOwner(req.query);
  page(res, stopPage('ask', (await readSmsPreferences(db, uid))?.language ?? 'en'));
});

smsRouter.post('/sms/stop', async (req, res) => {
  const uid = stopLinkOwner(req.query);
  const preferences = await setSmsPreferences(db, uid, { smsOptIn: false });
  if (!preferences) throw notFound('This account no longer exists, so it gets no text messages.');
  if (req.accepts(['json', 'html']) === 'html') {
    page(res, stopPage('done', preferences.language));
    return;
  }
  res.json({ acknowledged: true, ...preferences });
});

const twilioForm = express.urlencoded({ extended: false, limit: '20kb' });

/**
 * The provider's callbacks: refused (403, nothing changed) unless
 * X-Twilio-Signature is the HMAC of the URL it called, on our own origin,
 * and the posted fields, with our auth token.
 */
function verifiedTwilioForm(req: Request): Record<string, string> {
  const params = Object.fromEntries(Object.entries((req.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]));
  if (!isValidTwilioSignature(twilioAuthToken(), `${siteOrigin()}${req.originalUrl}`, params, req.get('x-twilio-signature'))) {
    throw forbidden('This request is not signed by our SMS provider.');
  }
  return params;
}

smsRouter.post('/sms/status', twilioForm, async (req, res) => {
  const form = verifiedTwilioForm(req);
  const status = parseOrThrow(statusCallbackSchema, form, 'The status callback');
  const found = await recordProviderStatus(db, status.MessageSid, status.MessageStatus as SmsProviderStatus, status.ErrorCode ?? null, new Date());
  // Twilio retries an answer other than 2xx: an unknown message is answered too (it was not ours, or it is gone).
  res.status(200).json({ acknowledged: true, found });
});

const xml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A reply to one of our messages: STOP (and its kin) turns texts off for every account with that number. */
smsRouter.post('/sms/inbound', twilioForm, async (req, res) => {
  const form = verifiedTwilioForm(req);
  const message = parseOrThrow(inboundSmsSchema, form, 'The incoming message');
  const word = message.Body.trim().toUpperCase();
  let reply = '';
  if (STOP_WORDS.has(word)) {
    const stopped = await optOutPhone(db, message.From);
    reply = SMS_STOPPED[stopped[0]?.language ?? 'en'];
  }
  res
    .status(200)
    .type('text/xml')
    .send(`<?xml version="1.0" encoding="UTF-8"?><Response>${reply ? `<Message>${xml(reply)}</Message>` : ''}</Response>`);
});

function emulatorOnly(req: Request): void {
  if (!onEmulator()) throw notFound(`No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}.`);
}

smsRouter.post('/emulator/sendSmsReminders', async (req, res) => {
  emulatorOnly(req);
  const { now } = parseOrThrow(smsSweepSchema, req.body ?? {}, 'The reminder run');
  res.json({ acknowledged: true, queued: await queueDueSmsReminders(db, now ? new Date(now) : new Date()) });
});

/** The five-minute sweep on demand; tests move the clock with `now` (a failed message's wait, quiet hours' end). */
smsRouter.post('/emulator/sweepSms', async (req, res) => {
  emulatorOnly(req);
  const { now } = parseOrThrow(smsSweepSchema, req.body ?? {}, 'The sweep');
  const at = now ? new Date(now) : undefined;
  res.json({ acknowledged: true, sent: await sweepSms(db, configuredSmsProvider(), smsStatusCallbackUrl(), at ? () => at : undefined) });
});
