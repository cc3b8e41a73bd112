/**
 * Walk-ins: a camp's door or clinician staff (and its organizers) register
 * a person who arrived without an account, with their consent given in
 * person; the person may later claim that registration with an account,
 * with the one-time code they were given at the door.
 */
import { randomBytes } from 'node:crypto';
import { claimCodeFromBytes, formatClaimCode, walkInTime, type AttendeeView } from '@campcare/domain';
import { Router, type Request } from 'express';
import { CAMP_MISSING } from '../http/campAccess.ts';
import { requireCaller, requireSignedIn } from '../http/auth.ts';
import { ApiError, badRequest, conflict, notFound } from '../http/errors.ts';
import { documentId, DOCUMENT_ID, parseOrThrow } from '../http/schemaValidation.ts';
import { enforceRateLimit } from '../rateLimits/rateLimitAccess.ts';
import { assertCampPermission, requireCampWorker } from '../staff/staffAccess.ts';
import { claimInputSchema, walkInInputSchema } from './schemas.ts';
import { claimWalkIn, createWalkIn, replaceClaimCode } from './walkInStore.ts';

const newClaimCode = () => claimCodeFromBytes((count) => randomBytes(count));

function campIdParam(req: Request): string {
  const id = String(req.params.id ?? '');
  if (!DOCUMENT_ID.test(id)) throw notFound(CAMP_MISSING);
  return id;
}

const CLAIM_CODE_TAKEN = 'This claim code is already in use: make another one and send the walk-in again.';

/** What the door sees of the walk-in: as the door list shows it (a walk-in has no email). */
function doorView({ ParticipantEmail: _none, ...attendee }: AttendeeView): AttendeeView {
  return attendee;
}

export const walkInsRouter = Router();

/**
 * 201 `{ acknowledged, insertedId, ticket, claimCode, registration }` for a
 * new walk-in (the code is shown once: only its hash is kept); 200 with
 * `replayed: true` and `claimCode: null` when the device sent this
 * `requestId` before; 409 `walk-in-paid-camp`, `camp-full`, `walk-in-closed`.
 */
walkInsRouter.post('/camps/:id/walkIns', requireCampWorker, async (req, res) => {
  const caller = requireCaller(res);
  const campId = campIdParam(req);
  const input = parseOrThrow(walkInInputSchema, req.body, 'The walk-in');
  // A walk-in takes a seat, like the door's other writes; a phone back online sends its queue at once.
  await enforceRateLimit('checkin', req, res);
  const at = walkInTime(input.recordedAt, new Date());
  if (!at) throw badRequest('The walk-in has invalid fields: recordedAt.', { recordedAt: 'recordedAt must be within the last 7 days, and not ahead of now.' });
  const claimCode = input.claimCode ?? newClaimCode();
  const outcome = await createWalkIn(campId, input, { uid: caller.uid, name: caller.name }, at, claimCode, async (camp, tx) => {
    await assertCampPermission(caller, campId, camp, 'walkIn', tx);
  });
  switch (outcome.kind) {
    case 'camp-missing':
      throw notFound(CAMP_MISSING);
    case 'closed':
      throw conflict('walk-in-closed', 'This camp is over (or cancelled): no more walk-ins can be registered.');
    case 'paid-camp':
      throw conflict('walk-in-paid-camp', 'Walk-ins are registered at free camps only: door staff take no payments.');
    case 'full':
      throw conflict('camp-full', 'Every seat of this camp is taken.');
    case 'code-taken':
      throw badRequest(CLAIM_CODE_TAKEN, { claimCode: CLAIM_CODE_TAKEN });
    case 'replayed':
      res.json({ acknowledged: true, replayed: true, insertedId: outcome.id, ticket: outcome.ticket, claimCode: null, registration: doorView(outcome.attendee) });
      return;
    case 'created':
      res.status(201).json({
        acknowledged: true,
        insertedId: outcome.id,
        ticket: outcome.ticket,
        claimCode: formatClaimCode(claimCode),
        registration: doorView(outcome.attendee),
      });
  }
});

/** A new claim code for an unclaimed walk-in (the old one stops working), shown once. */
walkInsRouter.post('/registrations/:id/claimCode', requireCampWorker, async (req, res) => {
  const caller = requireCaller(res);
  const id = parseOrThrow(documentId('Registration id'), req.params.id, 'The registration id');
  const claimCode = newClaimCode();
  const outcome = await replaceClaimCode(id, claimCode, caller.uid, async (campId, camp, tx) => {
    await assertCampPermission(caller, campId, camp, 'walkIn', tx);
  });
  switch (outcome.kind) {
    case 'missing':
    case 'not-a-walk-in':
      throw notFound('No walk-in has this registration id.');
    case 'claimed':
      throw conflict('registration-changed', 'This walk-in was already claimed by an account.');
    case 'code-taken':
      throw conflict('aborted', 'Please try again.');
    case 'issued':
      res.json({ acknowledged: true, claimCode: formatClaimCode(claimCode) });
  }
});

/** Claims a walk-in's registration with its one-time code, for the signed-in account. */
walkInsRouter.post('/walkIns/claim', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const { code } = parseOrThrow(claimInputSchema, req.body, 'The claim');
  // A claim tries a one-time code: limited like a registration, so codes cannot be guessed at speed.
  await enforceRateLimit('registration', req, res);
  if (!caller.email) throw badRequest('Your account has no email address; add one before claiming a registration.');
  const outcome = await claimWalkIn(code, { uid: caller.uid, email: caller.email });
  switch (outcome.kind) {
    case 'invalid':
      throw new ApiError(404, 'claim-code-invalid', 'This code is not valid, or it was already used.');
    case 'already-registered':
      throw conflict('already-registered', `You already have a registration of your own for ${outcome.CampName}.`);
    case 'claimed':
      res.json({ acknowledged: true, registrationId: outcome.registrationId, campId: outcome.campId, CampName: outcome.CampName });
  }
});
