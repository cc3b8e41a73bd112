import { describe, expect, it } from 'vitest';
import {
  canChangeCampOrganizers,
  canManageCamp,
  coOrganizerAdditionProblem,
  coOrganizerRemovalProblem,
  MAX_CAMP_ORGANIZERS,
  type CampActor,
} from '../src/index.ts';

const camp = { organizerUids: ['creator', 'co'] };
const actor = (uid: string, role: 'Organizer' | 'Participant' = 'Organizer', isAdmin = false): CampActor => ({
  uid,
  isOrganizer: role === 'Organizer',
  isAdmin,
});

describe('canManageCamp', () => {
  it.each<[string, CampActor, boolean]>([
    ['the creator', actor('creator'), true],
    ['a co-organizer', actor('co'), true],
    ['an organizer of other camps', actor('someone-else'), false],
    ['an admin who runs no camp', actor('admin', 'Organizer', true), true],
    ['an admin without the Organizer role', actor('admin', 'Participant', true), true],
    ['a listed organizer who was demoted', actor('co', 'Participant'), false],
    ['a participant', actor('participant', 'Participant'), false],
  ])('%s: %s', (_who, who, allowed) => {
    expect(canManageCamp(who, camp)).toBe(allowed);
  });

  it('a camp written before camps had owners is managed by admins only', () => {
    expect(canManageCamp(actor('creator'), {})).toBe(false);
    expect(canManageCamp(actor('admin', 'Organizer', true), {})).toBe(true);
  });
});

describe('co-organizers', () => {
  it('only the creator (or an admin) adds and removes them', () => {
    expect(canChangeCampOrganizers(actor('creator'), camp)).toBe(true);
    expect(canChangeCampOrganizers(actor('co'), camp)).toBe(false);
    expect(canChangeCampOrganizers(actor('admin', 'Participant', true), camp)).toBe(true);
    expect(canChangeCampOrganizers(actor('creator', 'Participant'), camp)).toBe(false);
  });

  it('adds an organizer once, never a participant, up to the limit', () => {
    expect(coOrganizerAdditionProblem(camp, { uid: 'new', isOrganizer: true })).toBeNull();
    expect(coOrganizerAdditionProblem(camp, { uid: 'new', isOrganizer: false })).toBe('not-an-organizer');
    expect(coOrganizerAdditionProblem(camp, { uid: 'co', isOrganizer: true })).toBe('already-listed');
    const full = { organizerUids: Array.from({ length: MAX_CAMP_ORGANIZERS }, (_, i) => `o${i}`) };
    expect(coOrganizerAdditionProblem(full, { uid: 'new', isOrganizer: true })).toBe('too-many');
  });

  it('removes a co-organizer, never the creator or someone not listed', () => {
    expect(coOrganizerRemovalProblem(camp, 'co')).toBeNull();
    expect(coOrganizerRemovalProblem(camp, 'creator')).toBe('creator');
    expect(coOrganizerRemovalProblem(camp, 'stranger')).toBe('not-listed');
  });
});
