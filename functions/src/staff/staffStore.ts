/**
 * Firestore access for camp staff: who has which role on a camp
 * (campStaff/{campId}_{uid}), the invitations mailed to them
 * (staffInvitations/{id}), accepting, revoking, and the camps a person
 * works at. Returns outcomes; the routes turn them into HTTP answers.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import {
  campStaffId,
  COLLECTIONS,
  isInvitationExpired,
  staffInvitationExpiry,
  staffInvitationProblem,
  type Camp,
  type CampStaffMember,
  type CampStaffMemberWithId,
  type IsoDateTime,
  type MailDocument,
  type StaffInvitation,
  type StaffInvitationView,
  type StaffRole,
} from '@campcare/domain';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import type { QueuedMail } from '../mail/queue.ts';
import { staffInvitationMailId, type StaffInvitationFacts } from '../mail/staffMails.ts';
import { runTransaction } from '../firestore/transactions.ts';

export const campStaffCollection = () => db.collection(COLLECTIONS.campStaff);
export const staffInvitationsCollection = () => db.collection(COLLECTIONS.staffInvitations);
const campsCollection = () => db.collection(COLLECTIONS.camps);

/** The invitation link's secret, as stored: its SHA-256, hex. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * The role this person has on this camp's staff, or null: one document read
 * (in the transaction when one is given, so a revocation racing the request
 * is seen by it).
 */
export async function staffRoleOf(campId: string, uid: string, tx?: Transaction): Promise<StaffRole | null> {
  const ref = campStaffCollection().doc(campStaffId(campId, uid));
  const snap = tx ? await tx.get(ref) : await ref.get();
  return snap.exists ? ((snap.get('role') as StaffRole | undefined) ?? null) : null;
}

const memberOf = (snap: DocumentSnapshot): CampStaffMemberWithId => ({ _id: snap.id, ...(snap.data() as CampStaffMember) });

function invitationView(snap: DocumentSnapshot): StaffInvitationView {
  const { email, role, createdAt, expiresAt } = snap.data() as StaffInvitation;
  return { _id: snap.id, email, role, createdAt, expiresAt };
}

export interface CampStaffList {
  staff: CampStaffMemberWithId[];
  /** Invitations not yet accepted (expired ones included, marked by their expiresAt). */
  invitations: StaffInvitationView[];
}

/**
 * A camp's staff (by name) and pending invitations (newest first); null when
 * there is no such camp. `authorize` sees the camp first and may throw.
 */
export async function listCampStaff(campId: string, authorize: (camp: Camp) => void): Promise<CampStaffList | null> {
  const camp = await campsCollection().doc(campId).get();
  if (!camp.exists) return null;
  authorize(camp.data() as Camp);
  const [staff, invitations] = await Promise.all([
    campStaffCollection().where('campId', '==', campId).get(),
    staffInvitationsCollection().where('campId', '==', campId).get(),
  ]);
  return {
    staff: staff.docs.map(memberOf).sort((a, b) => a.name.localeCompare(b.name)),
    invitations: invitations.docs.map(invitationView).sort((a, b) => b.createdAt.localeCompare(a.createdAt)),
  };
}

export type InviteOutcome =
  | { kind: 'invited'; invitation: StaffInvitationView }
  | { kind: 'camp-missing' }
  | { kind: 'organizer' }
  | { kind: 'already-staff'; role: StaffRole }
  | { kind: 'too-many' };

export interface StaffInviteRequest {
  email: string;
  role: StaffRole;
  /** The invitee's account, when the address has one. */
  inviteeUid: string | null;
  inviter: { uid: string; name: string };
  /** The secret the mail's link carries (only its hash is stored). */
  token: string;
}

/**
 * Invites `email` to the camp's staff in one transaction with the camp:
 * `authorize` sees the camp and throws to refuse; the domain's rules refuse
 * a camp organizer, someone already on the staff, and a camp at its staff
 * limit. A pending invitation to the same address is replaced (its link stops
 * working). The invitation and its mail (`mail` builds it) are written
 * together, so the mail goes out exactly when the invitation exists.
 */
