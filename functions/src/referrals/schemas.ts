/**
 * Request schemas for referrals: a clinician's referral or dismissal with
 * their note, a contact attempt, a follow-up outcome, and a camp's clinical
 * settings (its thresholds checked by the domain's override schema).
 */
import {
  CONTACT_CHANNELS,
  clinicalNoteField,
  FOLLOW_UP_OUTCOMES,
  MAX_FOLLOW_UP_DAYS,
  MIN_FOLLOW_UP_DAYS,
  REFERRAL_REASONS,
  REFERRAL_URGENCIES,
  referralRulesOverrides,
  type ReferralReason,
  type ContactChannel,
  type FollowUpOutcome,
  type ReferralUrgency,
} from '@campcare/domain/clinical';
import { phone, singleLineText, text, wholeNumber } from '@campcare/domain/fields';
import { z } from 'zod';
import { documentId } from '../http/schemaValidation.ts';

const oneOf = <T extends string>(label: string, values: readonly T[]) =>
  z
    .string({ error: `${label} must be one of ${values.join(', ')}.` })
    .refine((v): v is T => (values as readonly string[]).includes(v), { error: `${label} must be one of ${values.join(', ')}.` })
    .transform((v) => v as T);

const optionalNote = z
  .union([z.literal(''), z.null(), clinicalNoteField])
  .optional()
  .transform((v) => v || null);

export const clinicianReferralSchema = z.object({
  registrationId: documentId('Registration id'),
  // A clinician may refer for what a rule names (a reading taken elsewhere, say) or for a reason of their own.
  reason: oneOf<ReferralReason>('Reason', REFERRAL_REASONS)
    .optional()
    .transform((v) => v ?? 'clinician'),
  urgency: oneOf<ReferralUrgency>('Urgency', REFERRAL_URGENCIES),
  note: clinicalNoteField,
});

export const dismissalSchema = z.object({ note: clinicalNoteField });

export const contactAttemptSchema = z.object({
  channel: oneOf<ContactChannel>('Channel', CONTACT_CHANNELS),
  reached: z.boolean({ error: 'Say whether the person was reached (true or false).' }),
  note: optionalNote,
});

export const outcomeSchema = z.object({
  outcome: oneOf<FollowUpOutcome>('Outcome', FOLLOW_UP_OUTCOMES),
  note: optionalNote,
});

const followUpDays = wholeNumber('Follow-up days', MIN_FOLLOW_UP_DAYS, MAX_FOLLOW_UP_DAYS);

export const clinicalSettingsSchema = z.object({
  referralRules: referralRulesOverrides.optional().transform((v) => v ?? {}),
  facility: z
    .object({
      name: singleLineText('Facility name', 2, 120),
      address: text('Facility address', 2, 300),
      phone: phone('Facility phone'),
    })
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  followUpDays: z
    .object({ urgent: followUpDays, routine: followUpDays })
    .partial()
    .strict()
    .optional()
    .transform((v) => Object.fromEntries(Object.entries(v ?? {}).filter(([, n]) => typeof n === 'number')) as { urgent?: number; routine?: number }),
});
