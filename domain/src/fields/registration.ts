/**
 * What a participant gives when joining a camp: the API's request schema and
 * the registration modal are both built from these.
 */
import { z } from 'zod';
import { MAX_AGE, MIN_AGE } from '../constants.ts';
import { DEPENDANT_RELATIONSHIPS, GENDERS, type DependantRelationship, type Gender } from '../model.ts';
import { normalizeClaimCode } from '../walkIns.ts';
import { wholeNumber } from './numbers.ts';
import { phone } from './phone.ts';
import { text } from './text.ts';

export const registrationFields = {
  age: wholeNumber('Age', MIN_AGE, MAX_AGE),
  phoneNumber: phone('Phone number'),
  gender: z
    .string({ error: (issue) => (issue.input === undefined ? 'Gender is required.' : 'Gender must be text.') })
    .trim()
    // The original form sent lower-case values; case is not meaningful here.
    .transform((v) => GENDERS.find((g) => g.toLowerCase() === v.toLowerCase()))
    .refine((g): g is Gender => g !== undefined, { error: `Gender must be one of ${GENDERS.join(', ')}.` })
    .transform((g) => g as Gender),
  emergencyContact: phone('Emergency contact'),
} as const;

/** The message for a registration without consent: the form's checkbox and the API say the same. */
export const CONSENT_REQUIRED_MESSAGE =
  'Please agree to how your health details are used (see the Privacy Policy); we cannot register you without it.';

/**
 * Explicit consent to the Privacy Policy's use of the health details: only
 * `true` will do (joining a waiting list asks for it too, as it keeps the
 * same details).
 */
export const consentField = z.literal(true, { error: CONSENT_REQUIRED_MESSAGE });

/** The name of a person registered by someone else (a dependant, a walk-in): plain text, 1 to 80 characters. */
export const personNameField = text('Name', 1, 80);

/** How a dependant is related to the account holder registering them. */
export const relationshipField = z
  .string({ error: (issue) => (issue.input === undefined ? 'Relationship is required.' : 'Relationship must be text.') })
  .refine((v): v is DependantRelationship => (DEPENDANT_RELATIONSHIPS as readonly string[]).includes(v), {
    error: `Relationship must be one of ${DEPENDANT_RELATIONSHIPS.join(', ')}.`,
  })
  .transform((v) => v as DependantRelationship);

/** Someone the account holder registers instead of themself: their name and how they are related. */
export const dependantField = z.object({ name: personNameField, relationship: relationshipField });

/** A walk-in's phone number is optional: empty, null or absent means none (stored as ''). */
export const optionalPhoneField = z
  .union([z.literal(''), z.null(), phone('Phone number')])
  .optional()
  .transform((v) => v ?? '');

/** The consent a walk-in gives in person: the staff member ticks it for them, only true will do. */
export const IN_PERSON_CONSENT_MESSAGE =
  'The person must agree, in person, to how their health details are used (read them the Privacy Policy summary); we cannot register them without it.';
export const inPersonConsentField = z.literal(true, { error: IN_PERSON_CONSENT_MESSAGE });

/** A walk-in's one-time claim code as typed (any case, dashes and spaces allowed), in its one form. */
export const claimCodeField = z
  .string({ error: (issue) => (issue.input === undefined ? 'The code is required.' : 'The code must be text.') })
  .transform((v) => normalizeClaimCode(v))
  .refine((v): v is string => v !== null, { error: 'This is not a claim code: it has 10 letters and digits, like K7M2P-Q9TXR.' })
  .transform((v) => v as string);
