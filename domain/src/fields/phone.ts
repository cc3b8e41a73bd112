/** Phone numbers: a participant's own and their emergency contact. */
import { z } from 'zod';
import type { FieldIssueParams } from './issues.ts';

/** Digits with the usual separators (`+1 (555) 014-2387`). */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]*$/;
export const PHONE_MAX_LENGTH = 25;
export const PHONE_MIN_DIGITS = 6;
export const PHONE_MAX_DIGITS = 15;

/** A phone number: digits with separators, from 6 to 15 digits; a JSON number is read as its digits. */
export function phone(label: string) {
  return z
    .union([z.string(), z.number().int().nonnegative()], {
      error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be a phone number.`),
    })
    .transform((v) => String(v).trim())
    .refine((v) => v.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(v), {
      error: `${label} must be a phone number: digits, spaces, +, - and brackets only.`,
      params: { problem: 'badFormat' } satisfies FieldIssueParams,
    })
    .refine(
      (v) => {
        const digits = v.replace(/\D/g, '').length;
        return digits >= PHONE_MIN_DIGITS && digits <= PHONE_MAX_DIGITS;
      },
      { error: `${label} must have from ${PHONE_MIN_DIGITS} to ${PHONE_MAX_DIGITS} digits.`, params: { problem: 'digitCount' } satisfies FieldIssueParams },
    );
}
