import { describe, expect, it } from 'vitest';
import { donorsToShow, initials, SAMPLE_DONORS } from './donors.ts';
import { ratingSummary } from './ratingSummary.ts';

describe('the donor list', () => {
  it('shows real named donors', () => {
    const { donors, samples } = donorsToShow([
      { donorName: 'Ana Lima', amount: 1000 },
      { donorName: null, amount: 50 },
      { donorName: '  ', amount: 20 },
    ]);
    expect(samples).toBe(false);
    expect(donors).toEqual([{ name: 'Ana Lima', amount: 1000, imgSrc: null }]);
  });

  it('falls back to the six sample donors', () => {
    const { donors, samples } = donorsToShow([]);
    expect(samples).toBe(true);
    expect(donors.map((d) => d.amount)).toEqual([567, 567, 567, 500, 900, 600]);
    expect(donors).toHaveLength(SAMPLE_DONORS.length);
  });

  it('makes initials for the avatars', () => {
    expect(initials('Sofia Martínez')).toBe('SM');
    expect(initials('grace')).toBe('G');
  });
});

describe('the rating summary', () => {
  it('is the real average of the reviews, to one decimal', () => {
    expect(ratingSummary([{ ratting: 5 }, { ratting: 4 }, { ratting: 4 }])).toEqual({ average: 4.3, count: 3 });
  });

  it('is absent without reviews', () => {
    expect(ratingSummary([])).toBeNull();
  });
});
