/**
 * Rate limit counters in Firestore: one document per limit and client, a
 * fixed window that starts at the client's first counted request. Kept in
 * Firestore, not in memory, because every instance of the function (and
 * every worker process of the emulator) must count against the same figure.
 * The document id is a hash of the client (no address or uid is stored), and
 * `expireAt` lets Firestore's TTL policy delete it once its window is over.
 */
import { COLLECTIONS } from '@campcare/domain';
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { runTransaction } from '../firestore/transactions.ts';
import type { RateLimit } from './limits.ts';

interface CounterDocument {
  /** Milliseconds since the epoch at which this window started. */
  windowStart: number;
  count: number;
  /** The end of the window: the collection's TTL field. */
  expireAt: Timestamp;
}

export type RateLimitOutcome = { kind: 'allowed'; remaining: number } | { kind: 'limited'; retryAfterSeconds: number };

export function counterId(limitName: string, client: string): string {
  return `${limitName}_${createHash('sha256').update(client).digest('base64url').slice(0, 32)}`;
}

/**
 * Counts one request of `client` against `limit`, unless the window is full:
 * then nothing is written and the answer says when the window ends.
 */
export function countRequest(limitName: string, client: string, limit: RateLimit, now: Date = new Date()): Promise<RateLimitOutcome> {
  const ref = db.collection(COLLECTIONS.rateLimits).doc(counterId(limitName, client));
  const windowMs = limit.windowSeconds * 1000;
  return runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const counter = snapshot.exists ? (snapshot.data() as CounterDocument) : null;
    const inWindow = counter !== null && now.getTime() < counter.windowStart + windowMs && counter.windowStart <= now.getTime();
    if (inWindow && counter.count >= limit.requests) {
      return { kind: 'limited', retryAfterSeconds: Math.max(1, Math.ceil((counter.windowStart + windowMs - now.getTime()) / 1000)) };
    }
    const windowStart = inWindow ? counter.windowStart : now.getTime();
    const count = inWindow ? counter.count + 1 : 1;
    tx.set(ref, { windowStart, count, expireAt: Timestamp.fromMillis(windowStart + windowMs) } satisfies CounterDocument);
    return { kind: 'allowed', remaining: limit.requests - count };
  });
}
