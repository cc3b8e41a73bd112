import { describe, expect, it } from 'vitest';
import { accountPersonKey, dependantPersonKey, personKeyOf, personName, walkInPersonKey } from '../src/index.ts';

describe('person keys', () => {
  it('tell the account holder, each named dependant and each walk-in apart', () => {
    const keys = [accountPersonKey('u1'), dependantPersonKey('u1', 'Arif'), dependantPersonKey('u1', 'Nadia'), dependantPersonKey('u2', 'Arif'), walkInPersonKey('r1')];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('spell a dependant one way: trimmed, spaces collapsed, lower case; Bengali names as written', () => {
    expect(dependantPersonKey('u1', '  Arif   HOSSAIN ')).toBe(dependantPersonKey('u1', 'arif hossain'));
    expect(personName('আমিনা  রহমান')).toBe('আমিনা রহমান');
    expect(personName('আমিনা')).not.toBe(personName('আমানা'));
  });

  it('read an older registration (no key) as its account holder’s own, and a deleted account’s as nobody’s', () => {
    expect(personKeyOf({ participantUid: 'u1' })).toBe('account:u1');
    expect(personKeyOf({ participantUid: 'u1', personKey: 'dependant:u1:arif' })).toBe('dependant:u1:arif');
    expect(personKeyOf({ participantUid: '' })).toBeNull();
  });
});