export async function inviteStaff(
  campId: string,
  request: StaffInviteRequest,
  authorize: (camp: Camp) => void,
  mail: (facts: StaffInvitationFacts) => QueuedMail,
  now: Date = new Date(),
): Promise<InviteOutcome> {
  const campRef = campsCollection().doc(campId);
  return runTransaction(async (tx): Promise<InviteOutcome> => {
    const campSnap = await tx.get(campRef);
    if (!campSnap.exists) return { kind: 'camp-missing' };
    const camp = campSnap.data() as Camp;
    authorize(camp);
    const [staff, invitations] = await Promise.all([
      tx.get(campStaffCollection().where('campId', '==', campId)),
      tx.get(staffInvitationsCollection().where('campId', '==', campId)),
    ]);
    const existingRole = request.inviteeUid
      ? ((staff.docs.find((d) => d.get('uid') === request.inviteeUid)?.get('role') as StaffRole | undefined) ?? null)
      : null;
    const replaced = invitations.docs.filter((d) => d.get('email') === request.email);
    const problem = staffInvitationProblem(
      camp,
      { uid: request.inviteeUid, staffRole: existingRole },
      staff.size + invitations.size - replaced.length,
    );
    if (problem === 'organizer') return { kind: 'organizer' };
    if (problem === 'already-staff') return { kind: 'already-staff', role: existingRole! };
    if (problem === 'too-many') return { kind: 'too-many' };

    const at = now.toISOString();
    const ref = staffInvitationsCollection().doc();
    const invitation: StaffInvitation = {
      campId,
      CampName: camp.CampName,
      email: request.email,
      role: request.role,
      tokenHash: hashInvitationToken(request.token),
      invitedBy: request.inviter.uid,
      invitedByName: request.inviter.name,
      createdAt: at,
      expiresAt: staffInvitationExpiry(now),
    };
    for (const old of replaced) tx.delete(old.ref);
    tx.create(ref, invitation);
    const facts: StaffInvitationFacts = {
      invitationId: ref.id,
      token: request.token,
      email: request.email,
      role: request.role,
      CampName: camp.CampName,
      ...(camp.TimeZone ? { TimeZone: camp.TimeZone } : {}),
      inviterName: request.inviter.name,
      expiresAt: invitation.expiresAt,
    };
    const queued: MailDocument = { ...mail(facts), createdAt: at };
    tx.create(db.collection(COLLECTIONS.mail).doc(staffInvitationMailId(ref.id)), queued);
    return { kind: 'invited', invitation: { _id: ref.id, email: invitation.email, role: invitation.role, createdAt: at, expiresAt: invitation.expiresAt } };
  });
}

/** What the invitee sees before accepting (the link's token must match). */
export interface InvitationPreview {
  campId: string;
  CampName: string;
  role: StaffRole;
  email: string;
  invitedByName: string;
  expiresAt: IsoDateTime;
}

/** The invitation behind a link, or null when there is none or the token is not its own (the same answer, so ids cannot be probed). */
export async function invitationByLink(id: string, token: string): Promise<(InvitationPreview & { expired: boolean }) | null> {
  const snap = await staffInvitationsCollection().doc(id).get();
  if (!snap.exists) return null;
  const invitation = snap.data() as StaffInvitation;
  if (!sameHash(invitation.tokenHash, hashInvitationToken(token))) return null;
  const { campId, CampName, role, email, invitedByName, expiresAt } = invitation;
  return { campId, CampName, role, email, invitedByName, expiresAt, expired: isInvitationExpired(invitation) };
}

export type AcceptOutcome =
  | { kind: 'accepted'; campId: string; CampName: string; role: StaffRole }
  | { kind: 'not-found' }
  | { kind: 'expired' }
  | { kind: 'wrong-account'; email: string }
  | { kind: 'camp-missing' };

/**
 * Accepts an invitation with its link's token, as the signed-in account
 * whose address it was sent to: the person joins the camp's staff with the
 * invitation's role (replacing a role they had there) and the invitation is
 * used up, in one transaction.
 */
