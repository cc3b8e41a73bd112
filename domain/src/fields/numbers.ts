/** Numbers in requests and forms. */
import { z } from 'zod';

/**
 * A whole number sent either as a JSON number or as the text of a numeric
 * input (`"32"`), which is what an HTML form gives before any conversion.
 */
export function wholeNumber(label: string, min: number, max: number) {
  const notWhole = `${label} must be a whole number.`;
  return z
    .union([z.number(), z.string().trim().regex(/^-?\d{1,6}$/, { error: notWhole })], {
      error: (issue) => (issue.input === undefined ? `${label} is required.` : notWhole),
    })
    .transform(Number)
    .refine((n) => Number.isInteger(n), { error: notWhole })
    .refine((n) => n >= min && n <= max, { error: `${label} must be from ${min} to ${max}.` });
}

