/**
 * Request schemas for registrations. Unknown fields are dropped: old clients
 * also send CampName, ParticipantName, PaymentStatus and other copies, which
 * the server takes from the camp document and the token instead.
 */
import { GENDERS, isCampSortValue, type CampSortValue, type Gender } from '@campcare/domain';
import { z } from 'zod';
import { DOCUMENT_ID } from '../http/schemaValidation.ts';

export const MIN_AGE = 0;
export const MAX_AGE = 120;

/** A document id from a path or a body: anything we never generate is refused before Firestore sees it. */
export function documentId(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .regex(DOCUMENT_ID, { error: `${label} is not a valid id.` });
}

/**
 * A whole number sent either as a JSON number or as the text of a numeric
 * input (`"32"`), which is what an HTML form gives before any conversion.
 */
export function wholeNumber(label: string, min: number, max: number) {
  return z
    .union([z.number(), z.string().trim().regex(/^-?\d{1,6}$/)], {
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a whole number.`),
    })
    .transform(Number)
    .refine((n) => Number.isInteger(n), { error: `${label} must be a whole number.` })
    .refine((n) => n >= min && n <= max, { error: `${label} must be from ${min} to ${max}.` });
}

/** Digits with the usual separators (`+1 (555) 014-2387`), 6 to 15 digits. */
const PHONE = /^\+?[0-9][0-9 ()-]*$/;

function phone(label: string) {
  return z
    .union([z.string(), z.number().int().nonnegative()], {
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a phone number.`),
    })
    .transform((v) => String(v).trim())
    .refine((v) => v.length <= 25 && PHONE.test(v), {
      error: `${label} must be a phone number: digits, spaces, +, - and brackets only.`,
    })
    .refine(
      (v) => {
        const digits = v.replace(/\D/g, '').length;
        return digits >= 6 && digits <= 15;
      },
      { error: `${label} must have from 6 to 15 digits.` },
    );
}

export const registrationInputSchema = z.object({
  campId: documentId('campId'),
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
});
export type RegistrationInput = z.output<typeof registrationInputSchema>;

/** Registrations have no participant count; that sort is read as "newest first". */
export type RegistrationSort = Exclude<CampSortValue, 'ParticipantCount'>;

const pageParam = (label: string) => z.string({ error: `${label} must be a number.` }).optional();
/** page and limit, and the cursors a Link header hands out (checked by http/paging.ts). */
const pageParams = () => ({
  page: pageParam('page'),
  limit: pageParam('limit'),
  after: z.string({ error: 'after must be text.' }).optional(),
  before: z.string({ error: 'before must be text.' }).optional(),
});

export const registrationListQuerySchema = z.object({
  sortValue: z
    .string({ error: 'sortValue must be text.' })
    .optional()
    .default('')
    .refine(isCampSortValue, { error: 'sortValue must be empty, ParticipantCount, CampFees or alphabetical.' })
    .transform((v): RegistrationSort => (v === 'ParticipantCount' ? '' : (v as RegistrationSort))),
  searchValue: z
    .string({ error: 'searchValue must be text.' })
    .max(200, { error: 'searchValue must be at most 200 characters.' })
    .optional()
    .default(''),
  ...pageParams(),
  /** An admin's filter: only the camps this organizer (a uid) runs. Ignored for organizers, who see their own. */
  organizer: z
    .string({ error: 'organizer must be a user id.' })
    .regex(/^[A-Za-z0-9_-]{1,128}$/, { error: 'organizer must be a user id.' })
    .optional(),
});

export const pageQuerySchema = z.object(pageParams());

/** The `:email` of /myCamps and /allMyPayments, compared case-insensitively. */
export const emailParamSchema = z
  .string()
  .trim()
  .max(254, { error: 'The email address is too long.' })
  .pipe(z.email({ error: 'The path must end with an email address.' }))
  .transform((v) => v.toLowerCase());
