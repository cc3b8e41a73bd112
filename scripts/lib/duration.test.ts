import { describe, expect, it } from 'vitest';
import { formatDuration } from './duration.ts';

describe('formatDuration', () => {
  it('gives seconds and a tenth under a minute', () => {
    expect(formatDuration(0)).toBe('0.0 s');
    expect(formatDuration(33.04)).toBe('33.0 s');
    expect(formatDuration(59.94)).toBe('59.9 s');
  });

  it('carries rounded seconds into the minutes', () => {
    expect(formatDuration(59.96)).toBe('1 min 00 s');
    expect(formatDuration(179.7)).toBe('3 min 00 s');
    expect(formatDuration(1421.4)).toBe('23 min 41 s');
    expect(formatDuration(3599.6)).toBe('60 min 00 s');
  });
});