export async function acceptInvitation(
  id: string,
  token: string,
  acceptor: { uid: string; email: string; name: string },
  now: Date = new Date(),
): Promise<AcceptOutcome> {
  const ref = staffInvitationsCollection().doc(id);
  return runTransaction(async (tx): Promise<AcceptOutcome> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { kind: 'not-found' };
    const invitation = snap.data() as StaffInvitation;
    if (!sameHash(invitation.tokenHash, hashInvitationToken(token))) return { kind: 'not-found' };
    if (isInvitationExpired(invitation, now)) return { kind: 'expired' };
    if (invitation.email !== acceptor.email) return { kind: 'wrong-account', email: invitation.email };
    const campSnap = await tx.get(campsCollection().doc(invitation.campId));
    if (!campSnap.exists) return { kind: 'camp-missing' };
    const member: CampStaffMember = {
      campId: invitation.campId,
      uid: acceptor.uid,
      role: invitation.role,
      email: acceptor.email,
      name: acceptor.name,
      invitedBy: invitation.invitedBy,
      acceptedAt: now.toISOString(),
    };
    tx.set(campStaffCollection().doc(campStaffId(invitation.campId, acceptor.uid)), member);
    tx.delete(ref);
    return { kind: 'accepted', campId: invitation.campId, CampName: (campSnap.get('CampName') as string) ?? invitation.CampName, role: invitation.role };
  });
}

/** Removes someone from a camp's staff; from their next request on they may do nothing there. */
export async function revokeStaff(
  campId: string,
  uid: string,
  authorize: (camp: Camp) => void,
): Promise<'revoked' | 'camp-missing' | 'not-staff'> {
  return runTransaction(async (tx) => {
    const campSnap = await tx.get(campsCollection().doc(campId));
    if (!campSnap.exists) return 'camp-missing';
    authorize(campSnap.data() as Camp);
    const ref = campStaffCollection().doc(campStaffId(campId, uid));
    if (!(await tx.get(ref)).exists) return 'not-staff';
    tx.delete(ref);
    return 'revoked';
  });
}

/** Withdraws a pending invitation of the camp's (its link stops working). */
export async function cancelInvitation(
  campId: string,
  id: string,
  authorize: (camp: Camp) => void,
): Promise<'cancelled' | 'camp-missing' | 'not-found'> {
  return runTransaction(async (tx) => {
    const campSnap = await tx.get(campsCollection().doc(campId));
    if (!campSnap.exists) return 'camp-missing';
    authorize(campSnap.data() as Camp);
    const ref = staffInvitationsCollection().doc(id);
    const snap = await tx.get(ref);
    if (!snap.exists || snap.get('campId') !== campId) return 'not-found';
    tx.delete(ref);
    return 'cancelled';
  });
}

/** A camp someone works at, with their role there, as their dashboard lists it. */
export interface StaffCamp {
  campId: string;
  role: StaffRole;
  CampName: string;
  DateTime: IsoDateTime;
  Location: string;
  TimeZone?: string;
}

/** The camps this person is staff of (camps since deleted or cancelled left out): those to come, soonest first, then those past, latest first. */
export async function staffCampsOf(uid: string, now: Date = new Date()): Promise<StaffCamp[]> {
  const memberships = await campStaffCollection().where('uid', '==', uid).get();
  if (memberships.empty) return [];
  const camps = await db.getAll(...memberships.docs.map((m) => campsCollection().doc(m.get('campId') as string)));
  return memberships.docs
    .flatMap((m, i): StaffCamp[] => {
      const camp = camps[i]!;
      if (!camp.exists) return [];
      const { CampName, DateTime, Location, TimeZone } = camp.data() as Camp;
      return [{ campId: camp.id, role: m.get('role') as StaffRole, CampName, DateTime, Location, ...(TimeZone ? { TimeZone } : {}) }];
    })
    .sort((a, b) => {
      const at = now.toISOString();
      const aPast = a.DateTime < at;
      const bPast = b.DateTime < at;
      if (aPast !== bPast) return aPast ? 1 : -1;
      return aPast ? b.DateTime.localeCompare(a.DateTime) : a.DateTime.localeCompare(b.DateTime);
    });
}

/** Whether this person is on any camp's staff (one indexed read at most). */
export async function isStaffOfAnyCamp(uid: string): Promise<boolean> {
  return !(await campStaffCollection().where('uid', '==', uid).select().limit(1).get()).empty;
}
