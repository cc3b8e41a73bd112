import { describe, expect, it } from 'vitest';
import {
  campPermissions,
  isInvitationExpired,
  MAX_CAMP_STAFF,
  STAFF_INVITATION_DAYS,
  staffInvitationExpiry,
  staffInvitationProblem,
  type CampActor,
  type CampPermission,
  type StaffRole,
} from '../src/index.ts';

const camp = { organizerUids: ['creator', 'co'] };
const actor = (uid: string, role: 'Organizer' | 'Participant' = 'Participant', isAdmin = false): CampActor => ({
  uid,
  isOrganizer: role === 'Organizer',
  isAdmin,
});
const sorted = (set: ReadonlySet<CampPermission>) => [...set].sort();

describe('campPermissions', () => {
  it.each<[string, CampActor, StaffRole | null, CampPermission[]]>([
    ['door staff', actor('volunteer'), 'door', ['checkIn', 'doorList', 'walkIn']],
    ['a clinician', actor('nurse'), 'clinician', ['checkIn', 'doorList', 'followUp', 'healthDetails', 'recordResults', 'walkIn']],
    ['a participant with no role here', actor('someone'), null, []],
    ['an organizer of other camps', actor('other', 'Organizer'), null, []],
    ['an organizer of other camps who is door staff here', actor('other', 'Organizer'), 'door', ['checkIn', 'doorList', 'walkIn']],
    ['a listed organizer who was demoted', actor('co'), null, []],
    ['a role this version does not know', actor('someone'), 'cashier' as StaffRole, []],
  ])('%s', (_who, who, role, expected) => {
    expect(sorted(campPermissions(camp, who, role))).toEqual(expected.sort());
  });

  it('gives the camp’s organizers and admins everything, whatever staff role a document says', () => {
    const all = ['checkIn', 'doorList', 'followUp', 'healthDetails', 'manage', 'money', 'recordResults', 'walkIn'];
    expect(sorted(campPermissions(camp, actor('creator', 'Organizer'), null))).toEqual(all);
    expect(sorted(campPermissions(camp, actor('co', 'Organizer'), 'door'))).toEqual(all);
    expect(sorted(campPermissions(camp, actor('admin', 'Participant', true), null))).toEqual(all);
  });

  it('never gives staff money, management or (door) health details', () => {
    for (const role of ['door', 'clinician'] as const) {
      const granted = campPermissions(camp, actor('staff'), role);
      expect(granted.has('money')).toBe(false);
      expect(granted.has('manage')).toBe(false);
    }
    expect(campPermissions(camp, actor('staff'), 'door').has('healthDetails')).toBe(false);
  });
});

describe('staffInvitationProblem', () => {
  it('refuses the camp’s organizers, people already on its staff, and a full staff list', () => {
    expect(staffInvitationProblem(camp, { uid: 'co', staffRole: null }, 0)).toBe('organizer');
    expect(staffInvitationProblem(camp, { uid: 'v', staffRole: 'door' }, 1)).toBe('already-staff');
    expect(staffInvitationProblem(camp, { uid: null, staffRole: null }, MAX_CAMP_STAFF)).toBe('too-many');
    expect(staffInvitationProblem(camp, { uid: null, staffRole: null }, MAX_CAMP_STAFF - 1)).toBeNull();
    expect(staffInvitationProblem(camp, { uid: 'v', staffRole: null }, 3)).toBeNull();
  });
});

describe('invitation expiry', () => {
  it(`lasts ${STAFF_INVITATION_DAYS} days`, () => {
    const now = new Date('2026-12-01T10:00:00Z');
    const expiresAt = staffInvitationExpiry(now);
    expect(isInvitationExpired({ expiresAt }, new Date(Date.parse(expiresAt) - 1))).toBe(false);
    expect(isInvitationExpired({ expiresAt }, new Date(expiresAt))).toBe(true);
  });
});
