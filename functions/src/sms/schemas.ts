/** Request schemas of the text message routes. */
import { isTimeZone } from '@campcare/domain';
import { z } from 'zod';
import { USER_ID } from '../http/schemaValidation.ts';
import { STOP_SIGNATURE_LENGTH } from './stopLink.ts';

const timeZoneField = z
  .string({ error: 'timeZone must be text.' })
  .refine((zone) => isTimeZone(zone), { error: 'timeZone must be an IANA time zone name, like Asia/Dhaka.' });

/** Profile's "Text me": on with a number (typed as people write it; read in the zone's country) or off. */
export const smsPreferencesSchema = z
  .object({
    smsOptIn: z.boolean({ error: 'smsOptIn must be true or false.' }),
    phone: z.string({ error: 'phone must be text.' }).trim().max(30, { error: 'Phone must be at most 30 characters.' }).optional(),
    timeZone: timeZoneField.optional(),
  })
  .strict();

export const stopQuerySchema = z.object({
  u: z.string({ error: 'u is required: use the whole link from the message.' }).regex(USER_ID, { error: 'u is not a valid user id.' }),
  s: z
    .string({ error: 's is required: use the whole link from the message.' })
    .regex(new RegExp(`^[A-Za-z0-9_-]{${STOP_SIGNATURE_LENGTH}}$`), { error: 's is not a valid signature: use the whole link from the message.' }),
});

/** What Twilio posts about a message (its status callback): the fields we read; it sends more. */
export const statusCallbackSchema = z.object({
  MessageSid: z.string().regex(/^(SM|MM)[0-9a-f]{32}$/),
  MessageStatus: z.enum(['queued', 'sending', 'sent', 'delivered', 'undelivered', 'failed', 'accepted', 'scheduled', 'canceled', 'read', 'receiving', 'received']),
  ErrorCode: z.string().optional(),
});

/** An incoming message (a reply to ours): who sent it and what it says. */
export const inboundSmsSchema = z.object({
  From: z.string().regex(/^\+[1-9]\d{6,14}$/),
  Body: z.string().max(1600),
});

export const smsSweepSchema = z.object({
  now: z.iso.datetime({ error: 'now must be an ISO 8601 instant, like 2026-12-05T09:00:00Z.' }).optional(),
});
