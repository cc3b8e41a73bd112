import { describe, expect, it } from 'vitest';
import { CAMP_FEE_MESSAGE, feeToCents, formatFee, isAllowedCampFee, isPayableFee, isValidFee, shortenProfessional } from '../src/index.ts';

describe('fees', () => {
  it.each([
    [0, true], [19.99, true], [7.5, true], [100000, true],
    [-1, false], [100000.01, false], [1.005, false], [Number.NaN, false], [Number.POSITIVE_INFINITY, false],
  ])('isValidFee(%s) is %s', (fee, valid) => {
    expect(isValidFee(fee)).toBe(valid);
  });

  it('converts dollars to cents without drift', () => {
    expect(feeToCents(19.99)).toBe(1999);
    expect(feeToCents(0.29)).toBe(29);
  });

  it('pays only fees of a dollar or more', () => {
    expect(isPayableFee(0.99)).toBe(false);
    expect(isPayableFee(1)).toBe(true);
  });

  it.each([
    [0, true], [1, true], [19.99, true], [100000, true],
    [0.01, false], [0.5, false], [0.99, false], [-1, false], [1.005, false], [100000.01, false],
  ])('isAllowedCampFee(%s) is %s: free, or at least the minimum card charge', (fee, allowed) => {
    expect(isAllowedCampFee(fee)).toBe(allowed);
  });

  it('names the fee limits with grouped digits (written without Intl)', () => {
    expect(CAMP_FEE_MESSAGE).toBe('Camp fees are 0 (free) or from $1 to $100,000, with at most two decimals: card payments start at $1.');
  });

  it('formats free and paid fees', () => {
    expect(formatFee(0)).toBe('Free');
    expect(formatFee(19.9)).toBe('$19.90');
  });
});

describe('shortenProfessional', () => {
  it('keeps short names whole and cuts long ones at 40 characters', () => {
    expect(shortenProfessional('Dr. Lee')).toBe('Dr. Lee');
    const long = 'Dr. Sarah Mitchell, Consultant Ophthalmologist and team';
    expect(shortenProfessional(long)).toBe(`${long.slice(0, 40)}…`);
    expect(shortenProfessional('A'.repeat(30))).toBe('A'.repeat(30));
  });
});
