/**
 * Camp staff: people a camp's organizers bring in for the day, each with a
 * role on that one camp, and what each role may do there.
 *
 * - `door`: checks people in, records walk-ins, reads the door list (names
 *   and ticket state). No health details, no CSV, no money, no edits.
 * - `clinician`: what the door has, plus the camp's health details (each
 *   read logged).
 * - co-organizers are not staff: they are listed in the camp's
 *   `organizerUids` and need the Organizer role (campOwnership.ts).
 *
 * Staff membership lives in Firestore (`campStaff/{campId}_{uid}`), not in
 * token claims: the API reads it on every request, so revoking someone takes
 * effect at their next request, with no token to revoke. Accounts need no
 * promotion: a Participant can be door staff.
 *
 * Everything a person may do on a camp is one set of permissions
 * (`campPermissions`); a new role, or a new thing to do (a clinical station),
 * is a row or a column of `STAFF_ROLE_PERMISSIONS`, and the API asks for
 * the permission, never for the role.
 */
import { canManageCamp, type CampActor, type CampOwnership } from './campOwnership.ts';
import type { IsoDateTime } from './model.ts';

export type StaffRole = 'door' | 'clinician';
export const STAFF_ROLES: readonly StaffRole[] = ['door', 'clinician'];

/** What someone may do on one camp. */
export type CampPermission =
  /** Scan a ticket or check someone in by name. */
  | 'checkIn'
  /** Register a person who has no account, at the door. */
  | 'walkIn'
  /** The door list: names and ticket state of everyone who may attend. */
  | 'doorList'
  /** A registration's health details (age, gender, phone, emergency contact), and its screening results and referrals; each read logged. */
  | 'healthDetails'
  /** Record a screening result at a station (which may refer the person), add or dismiss a referral. */
  | 'recordResults'
  /** Work the follow-up list: record contact attempts and outcomes of the camp's referrals. */
  | 'followUp'
  /** Edit, cancel or delete the camp, its registrations, its staff; the CSV export. */
  | 'manage'
  /** Fees, payments, refunds and revenue. */
  | 'money';

export const CAMP_PERMISSIONS: readonly CampPermission[] = ['checkIn', 'walkIn', 'doorList', 'healthDetails', 'recordResults', 'followUp', 'manage', 'money'];

/** What each staff role may do: the one table to extend when a role or a station is added. */
export const STAFF_ROLE_PERMISSIONS: Record<StaffRole, readonly CampPermission[]> = {
  door: ['checkIn', 'walkIn', 'doorList'],
  clinician: ['checkIn', 'walkIn', 'doorList', 'healthDetails', 'recordResults', 'followUp'],
};

/** campStaff/{campId}_{uid}: one person's role on one camp. */
export interface CampStaffMember {
  campId: string;
  uid: string;
  role: StaffRole;
  /** As the account gave them when accepting; shown to the camp's organizers. */
  email: string;
  name: string;
  /** Who invited them (uid), and when they accepted. */
  invitedBy: string;
  acceptedAt: IsoDateTime;
}

export type CampStaffMemberWithId = CampStaffMember & { _id: string };

/** The id of one person's staff document on one camp, so the API and the rules find it with one read. */
export function campStaffId(campId: string, uid: string): string {
  return `${campId}_${uid}`;
}

/**
 * staffInvitations/{random id}: an invitation mailed to an address. The link
 * carries a secret token; only its SHA-256 is stored, so the invitation cannot
 * be accepted from the database's contents. It is used once.
 */
export interface StaffInvitation {
  campId: string;
  CampName: string;
  /** Lower-case. */
  email: string;
  role: StaffRole;
  tokenHash: string;
  invitedBy: string;
  invitedByName: string;
  createdAt: IsoDateTime;
  expiresAt: IsoDateTime;
}

/** What the camp's organizers see of a pending invitation (never the token's hash). */
export type StaffInvitationView = Pick<StaffInvitation, 'email' | 'role' | 'createdAt' | 'expiresAt'> & { _id: string };

/** An invitation can be accepted for this many days. */
export const STAFF_INVITATION_DAYS = 14;
/** A camp has at most this many staff and pending invitations together. */
export const MAX_CAMP_STAFF = 50;

export function staffInvitationExpiry(now: Date): IsoDateTime {
  return new Date(now.getTime() + STAFF_INVITATION_DAYS * 86_400_000).toISOString();
}

export function isInvitationExpired(invitation: Pick<StaffInvitation, 'expiresAt'>, now: Date = new Date()): boolean {
  return Date.parse(invitation.expiresAt) <= now.getTime();
}

const NO_PERMISSIONS: ReadonlySet<CampPermission> = new Set();
const ALL_PERMISSIONS: ReadonlySet<CampPermission> = new Set(CAMP_PERMISSIONS);

/**
 * Everything this person may do on this camp: all of it for an admin or an
 * organizer the camp lists (with the Organizer role), the role's permissions
 * for staff, nothing for anyone else. `staffRole` is the role their staff
 * document gives them on this camp (null: none).
 */
export function campPermissions(camp: CampOwnership, actor: CampActor, staffRole: StaffRole | null): ReadonlySet<CampPermission> {
  if (canManageCamp(actor, camp)) return ALL_PERMISSIONS;
  if (staffRole && STAFF_ROLES.includes(staffRole)) return new Set(STAFF_ROLE_PERMISSIONS[staffRole]);
  return NO_PERMISSIONS;
}

/** Why someone cannot be invited to a camp's staff; null when they can. */
export function staffInvitationProblem(
  camp: CampOwnership,
  invitee: { uid: string | null; staffRole: StaffRole | null },
  staffAndInvitations: number,
): 'organizer' | 'already-staff' | 'too-many' | null {
  if (invitee.uid && (camp.organizerUids ?? []).includes(invitee.uid)) return 'organizer';
  if (invitee.staffRole) return 'already-staff';
  if (staffAndInvitations >= MAX_CAMP_STAFF) return 'too-many';
  return null;
}
