import { describe, expect, it } from 'vitest';
import { ADMIN_CLAIMS, ORGANIZER_CLAIMS, roleFromClaims } from '../src/index.ts';

describe('roleFromClaims', () => {
  it('reads the role and admin flag the functions set', () => {
    expect(roleFromClaims({ role: 'Organizer', admin: true })).toEqual({ role: 'Organizer', admin: true });
    expect(roleFromClaims({ role: 'Participant' })).toEqual({ role: 'Participant', admin: false });
  });
  it('grants nothing for a missing or unexpected claim: admin alone is no organizer', () => {
    expect(roleFromClaims(undefined)).toEqual({ role: 'Participant', admin: false });
    expect(roleFromClaims({ admin: true })).toEqual({ role: 'Participant', admin: true });
    expect(roleFromClaims({ role: 'organizer', admin: 'true' })).toEqual({ role: 'Participant', admin: false });
  });
});

describe('the claims the role guards require', () => {
  // reactfire's requiredClaims check: every required claim equal (===) to the token's.
  const has = (claims: Record<string, unknown>, required: Record<string, unknown>) =>
    Object.entries(required).every(([key, value]) => claims[key] === value);
  const tokens: Record<string, unknown>[] = [
    {},
    { role: 'Participant' },
    { role: 'Organizer' },
    { role: 'Organizer', admin: true },
    { role: 'Organizer', admin: 'true' },
    { role: 'Participant', admin: true },
    { admin: true },
    { role: 'organizer' },
  ];

  it('admit exactly the organizers roleFromClaims grants', () => {
    for (const claims of tokens) expect(has(claims, ORGANIZER_CLAIMS), JSON.stringify(claims)).toBe(roleFromClaims(claims).role === 'Organizer');
  });

  it('admit exactly the admins the dashboard treats as admins (organizer and admin)', () => {
    for (const claims of tokens) {
      const granted = roleFromClaims(claims);
      expect(has(claims, ADMIN_CLAIMS), JSON.stringify(claims)).toBe(granted.role === 'Organizer' && granted.admin);
    }
  });
});
