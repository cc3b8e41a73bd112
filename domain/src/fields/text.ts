/** Free text as every form and request carries it: trimmed, bounded, without markup. */
import { z } from 'zod';

/** What a browser would start a tag or comment with: `<b`, `</`, `<!--`, `<?` (not `a < b`). */
const MARKUP = /<[a-z!?/]/i;

export function containsMarkup(text: string): boolean {
  return MARKUP.test(text);
}

/**
 * A required free-text field: must be a string, trimmed, from `min` to `max`
 * characters, without markup (React escapes it anyway; storing it would only
 * invite trouble in e-mails and exports).
 */
export function text(label: string, min: number, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .min(min, { error: min <= 1 ? `${label} is required.` : `${label} must be at least ${min} characters.` })
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .refine((value) => !containsMarkup(value), { error: `${label} must not contain HTML.` });
}

/** The longest display name a person can give themselves (sign-up, Profile). */
export const DISPLAY_NAME_MAX_LENGTH = 80;

/** A person's display name: plain text, 1 to 80 characters. */
export const displayNameField = text('Name', 1, DISPLAY_NAME_MAX_LENGTH);

/** The longest email address there can be (RFC 5321's path limit, less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

/** An email address, stored in lower case. */
export function emailAddress(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { error: `${label} must be at most ${EMAIL_MAX_LENGTH} characters.` })
    .pipe(z.email({ error: 'Enter a valid email address.' }));
}
