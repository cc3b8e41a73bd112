import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime } from './format.ts';

describe('formatDateTime', () => {
  it('prints weekday, date and time in the visitor’s time zone', () => {
    // Built from local time, so the expected text holds in any time zone the tests run in.
    expect(formatDateTime(new Date(2026, 11, 5, 9, 0).toISOString())).toBe('Sat, Dec 5, 2026, 9:00 AM');
    expect(formatDateTime(new Date(2030, 2, 14, 22, 5).toISOString())).toBe('Thu, Mar 14, 2030, 10:05 PM');
  });

  it('prints a camp’s date in the camp’s own zone, named, wherever the visitor is', () => {
    expect(formatDateTime('2026-12-05T03:00:00.000Z', 'Asia/Dhaka')).toBe('Sat, Dec 5, 2026, 9:00 AM Dhaka time (GMT+6)');
    expect(formatDateTime('2026-12-05T03:00:00.000Z', 'UTC')).toBe('Sat, Dec 5, 2026, 3:00 AM UTC');
  });

  it('gives back text that is not a date unchanged', () => {
    expect(formatDateTime('next week')).toBe('next week');
    expect(formatDateTime('')).toBe('');
  });
});

describe('formatCount', () => {
  it('groups thousands', () => {
    expect(formatCount(12345)).toBe('12,345');
  });
});
