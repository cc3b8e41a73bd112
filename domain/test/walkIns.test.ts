import { describe, expect, it } from 'vitest';
import {
  CLAIM_CODE_ALPHABET,
  CLAIM_CODE_LENGTH,
  claimCodeFromBytes,
  formatClaimCode,
  normalizeClaimCode,
  takesWalkIns,
  walkInTime,
  WALK_IN_MAX_AGE_MS,
} from '../src/index.ts';
import { claimCodeField } from '../src/fields/index.ts';

/** Bytes from a fixed sequence, so the code is predictable. */
const counting = () => {
  let next = 0;
  return (count: number) => Uint8Array.from({ length: count }, () => next++ % 256);
};

describe('claim codes', () => {
  it('are 10 characters of an alphabet without look-alikes, every character equally likely', () => {
    const code = claimCodeFromBytes(counting());
    expect(code).toHaveLength(CLAIM_CODE_LENGTH);
    expect([...code].every((c) => CLAIM_CODE_ALPHABET.includes(c))).toBe(true);
    expect(CLAIM_CODE_ALPHABET).not.toMatch(/[01ILO]/);
    // Bytes at or above the last whole multiple of the alphabet are skipped, not folded in.
    const skipped = claimCodeFromBytes((count) => Uint8Array.from({ length: count }, (_, i) => (i % 2 === 0 ? 255 : 0)));
    expect(skipped).toBe(CLAIM_CODE_ALPHABET[0]!.repeat(CLAIM_CODE_LENGTH));
  });

  it('are read however they are typed, and refused when they cannot be one', () => {
    expect(normalizeClaimCode('k7m2p-q9txr')).toBe('K7M2PQ9TXR');
    expect(normalizeClaimCode(' K7M2P Q9TXR ')).toBe('K7M2PQ9TXR');
    expect(formatClaimCode('K7M2PQ9TXR')).toBe('K7M2P-Q9TXR');
    for (const bad of ['K7M2P-Q9TX', 'K7M2P-Q9TXRR', 'K7M2P-Q9TX0', 'K7M2P-Q9TXI', '']) expect(normalizeClaimCode(bad)).toBeNull();
    expect(claimCodeField.safeParse('k7m2p q9txr').data).toBe('K7M2PQ9TXR');
    expect(claimCodeField.safeParse('nonsense').success).toBe(false);
  });
});

describe('when walk-ins are taken', () => {
  const start = '2026-12-05T09:00:00.000Z';
  it('until the camp’s day is over', () => {
    expect(takesWalkIns(start, new Date('2026-12-01T09:00:00Z'))).toBe(true);
    expect(takesWalkIns(start, new Date('2026-12-05T20:00:00Z'))).toBe(true);
    expect(takesWalkIns(start, new Date('2026-12-06T09:00:00Z'))).toBe(false);
  });

  it('keeps a device’s believable time, and refuses one ahead of now or too old', () => {
    const now = new Date('2026-12-05T12:00:00Z');
    expect(walkInTime(undefined, now)).toEqual(now);
    expect(walkInTime('2026-12-05T10:30:00Z', now)).toEqual(new Date('2026-12-05T10:30:00Z'));
    // A device clock a minute fast reads as now.
    expect(walkInTime('2026-12-05T12:01:00Z', now)).toEqual(now);
    expect(walkInTime('2026-12-05T13:00:00Z', now)).toBeNull();
    expect(walkInTime(new Date(now.getTime() - WALK_IN_MAX_AGE_MS - 1).toISOString(), now)).toBeNull();
  });
});
