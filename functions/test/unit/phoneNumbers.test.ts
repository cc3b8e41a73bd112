import { describe, expect, it } from 'vitest';
import { toE164 } from '../../src/sms/phoneNumbers.ts';

describe('toE164', () => {
  it('reads a number typed the local way in the camp’s country', () => {
    expect(toE164('01712-345678', 'BD')).toBe('+8801712345678');
    expect(toE164('0171 234 5678', 'BD')).toBe('+8801712345678');
    expect(toE164('098765 43210', 'IN')).toBe('+919876543210');
  });

  it('keeps a number given with its country code, whatever the camp’s country', () => {
    expect(toE164('+880 1712 345678', 'IN')).toBe('+8801712345678');
    expect(toE164('+44 7400 123456', 'BD')).toBe('+447400123456');
  });

  it('refuses what cannot be a number', () => {
    expect(toE164('12345', 'BD')).toBeNull();
    expect(toE164('0171234', 'BD')).toBeNull();
    expect(toE164('hello', 'BD')).toBeNull();
  });
});
