/** Numbers in requests and forms. */
import { z } from 'zod';
import type { FieldIssueParams } from './issues.ts';

/**
 * A whole number sent either as a JSON number or as the text of a numeric
 * input (`"32"`), which is what an HTML form gives before any conversion.
 */
export function wholeNumber(label: string, min: number, max: number) {
  const notWhole = `${label} must be a whole number.`;
  const whole = { error: notWhole, params: { problem: 'notWhole' } satisfies FieldIssueParams };
  return z
    .union([z.number(), z.string().trim().refine((text) => /^-?\d{1,6}$/.test(text), whole)], {
      error: (issue) => (issue.input === undefined ? `${label} is required.` : notWhole),
    })
    .transform(Number)
    .refine((n) => Number.isInteger(n), whole)
    .refine((n) => n >= min && n <= max, { error: `${label} must be from ${min} to ${max}.`, params: { problem: 'outOfRange' } satisfies FieldIssueParams });
}

