/**
 * The API's one error shape: `{ error: { code, message, fields?, fieldCodes? } }`,
 * the code one of the domain's API_ERROR_CODES (the web shows a text per
 * code); a 400's `fields` says in English what is wrong with each field, and
 * `fieldCodes` names it with one of the domain's FIELD_ERROR_CODES (the web
 * forms say it in the reader's language). Anything thrown that is not an
 * ApiError becomes a 500 without details.
 */
import type { ApiErrorCode, FieldErrorCode } from '@campcare/domain';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from 'firebase-functions';
import { grpcCode, GRPC } from '../firestore/grpc.ts';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly fieldCodes?: Record<string, FieldErrorCode>,
    /** Headers the answer carries besides the body (a 429's Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** A 400; each field of `fields` gets its code from `codes`, or `invalid`. */
export const badRequest = (message: string, fields?: Record<string, string>, codes: Partial<Record<string, FieldErrorCode>> = {}) =>
  new ApiError(400, 'invalid-argument', message, fields, fields && Object.fromEntries(Object.keys(fields).map((field) => [field, codes[field] ?? 'invalid'])));
export const unauthenticated = (message = 'Sign in to do this.') => new ApiError(401, 'unauthenticated', message);
export const forbidden = (message = 'You are not allowed to do this.') =>
  new ApiError(403, 'permission-denied', message);
export const notFound = (message = 'Not found.') => new ApiError(404, 'not-found', message);
export const conflict = (code: ApiErrorCode, message: string) => new ApiError(409, code, message);
export const payloadTooLarge = (message: string) => new ApiError(413, 'payload-too-large', message);
/** 429: the caller used up a rate limit; Retry-After says in how many seconds it is given back. */
export const tooManyRequests = (retryAfterSeconds: number, message: string) =>
  new ApiError(429, 'rate-limited', message, undefined, undefined, { 'Retry-After': String(retryAfterSeconds) });

/**
 * Cloud Functions parses JSON bodies before Express sees them, so express.json's
 * limit never applies: the size is checked on the raw bytes instead.
 */
export function limitJsonBody(maxBytes: number): RequestHandler {
  return (req, _res, next) => {
    const raw = (req as { rawBody?: Buffer }).rawBody;
    if (raw && raw.length > maxBytes && req.is('application/json')) {
      return next(payloadTooLarge(`The request body is larger than ${Math.round(maxBytes / 1024)} KB.`));
    }
    next();
  };
}

export const unknownRoute: RequestHandler = (req, _res, next) =>
  next(notFound(`No API endpoint ${req.method} ${req.originalUrl.split("?")[0]}.`));

export const errorHandler: ErrorRequestHandler = (err: unknown, req, res, _next) => {
  if (err instanceof ApiError) {
    res.set(err.headers);
    res.status(err.status).json({
      error: {
        code: err.code,
        message: err.message,
        ...(err.fields ? { fields: err.fields } : {}),
        ...(err.fieldCodes ? { fieldCodes: err.fieldCodes } : {}),
      },
    });
    return;
  }
  // body-parser errors (malformed JSON, too large) carry a status of their own.
  const status = (err as { status?: number; type?: string }).status;
  if (status === 400 || status === 413) {
    res.status(status).json({
      error: status === 400
        ? { code: 'invalid-argument' satisfies ApiErrorCode, message: 'The request body is not valid JSON.' }
        : { code: 'payload-too-large' satisfies ApiErrorCode, message: 'The request body is too large.' },
    });
    return;
  }
  // A transaction that kept losing races on a busy document, after the SDK's retries: nothing was written.
  if (grpcCode(err) === GRPC.ABORTED) {
    res.status(409).json({ error: { code: 'aborted' satisfies ApiErrorCode, message: 'Someone else changed this at the same moment. Please try again.' } });
    return;
  }
  logger.error('Unhandled API error', { path: req.path, method: req.method, error: loggableError(err) });
  res.status(500).json({ error: { code: 'internal' satisfies ApiErrorCode, message: 'Something went wrong on our side. Please try again.' } });
};

/**
 * What the log keeps of an error: an Error's own fields (name, message,
 * stack, and the gRPC code and details Firestore's carry) are not enumerable,
 * so logged as they are they came out as `{}` and a 500 told nobody why.
 */
export function loggableError(err: unknown): Record<string, unknown> | string {
  if (!(err instanceof Error)) return plainCopy(err);
  const { code, details } = err as Error & { code?: unknown; details?: unknown };
  return { name: err.name, message: err.message, ...(code !== undefined ? { code } : {}), ...(details !== undefined ? { details } : {}), stack: err.stack };
}

/** A thrown non-Error as data; one that cannot be written as JSON (a cycle) as text, so logging it never throws. */
function plainCopy(thrown: unknown): Record<string, unknown> | string {
  if (typeof thrown !== 'object' || thrown === null) return String(thrown);
  try {
    return JSON.parse(JSON.stringify(thrown)) as Record<string, unknown>;
  } catch {
    return String(thrown);
  }
}
