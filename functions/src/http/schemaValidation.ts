/**
 * Turning zod results into the API's 400 shape, and the text rules every
 * free-text field shares (trimmed, bounded, no markup).
 */
import { z } from 'zod';
import { badRequest } from './errors.ts';

/** Field path → first message, e.g. `{ CampFees: 'Enter a fee from 0 to 100,000.' }`. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Parses or throws a 400 naming every bad field; unknown fields are dropped by the schemas. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what = 'The request'): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = fieldMessages(result.error);
  const names = Object.keys(fields).filter((k) => k !== '_');
  const message =
    names.length > 0 ? `${what} has invalid fields: ${names.join(', ')}.` : (fields._ ?? `${what} is not valid.`);
  throw badRequest(message, fields);
}

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

/**
 * A Firestore document id as it can appear in a path: rejects anything we
 * never generate, including the reserved `__…__` ids the SDK would throw on.
 */
export const DOCUMENT_ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;
