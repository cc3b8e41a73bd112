/**
 * What a route calls once a request is known to be well formed (and its
 * caller allowed), before it writes anything: counts the request against
 * the named limit, or answers 429 with Retry-After. Malformed and refused
 * requests are not counted: they write nothing and cost less than counting
 * them would.
 */
import type { Request, Response } from 'express';
import { optionalCaller } from '../http/auth.ts';
import { tooManyRequests } from '../http/errors.ts';
import { rateLimitClient } from './clientKey.ts';
import { rateLimitFor, type RateLimitName } from './limits.ts';
import { countRequest } from './rateLimitStore.ts';

function waitInWords(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export async function enforceRateLimit(name: RateLimitName, req: Request, res: Response): Promise<void> {
  const limit = rateLimitFor(name);
  const client = rateLimitClient(req, optionalCaller(res)?.uid ?? null);
  const outcome = await countRequest(name, client, limit);
  if (outcome.kind === 'limited') {
    throw tooManyRequests(outcome.retryAfterSeconds, `Too many requests of this kind in a short time. Please try again in ${waitInWords(outcome.retryAfterSeconds)}.`);
  }
}
