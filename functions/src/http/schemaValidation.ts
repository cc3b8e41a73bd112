/**
 * Turning zod results into the API's 400 shape, and the ids requests carry.
 * Field rules (lengths, phone, age, fees…) are the domain's field schemas
 * (`@campcare/domain/fields`), shared with the web forms.
 */
import { EMAIL_MAX_LENGTH } from '@campcare/domain/fields';
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

/** The body, or a 400 whose message is the first bad field's (the card and donation forms show it as it is). */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const fields = fieldMessages(result.error);
    throw badRequest(Object.values(fields)[0] ?? 'The request is not valid.', fields);
  }
  return result.data;
}

/**
 * A Firestore document id as it can appear in a path: rejects anything we
 * never generate, including the reserved `__…__` ids the SDK would throw on.
 */
export const DOCUMENT_ID = /^(?!__.*__$)[A-Za-z0-9_-]{1,128}$/;

/** A document id from a path or a body: anything we never generate is refused before Firestore sees it. */
export function documentId(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `${label} is required.` : `${label} must be text.`) })
    .regex(DOCUMENT_ID, { error: `${label} is not a valid id.` });
}

/** An email address at the end of a path (`/myCamps/{email}`, `/user/{email}`), compared in lower case. */
export const emailPathParam = z
  .string()
  .trim()
  .max(EMAIL_MAX_LENGTH, { error: 'The email address is too long.' })
  .pipe(z.email({ error: 'The path must end with a valid email address.' }))
  .transform((v) => v.toLowerCase());

/** A Firebase Auth uid (and the seed's readable ones). */
export const USER_ID = /^[A-Za-z0-9_-]{1,128}$/;

/** The body of an emulator-only sweep: tests move the clock by sweeping as if it were `now`. */
export const sweepInputSchema = z.object({
  now: z.iso.datetime({ error: 'now must be an ISO 8601 instant, like 2026-12-05T09:00:00Z.' }).optional(),
});
