/** Request schemas of the mail routes. */
import { MAIL_LANGUAGES } from '@campcare/domain';
import { z } from 'zod';
import { USER_ID } from '../http/schemaValidation.ts';

/** The query of an unsubscribe link: whose reminders, and the link's signature. */
export const unsubscribeQuerySchema = z.object({
  uid: z.string({ error: 'uid is required: use the whole link from the mail.' }).regex(USER_ID, { error: 'uid is not a valid user id.' }),
  sig: z
    .string({ error: 'sig is required: use the whole link from the mail.' })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'sig is not a valid signature: use the whole link from the mail.' }),
});

export const mailPreferencesSchema = z.object({
  emailReminders: z.boolean({ error: 'emailReminders must be true or false.' }),
});

/** The language the signed-in person's mails are written in (the site sends the one they choose). */
export const mailLanguageSchema = z.object({
  language: z.enum(MAIL_LANGUAGES, { error: `language must be one of ${MAIL_LANGUAGES.join(', ')}.` }),
});

export const reminderRunSchema = z.object({
  /** Tests move the clock: send the reminders due at this instant. */
  now: z.iso.datetime({ error: 'now must be an ISO 8601 instant, like 2026-12-05T09:00:00Z.' }).optional(),
});
