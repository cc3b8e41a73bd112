/**
 * What a participant gives when joining a camp: the API's request schema and
 * the registration modal are both built from these.
 */
import { z } from 'zod';
import { MAX_AGE, MIN_AGE } from '../constants.ts';
import { GENDERS, type Gender } from '../model.ts';
import { wholeNumber } from './numbers.ts';
import { phone } from './phone.ts';

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
