import { describe, expect, it } from 'vitest';
import { roleFromClaims } from '../src/index.ts';

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
