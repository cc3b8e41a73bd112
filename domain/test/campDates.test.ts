import { describe, expect, it } from 'vitest';
import { campDateProblem, campImageUrl, DEFAULT_CAMP_IMAGE } from '../src/index.ts';

const NOW = new Date('2026-05-01T12:00:00.000Z');

describe('campDateProblem', () => {
  it('wants a new camp after now', () => {
    expect(campDateProblem('2026-05-01T12:00:01.000Z', null, NOW)).toBeNull();
    expect(campDateProblem('2026-05-01T12:00:00.000Z', null, NOW)).toBe('in-past');
    expect(campDateProblem('2020-01-01T09:00:00.000Z', null, NOW)).toBe('in-past');
  });
  it('lets an edit keep a date that has passed, but not move the camp to another past date', () => {
    expect(campDateProblem('2026-04-01T09:00:00.000Z', '2026-04-01T09:00:00.000Z', NOW)).toBeNull();
    expect(campDateProblem('2026-04-02T09:00:00.000Z', '2026-04-01T09:00:00.000Z', NOW)).toBe('in-past');
    // The form writes minutes: a camp saved with seconds keeps its date when edited.
    expect(campDateProblem('2026-04-01T09:00:00.000Z', '2026-04-01T09:00:42.500Z', NOW)).toBeNull();
    expect(campDateProblem('2026-04-01T09:01:00.000Z', '2026-04-01T09:00:42.500Z', NOW)).toBe('in-past');
    expect(campDateProblem('2026-06-01T09:00:00.000Z', '2026-06-10T09:00:00.000Z', NOW)).toBeNull();
    expect(campDateProblem('2026-04-30T09:00:00.000Z', '2026-06-10T09:00:00.000Z', NOW)).toBe('in-past');
  });
});

describe('campImageUrl', () => {
  it('shows the default art for a camp without a picture', () => {
    expect(campImageUrl('')).toBe(DEFAULT_CAMP_IMAGE);
    expect(campImageUrl(undefined)).toBe(DEFAULT_CAMP_IMAGE);
    expect(campImageUrl('/api/images/abc')).toBe('/api/images/abc');
  });
});
