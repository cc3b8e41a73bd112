/**
 * Mail routes: the reminders' unsubscribe link (no sign-in: the link's
 * signature says whose it is, and it changes only that person's reminder
 * setting; its pages are in that person's mail language), the signed-in
 * user's mail preferences (Profile's "Email me reminders", and the language
 * mails are written in), and on the emulators, which run no schedules, the
 * reminder run on demand (`npm run send-reminders`).
 */
import { Router, type Response } from 'express';
import { db } from '../firestore/firebase.ts';
import { requireCaller, requireSignedIn } from '../http/auth.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { parseOrThrow, sweepInputSchema } from '../http/schemaValidation.ts';
import { mailLinkSecret, onEmulator, readParam } from '../config.ts';
import { mailLinks } from './links.ts';
import { readMailLanguage, readMailPreferences, setEmailReminders, setMailLanguage } from './mailPreferencesStore.ts';
import { scrubDueMail } from './mailQueueStore.ts';
import { queueDueReminders } from './reminders.ts';
import { mailLanguageSchema, mailPreferencesSchema, reminderRunSchema, unsubscribeQuerySchema } from './schemas.ts';
import { isValidUnsubscribeSignature, unsubscribePage } from './unsubscribe.ts';


export const mailRouter = Router();

/** The link's owner, or 403 when the signature is not theirs. */
function signedUid(query: unknown): string {
  const { uid, sig } = parseOrThrow(unsubscribeQuerySchema, query, 'The unsubscribe link');
  if (!isValidUnsubscribeSignature(uid, sig, readParam(mailLinkSecret, ''))) {
    throw forbidden('This unsubscribe link is not valid: use the whole link from the mail, or turn reminders off in your Profile.');
  }
  return uid;
}

function page(res: Response, html: string): void {
  res.status(200).type('html').set('Cache-Control', 'no-store').send(html);
}

/**
 * The link in the mail's text: a page with one button, so a link checker
 * that opens every link of a mail turns nothing off. The button posts to the
 * same address (a form without an action posts to its page's own address),
 * as mail clients' one-click unsubscribe does. Both pages are in the
 * account's mail language.
 */
mailRouter.get('/mail/unsubscribe', async (req, res) => {
  const uid = signedUid(req.query);
  page(res, unsubscribePage('ask', await readMailLanguage(db, uid)));
});

/** One-click unsubscribe (RFC 8058): mail clients POST here; so does the page's button. */
mailRouter.post('/mail/unsubscribe', async (req, res) => {
  const uid = signedUid(req.query);
  const preferences = await setEmailReminders(db, uid, false);
  if (!preferences) throw notFound('This account no longer exists, so it gets no reminders.');
  if (req.accepts(['json', 'html']) === 'html') {
    page(res, unsubscribePage('done', preferences.language));
    return;
  }
  res.json({ acknowledged: true, ...preferences });
});

mailRouter.get('/mail/preferences', requireSignedIn, async (_req, res) => {
  const caller = requireCaller(res);
  const preferences = await readMailPreferences(db, caller.uid);
  if (!preferences) throw notFound('Your profile is not set up yet: sign out and in again.');
  res.json(preferences);
});

mailRouter.put('/mail/preferences', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const { emailReminders } = parseOrThrow(mailPreferencesSchema, req.body, 'The mail preferences');
  const preferences = await setEmailReminders(db, caller.uid, emailReminders);
  if (!preferences) throw notFound('Your profile is not set up yet: sign out and in again.');
  res.json(preferences);
});

/** The language the signed-in person's mails come in: the site sends it when they choose one. */
mailRouter.put('/mail/language', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const { language } = parseOrThrow(mailLanguageSchema, req.body, 'The mail language');
  const preferences = await setMailLanguage(db, caller.uid, language);
  if (!preferences) throw notFound('Your profile is not set up yet: sign out and in again.');
  res.json(preferences);
});

/** The hourly scrub of sent mails on demand, on the emulators only (they run no schedules); tests move the clock with `now`. */
mailRouter.post('/emulator/scrubSentMail', async (req, res) => {
  if (!onEmulator()) throw notFound(`No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}.`);
  const { now } = parseOrThrow(sweepInputSchema, req.body ?? {}, 'The sweep');
  res.json({ acknowledged: true, scrubbed: await scrubDueMail(db, now ? new Date(now) : new Date()) });
});

mailRouter.post('/emulator/sendReminders', async (req, res) => {
  if (!onEmulator()) throw notFound(`No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}.`);
  const { now } = parseOrThrow(reminderRunSchema, req.body ?? {}, 'The reminder run');
  const queued = await queueDueReminders(db, now ? new Date(now) : new Date(), mailLinks(), readParam(mailLinkSecret, ''));
  res.json({ acknowledged: true, queued });
});
