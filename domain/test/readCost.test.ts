import { describe, expect, it } from 'vitest';
import { formatReadCost, parseReadCost } from '../src/readCost.ts';

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
