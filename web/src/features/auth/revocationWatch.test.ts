import { describe, expect, it } from 'vitest';
import { isRevokedSince } from './revocationWatch.ts';

describe('isRevokedSince', () => {
  it('is revoked when the tokens were revoked after this sign-in', () => {
    expect(isRevokedSince({ revokeTime: 1001 }, 1000)).toBe(true);
  });
  it('is not revoked by an older revocation, or one in the sign-in second (as the Admin SDK decides)', () => {
    expect(isRevokedSince({ revokeTime: 999 }, 1000)).toBe(false);
    expect(isRevokedSince({ revokeTime: 1000 }, 1000)).toBe(false);
  });
  it('is not revoked without a revocation', () => {
    expect(isRevokedSince(undefined, 1000)).toBe(false);
    expect(isRevokedSince({}, 1000)).toBe(false);
  });
});
