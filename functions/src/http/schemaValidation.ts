/**
 * Turning zod results into the API's 400 shape, and the ids requests carry.
 * Field rules (lengths, phone, age, fees…) are the domain's field schemas
 * (`@campcare/domain/fields`), shared with the web forms.
 */
import type { FieldErrorCode } from '@campcare/domain';
import { EMAIL_MAX_LENGTH, type FieldIssueParams, type FieldIssueProblem } from '@campcare/domain/fields';
import { z } from 'zod';
import { badRequest } from './errors.ts';

const fieldKey = (issue: z.core.$ZodIssue) => (issue.path.length > 0 ? issue.path.map(String).join('.') : '_');

/** Field path → first message, e.g. `{ CampFees: 'Enter a fee from 0 to 100,000.' }`. */
export function fieldMessages(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[fieldKey(issue)] ??= issue.message;
  return fields;
}

/** Field path → the code of its first problem (the domain's FIELD_ERROR_CODES), read off zod's issue and the value sent. */
export function fieldCodes(error: z.ZodError, input: unknown): Record<string, FieldErrorCode> {
  const codes: Record<string, FieldErrorCode> = {};
  for (const issue of error.issues) codes[fieldKey(issue)] ??= fieldCodeOf(issue, valueAt(input, issue.path));
  return codes;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) value = value !== null && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value;
}

/** The API's name of each rule a field schema names on its issue. */
const ISSUE_CODES: Record<FieldIssueProblem, FieldErrorCode> = {
  notWhole: 'not-whole',
  outOfRange: 'out-of-range',
  badFormat: 'bad-format',
  digitCount: 'digit-count',
  markup: 'markup',
  oneLine: 'one-line',
};

function fieldCodeOf(issue: z.core.$ZodIssue, value: unknown): FieldErrorCode {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return 'required';
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'int' ? 'not-whole' : issue.expected === 'number' ? 'not-a-number' : 'invalid';
    case 'too_small':
      return issue.origin === 'string' ? 'too-short' : issue.origin === 'number' ? 'too-small' : 'invalid';
    case 'too_big':
      return issue.origin === 'string' ? 'too-long' : issue.origin === 'number' ? 'too-big' : 'invalid';
    case 'custom': {
      // A field schema's own rule names itself (domain fields/issues.ts).
      const problem = (issue.params as Partial<FieldIssueParams> | undefined)?.problem;
      return problem ? ISSUE_CODES[problem] : 'invalid';
    }
    default:
      return 'invalid';
  }
}

/** Parses or throws a 400 naming every bad field, with its code; unknown fields are dropped by the schemas. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what = 'The request'): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const fields = fieldMessages(result.error);
  const names = Object.keys(fields).filter((k) => k !== '_');
  const message =
    names.length > 0 ? `${what} has invalid fields: ${names.join(', ')}.` : (fields._ ?? `${what} is not valid.`);
  throw badRequest(message, fields, fieldCodes(result.error, value ?? {}));
}

/** The body, or a 400 whose message is the first bad field's (the card and donation forms show it as it is). */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    const fields = fieldMessages(result.error);
    throw badRequest(Object.values(fields)[0] ?? 'The request is not valid.', fields, fieldCodes(result.error, body ?? {}));
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

/** A Firebase Auth uid (and the seed's readable ones): the id of its users/ document, so the one document-id rule. */
export const USER_ID = DOCUMENT_ID;

/** An id from a path, or null for one we could never have generated (the route answers its 404). */
export function pathId(value: unknown): string | null {
  return typeof value === 'string' && DOCUMENT_ID.test(value) ? value : null;
}

/** The body of an emulator-only sweep: tests move the clock by sweeping as if it were `now`. */
export const sweepInputSchema = z.object({
  now: z.iso.datetime({ error: 'now must be an ISO 8601 instant, like 2026-12-05T09:00:00Z.' }).optional(),
});
