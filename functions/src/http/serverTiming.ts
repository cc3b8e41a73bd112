/**
 * Every API response says what it cost in Firestore, in a header the
 * browser's network panel shows: `Server-Timing: fs;desc="reads=7 queries=2",
 * fsw;desc="writes=3 busiest=1"` (the writes it committed, and the most on one document).
 * Errors carry it too (a refused request may still have read something).
 */
import { formatReadCost, formatWriteCost } from '@campcare/domain';
import type { RequestHandler, Response } from 'express';
import { trackFirestoreUsage, writeCostOf } from '../firestore/usage.ts';

/** Headers a page on another origin may read (same-origin pages read them anyway). */
const EXPOSED_HEADERS = ['Server-Timing', 'X-Total-Count', 'X-Total-Count-Capped', 'Link'];

export const reportFirestoreUsage: RequestHandler = (_req, res, next) => {
  trackFirestoreUsage((usage) => {
    // Written when the response starts: by then every read it waited for is counted.
    const writeHead = res.writeHead;
    res.writeHead = function (this: Response, ...args: Parameters<Response['writeHead']>) {
      if (!this.headersSent) this.setHeader('Server-Timing', `${formatReadCost(usage)}, ${formatWriteCost(writeCostOf(usage))}`);
      return writeHead.apply(this, args);
    } as Response['writeHead'];
    res.setHeader('Timing-Allow-Origin', '*');
    res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
    next();
  });
};
