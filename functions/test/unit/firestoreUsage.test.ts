import { describe, expect, it } from 'vitest';
import { aggregationReads, queryReads, writeCostOf } from '../../src/firestore/usage.ts';

describe("Firestore's billing rules", () => {
  it('bills a query one read per document, at least one', () => {
    expect(queryReads(5, 0)).toBe(5);
    expect(queryReads(0, 0)).toBe(1);
  });

  it('bills the documents an offset skipped', () => {
    expect(queryReads(5, 20)).toBe(25);
  });

  it('bills an aggregation one read per 1,000 index entries, at least one', () => {
    expect(aggregationReads(0)).toBe(1);
    expect(aggregationReads(1000)).toBe(1);
    expect(aggregationReads(1001)).toBe(2);
    expect(aggregationReads(10_000)).toBe(10);
    expect(aggregationReads(undefined)).toBe(1);
  });
});

describe('write counts per document', () => {
  it('sums the writes and finds the busiest document', () => {
    const writesByDocument = new Map([
      ['camps/a', 1],
      ['registrations/b', 3],
      ['healthDetails/b', 1],
    ]);
    expect(writeCostOf({ reads: 0, queries: 0, writesByDocument })).toEqual({ writes: 5, busiest: 3 });
    expect(writeCostOf({ reads: 0, queries: 0, writesByDocument: new Map() })).toEqual({ writes: 0, busiest: 0 });
  });
});
