/** Free text as every form and request carries it: trimmed, bounded, without markup. */
import { z } from 'zod';
import type { FieldIssueParams } from './issues.ts';

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
    .refine((value) => !containsMarkup(value), { error: `${label} must not contain HTML.`, params: { problem: 'markup' } satisfies FieldIssueParams });
}

/** Line breaks, tabs and every other control character (Unicode Cc), and the line and paragraph separators. */
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;

export function containsControlCharacters(text: string): boolean {
  return CONTROL_CHARACTERS.test(text);
}

/**
 * A required field of one line (a name, a place, a subject): `text`, and
 * no line breaks or other control characters, which would break the mail
 * headers, calendar lines and CSV cells these values end up in.
 */
export function singleLineText(label: string, min: number, max: number) {
  return text(label, min, max).refine((value) => !containsControlCharacters(value), {
    error: `${label} must be one line, without line breaks or other control characters.`,
    params: { problem: 'oneLine' } satisfies FieldIssueParams,
  });
}

/** The longest display name a person can give themselves (sign-up, Profile). */
export const DISPLAY_NAME_MAX_LENGTH = 80;

/** A person's display name: plain text, 1 to 80 characters. */
export const displayNameField = singleLineText('Name', 1, DISPLAY_NAME_MAX_LENGTH);

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
