/**
 * Camp staff: a camp's organizers invite people by email to a role on that
 * camp (door, clinician), see them and revoke them; the invitee opens the
 * mailed link and accepts while signed in with that address (no promotion
 * needed: any account may be staff); staff list the camps they work at.
 */
import { randomBytes } from 'node:crypto';
import { Router, type Request } from 'express';
import { assertCanManageCamp, CAMP_MISSING } from '../http/campAccess.ts';
import { requireCaller, requireSignedIn } from '../http/auth.ts';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.ts';
import { DOCUMENT_ID, documentId, parseOrThrow, USER_ID } from '../http/schemaValidation.ts';
import { mailLinks } from '../mail/links.ts';
import { readMailLanguage } from '../mail/mailPreferencesStore.ts';
import { staffInvitationMail } from '../mail/staffMails.ts';
import { db } from '../firestore/firebase.ts';
import { accountByEmail } from '../users/userStore.ts';
import { invitationTokenSchema, staffInviteSchema } from './schemas.ts';
import {
  acceptInvitation,
  cancelInvitation,
  invitationByLink,
  inviteStaff,
  listCampStaff,
  revokeStaff,
  staffCampsOf,
} from './staffStore.ts';
import { enforceRateLimit } from '../rateLimits/rateLimitAccess.ts';

function campIdParam(req: Request): string {
  const id = String(req.params.id ?? '');
  if (!DOCUMENT_ID.test(id)) throw notFound(CAMP_MISSING);
  return id;
}

const INVITATION_NOT_FOUND = 'This invitation does not exist, was withdrawn or already used.';

export const staffRouter = Router();

/** The camp's staff and pending invitations, for its organizers (and admins). */
staffRouter.get('/camps/:id/staff', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const id = campIdParam(req);
  const list = await listCampStaff(id, (camp) => assertCanManageCamp(caller, camp));
  if (!list) throw notFound(CAMP_MISSING);
  res.json(list);
});

/** Invites an address to the camp's staff: 201 with the pending invitation; the mail carries the link. */
staffRouter.post('/camps/:id/staff', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const id = campIdParam(req);
  const { email, role } = parseOrThrow(staffInviteSchema, req.body, 'The invitation');
  await enforceRateLimit('campMail', req, res);
  const invitee = await accountByEmail(email);
  // The invitee's own language when they have an account and chose one, else the organizer's.
  const language = await readMailLanguage(db, invitee?.uid ?? caller.uid);
  const outcome = await inviteStaff(
    id,
    { email, role, inviteeUid: invitee?.uid ?? null, inviter: { uid: caller.uid, name: caller.name }, token: randomBytes(32).toString('base64url') },
    (camp) => assertCanManageCamp(caller, camp),
    (facts) => staffInvitationMail(facts, mailLinks(), language),
  );
  switch (outcome.kind) {
    case 'camp-missing':
      throw notFound(CAMP_MISSING);
    case 'organizer':
      throw conflict('staff-is-organizer', `${email} already runs this camp.`);
    case 'already-staff':
      throw conflict('already-staff', `${email} is already ${outcome.role === 'door' ? 'door staff' : 'a clinician'} at this camp.`);
    case 'too-many':
      throw conflict('too-many-staff', 'This camp already has the most staff and invitations it can have.');
    case 'invited':
      res.status(201).json(outcome.invitation);
  }
});

/** Removes someone from the camp's staff: refused from their next request on. */
staffRouter.delete('/camps/:id/staff/:uid', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const id = campIdParam(req);
  const uid = String(req.params.uid ?? '');
  if (!USER_ID.test(uid)) throw notFound('This person is not on this camp’s staff.');
  const outcome = await revokeStaff(id, uid, (camp) => assertCanManageCamp(caller, camp));
  if (outcome === 'camp-missing') throw notFound(CAMP_MISSING);
  if (outcome === 'not-staff') throw notFound('This person is not on this camp’s staff.');
  res.json({ acknowledged: true, deletedCount: 1 });
});

/** Withdraws a pending invitation. */
staffRouter.delete('/camps/:id/staffInvitations/:invitationId', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const id = campIdParam(req);
  const invitationId = String(req.params.invitationId ?? '');
  if (!DOCUMENT_ID.test(invitationId)) throw notFound(INVITATION_NOT_FOUND);
  const outcome = await cancelInvitation(id, invitationId, (camp) => assertCanManageCamp(caller, camp));
  if (outcome === 'camp-missing') throw notFound(CAMP_MISSING);
  if (outcome === 'not-found') throw notFound(INVITATION_NOT_FOUND);
  res.json({ acknowledged: true, deletedCount: 1 });
});

/** What an invitation link offers (camp, role, address), for the page that accepts it. Anyone with the link may look. */
staffRouter.get('/staffInvitations/:invitationId', async (req, res) => {
  const invitationId = parseOrThrow(documentId('Invitation id'), req.params.invitationId, 'The invitation id');
  const { token } = parseOrThrow(invitationTokenSchema, req.query, 'The invitation link');
  const preview = await invitationByLink(invitationId, token);
  if (!preview) throw notFound(INVITATION_NOT_FOUND);
  res.set('Cache-Control', 'no-store');
  res.json(preview);
});

/** Accepts an invitation as the signed-in account it was sent to. */
staffRouter.post('/staffInvitations/:invitationId/accept', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const invitationId = parseOrThrow(documentId('Invitation id'), req.params.invitationId, 'The invitation id');
  const { token } = parseOrThrow(invitationTokenSchema, req.body, 'The invitation link');
  if (!caller.email) throw badRequest('Your account has no email address, so it cannot accept an invitation.');
  const outcome = await acceptInvitation(invitationId, token, { uid: caller.uid, email: caller.email, name: caller.name });
  switch (outcome.kind) {
    case 'not-found':
      throw notFound(INVITATION_NOT_FOUND);
    case 'expired':
      throw conflict('invitation-expired', 'This invitation has expired: ask the camp’s organizer for a new one.');
    case 'wrong-account':
      throw new ApiError(403, 'invitation-wrong-account', 'This invitation was sent to another email address: sign in with that address to accept it.');
    case 'camp-missing':
      throw notFound(CAMP_MISSING);
    case 'accepted':
      res.json({ acknowledged: true, campId: outcome.campId, CampName: outcome.CampName, role: outcome.role });
  }
});

/** The camps the caller is staff of, with their role at each. */
staffRouter.get('/me/staffCamps', requireSignedIn, async (_req, res) => {
  const caller = requireCaller(res);
  res.json(await staffCampsOf(caller.uid));
});

