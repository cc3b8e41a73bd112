import { describe, expect, it } from 'vitest';
import { formatReadCost, formatWriteCost, parseReadCost, parseWriteCost } from '../src/readCost.ts';

describe('read cost in Server-Timing', () => {
  it('writes and reads back the figures', () => {
    expect(formatReadCost({ reads: 7, queries: 2 })).toBe('fs;desc="reads=7 queries=2"');
    expect(parseReadCost(formatReadCost({ reads: 7, queries: 2 }))).toEqual({ reads: 7, queries: 2 });
  });

  it('finds the metric among others, and nothing where it is absent', () => {
    expect(parseReadCost('cdn;dur=3, fs;desc="reads=12 queries=1"')).toEqual({ reads: 12, queries: 1 });
    expect(parseReadCost('cdn;dur=3')).toBeNull();
    expect(parseReadCost(null)).toBeNull();
  });
});

describe('write cost in Server-Timing', () => {
  it('writes and reads back the figures, beside the reads', () => {
    const header = `${formatReadCost({ reads: 3, queries: 1 })}, ${formatWriteCost({ writes: 5, busiest: 2 })}`;
    expect(parseWriteCost(header)).toEqual({ writes: 5, busiest: 2 });
    expect(parseReadCost(header)).toEqual({ reads: 3, queries: 1 });
    expect(parseWriteCost('fs;desc="reads=1 queries=0"')).toBeNull();
  });
});
