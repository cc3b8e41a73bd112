/**
 * What an API request cost in Firestore, as every response reports it in its
 * `Server-Timing` header: `fs;desc="reads=7 queries=2"`. Shared by the API,
 * which writes it, and by whoever reads it back (the benchmark, the tests).
 */
export interface ReadCost {
  /** Billed document reads. */
  reads: number;
  /** Queries and aggregation queries run (a document look-up is a read, not a query). */
  queries: number;
}

export const READ_COST_METRIC = 'fs';

export function formatReadCost(cost: ReadCost): string {
  return `${READ_COST_METRIC};desc="reads=${cost.reads} queries=${cost.queries}"`;
}

/** The figures of a Server-Timing header value; null when it carries none. */
export function parseReadCost(header: string | null | undefined): ReadCost | null {
  const match = /(?:^|,)\s*fs;desc="reads=(\d+) queries=(\d+)"/.exec(header ?? '');
  return match ? { reads: Number(match[1]), queries: Number(match[2]) } : null;
}

/**
 * What an API request wrote in Firestore: committed writes (a transaction
 * that ran again counts once, when it commits) and the busiest document's
 * share of them. Reported beside the reads as `fsw;desc="writes=5 busiest=1"`.
 */
export interface WriteCost {
  /** Document writes committed (sets, updates, creates, deletes). */
  writes: number;
  /** The most writes any one document received. */
  busiest: number;
}

export const WRITE_COST_METRIC = 'fsw';

export function formatWriteCost(cost: WriteCost): string {
  return `${WRITE_COST_METRIC};desc="writes=${cost.writes} busiest=${cost.busiest}"`;
}

/** The write figures of a Server-Timing header value; null when it carries none. */
export function parseWriteCost(header: string | null | undefined): WriteCost | null {
  const match = /(?:^|,)\s*fsw;desc="writes=(\d+) busiest=(\d+)"/.exec(header ?? '');
  return match ? { writes: Number(match[1]), busiest: Number(match[2]) } : null;
}
