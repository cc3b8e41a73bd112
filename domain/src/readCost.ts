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
