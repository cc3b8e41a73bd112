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
