/**
 * Rate limit counters in Firestore, kept there and not in memory because
 * every instance of the function (and every worker process of the emulator)
 * must count against the same figure. Per limit and client: one document
 * holds when the client's first window started, and one document a window
 * holds its count; windows follow each other from that start until the
 * first document expires, and the next request starts anew. Ids are a
 * hash of the client (no address or uid is stored), and `expireAt` lets
 * Firestore's TTL policy delete each once its window is over.
 *
 * A request adds one with an increment, then reads the sum: no transaction.
 * A counter read and rewritten in a transaction let seven of thirty requests
 * sent at once through a limit of two on the emulator, and answered others
 * 409 "aborted" once the transaction ran out of retries; an increment
 * neither loses a count nor waits for a lock. A burst that crosses the limit
 * may refuse a request that was among the first (it reads the sum after the
 * others added theirs); it never lets more than the limit through.
 */
import { COLLECTIONS } from '@campcare/domain';
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { grpcCode, GRPC } from '../firestore/grpc.ts';
import type { RateLimit } from './limits.ts';

export type RateLimitOutcome = { kind: 'allowed'; remaining: number } | { kind: 'limited'; retryAfterSeconds: number };

export function counterId(limitName: string, client: string): string {
  return `${limitName}_${createHash('sha256').update(client).digest('base64url').slice(0, 32)}`;
}

/** When the client's first window started: read, or made now by the first request (another made at the same moment wins). */
async function firstWindowStart(ref: DocumentReference, now: number, windowMs: number): Promise<number> {
  const found = await ref.get();
  if (found.exists) return found.get('windowStart') as number;
  try {
    await ref.create({ windowStart: now, expireAt: Timestamp.fromMillis(now + windowMs) });
    return now;
  } catch (error) {
    if (grpcCode(error) !== GRPC.ALREADY_EXISTS) throw error;
    return (await ref.get()).get('windowStart') as number;
  }
}

/** Counts one request of `client` against `limit`; past the limit the answer says when the window ends. */
export async function countRequest(limitName: string, client: string, limit: RateLimit, now: Date = new Date()): Promise<RateLimitOutcome> {
  const windowMs = limit.windowSeconds * 1000;
  const id = counterId(limitName, client);
  const start = await firstWindowStart(db.collection(COLLECTIONS.rateLimits).doc(id), now.getTime(), windowMs);
  // Requests of a burst read the clock before they reach the store, so one can hold an earlier time than the
  // request that made the first window: it counts in that window, not in one before it (a CI run on 2026-11-29
  // let three of thirty through a limit of two that way, the third alone in "window -1").
  const window = Math.max(0, Math.floor((now.getTime() - start) / windowMs));
  const windowEnd = start + (window + 1) * windowMs;
  const counter = db.collection(COLLECTIONS.rateLimits).doc(`${id}_${window}`);
  await counter.set({ count: FieldValue.increment(1), expireAt: Timestamp.fromMillis(windowEnd) }, { merge: true });
  const count = ((await counter.get()).get('count') as number | undefined) ?? 1;
  if (count > limit.requests) return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now.getTime()) / 1000)) };
  return { kind: 'allowed', remaining: limit.requests - count };
}
