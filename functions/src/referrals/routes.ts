/**
 * Referrals and their follow-up: a camp's clinical settings (thresholds,
 * facility, follow-up days), a clinician adding or dismissing a referral
 * with a note, the camp's follow-up list with contact attempts and
 * outcomes, one referral for its slip, and a person's own referrals.
 *
 * Who: the camp's organizers and admins, and its clinicians
 * (campPermissions recordResults, followUp and healthDetails); door staff
 * and other camps' clinicians get 403. The person referred (or their
 * guardian) reads their own. Every read is in the access log, theirs too. The
 * clinical figures (counts, never a person's values) are the organizers'
 * and admins', like the rest of the analytics.
 */
import { accessorRoleFor, isCampOrganizer, selfAccessor, type Accessor, type CampOwnership, type CampPermission } from '@campcare/domain';
import { clinicalFiguresByCamp } from '@campcare/domain/clinical';
import { Router, type Request } from 'express';
import type { Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { CAMP_MISSING, campScopeOf, NOT_YOUR_CAMP } from '../http/campAccess.ts';
import { requireCaller, requireOrganizer, requireSignedIn, type Caller } from '../http/auth.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { organizerParam } from '../http/listQuery.ts';
import { DOCUMENT_ID, parseOrThrow } from '../http/schemaValidation.ts';
import { missingPermissionMessage, permissionsOn } from '../staff/staffAccess.ts';
import { clinicalRowsInScope } from './clinicalFiguresStore.ts';
import { clinicalSettingsOfCamp, updateClinicalSettings } from './clinicalSettingsStore.ts';
import {
  addClinicianReferral,
  dismissReferral,
  listCampFollowUp,
  listOwnReferrals,
  logContactAttempt,
  readReferral,
  recordOutcome,
  type ReferralChangeOutcome,
} from './referralStore.ts';
import { clinicalSettingsSchema, clinicianReferralSchema, contactAttemptSchema, dismissalSchema, outcomeSchema } from './schemas.ts';

const REFERRAL_MISSING = 'This referral does not exist (it may have been erased with its camp’s health data).';

function idParam(req: Request, missing: string): string {
  const id = String(req.params.id ?? '');
  if (!DOCUMENT_ID.test(id)) throw notFound(missing);
  return id;
}

/** Throws 403 unless the caller has every one of `needed` on the camp; returns all they have there. */
async function requirePermissions(caller: Caller, campId: string, camp: CampOwnership, needed: readonly CampPermission[], tx?: Transaction) {
  const granted = await permissionsOn(caller, campId, camp, tx);
  const missing = needed.find((p) => !granted.has(p));
  if (missing) throw forbidden(missingPermissionMessage(missing));
  return granted;
}

/** The caller as the access log records them on this camp. */
function accessorFor(caller: Caller, camp: CampOwnership, granted: ReadonlySet<CampPermission>): Accessor {
  return {
    accessorUid: caller.uid,
    accessorName: caller.name,
    accessorRole: accessorRoleFor(isCampOrganizer(caller.uid, camp), caller.admin, !granted.has('manage')),
  };
}

/** 404 or 409 for a change that found nothing to change. */
function changed(outcome: ReferralChangeOutcome) {
  if (outcome.kind === 'not-found') throw notFound(REFERRAL_MISSING);
  if (outcome.kind === 'not-open') throw conflict('referral-not-open', `This referral is already ${outcome.referral.status}.`);
  return outcome.referral;
}

export const referralsRouter = Router();

/** An admin's filter: one organizer's camps. Ignored for organizers, who see their own. */
const figuresQuerySchema = z.object({ organizer: organizerParam });

/**
 * Screened, referred (by reason), referral rate, follow-up closure and time
 * to closure, of every camp in scope with a result or a referral and of all
 * of them together: an organizer's camps, or for an admin every camp (or one
 * organizer's with `organizer`). Only counts leave: no person's record is
 * read out, so nothing goes in the access log.
 */
referralsRouter.get('/clinicalFigures', requireOrganizer, async (req, res) => {
  const caller = requireCaller(res);
  const query = parseOrThrow(figuresQuerySchema, req.query, 'The query');
  const rows = await clinicalRowsInScope(campScopeOf(caller, query.organizer));
  const { total, byCamp } = clinicalFiguresByCamp(rows.results, rows.referrals);
  res.set('Cache-Control', 'no-store');
  res.json({ total, camps: rows.camps.map((camp) => ({ camp, figures: byCamp[camp._id]! })) });
});

/** A camp's thresholds (with the defaults), facility and follow-up days: its organizers and clinicians. */
referralsRouter.get('/camps/:id/clinicalSettings', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const campId = idParam(req, CAMP_MISSING);
  const settings = await clinicalSettingsOfCamp(campId, async (camp) => {
    await requirePermissions(caller, campId, camp, ['recordResults']);
  });
  if (!settings) throw notFound(CAMP_MISSING);
  res.set('Cache-Control', 'no-store');
  res.json(settings);
});

/** Replaces a camp's clinical settings: its organizers (and admins) only. */
referralsRouter.put('/camps/:id/clinicalSettings', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const campId = idParam(req, CAMP_MISSING);
  const input = parseOrThrow(clinicalSettingsSchema, req.body, 'The clinical settings');
  const outcome = await updateClinicalSettings(campId, input, caller.uid, async (camp, tx) => {
    const granted = await permissionsOn(caller, campId, camp, tx);
    if (!granted.has('manage')) throw forbidden(NOT_YOUR_CAMP);
  });
  if (outcome.kind === 'camp-missing') throw notFound(CAMP_MISSING);
  res.json(outcome.settings);
});

/** A clinician refers someone by hand: 201 with the referral. */
referralsRouter.post('/camps/:id/referrals', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const campId = idParam(req, CAMP_MISSING);
  const input = parseOrThrow(clinicianReferralSchema, req.body, 'The referral');
  const outcome = await addClinicianReferral(campId, input, caller.uid, async ({ camp }, tx) => {
    await requirePermissions(caller, campId, camp, ['recordResults'], tx);
  });
  if (outcome.kind === 'camp-missing') throw notFound(CAMP_MISSING);
  if (outcome.kind === 'registration-missing') throw notFound('This registration does not exist at this camp.');
  res.status(201).json(outcome.referral);
});

/** The camp's follow-up list, due soonest first, with each person's phone: each registration's read logged. */
referralsRouter.get('/camps/:id/referrals', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const campId = idParam(req, CAMP_MISSING);
  const outcome = await listCampFollowUp(campId, async (camp) => accessorFor(caller, camp, await requirePermissions(caller, campId, camp, ['followUp', 'healthDetails'])));
  if (outcome.kind === 'camp-missing') throw notFound(CAMP_MISSING);
  res.set('Cache-Control', 'no-store');
  res.json({ CampName: outcome.camp.CampName, rows: outcome.rows });
});

/** A clinician dismisses an open referral, saying why. */
referralsRouter.post('/referrals/:id/dismiss', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const id = idParam(req, REFERRAL_MISSING);
  const { note } = parseOrThrow(dismissalSchema, req.body, 'The dismissal');
  const outcome = await dismissReferral(id, note, async (referral, camp, tx) => {
    await requirePermissions(caller, referral.campId, camp, ['recordResults'], tx);
  });
  res.json(changed(outcome));
});

/** One try at reaching the person: 201 with the attempt. */
referralsRouter.post('/referrals/:id/attempts', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const id = idParam(req, REFERRAL_MISSING);
  const input = parseOrThrow(contactAttemptSchema, req.body, 'The contact attempt');
  const outcome = await logContactAttempt(id, input, caller.uid, async (referral, camp, tx) => {
    await requirePermissions(caller, referral.campId, camp, ['followUp'], tx);
  });
  if (outcome.kind === 'not-found') throw notFound(REFERRAL_MISSING);
  if (outcome.kind === 'not-open') throw conflict('referral-not-open', `This referral is already ${outcome.referral.status}.`);
  res.status(201).json(outcome.attempt);
});

/** What the follow-up found: closes the referral. */
referralsRouter.post('/referrals/:id/outcome', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const id = idParam(req, REFERRAL_MISSING);
  const input = parseOrThrow(outcomeSchema, req.body, 'The outcome');
  const outcome = await recordOutcome(id, input, async (referral, camp, tx) => {
    await requirePermissions(caller, referral.campId, camp, ['followUp'], tx);
  });
  res.json(changed(outcome));
});

/** One referral for its slip or its follow-up page: the person's own, or the camp's organizers and clinicians; logged either way. */
referralsRouter.get('/referrals/:id', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const id = idParam(req, REFERRAL_MISSING);
  const outcome = await readReferral(id, async (referral, { registration, camp }, tx) => {
    if (registration.participantUid && registration.participantUid === caller.uid) return selfAccessor(caller.uid, caller.name);
    return accessorFor(caller, camp, await requirePermissions(caller, referral.campId, camp, ['healthDetails'], tx));
  });
  if (outcome.kind === 'not-found') throw notFound(REFERRAL_MISSING);
  res.set('Cache-Control', 'no-store');
  res.json(outcome.detail);
});

/** The caller's own referrals, and those of the people they registered: the read is logged, the caller as its reader. */
referralsRouter.get('/me/referrals', requireSignedIn, async (_req, res) => {
  const caller = requireCaller(res);
  res.set('Cache-Control', 'no-store');
  res.json(await listOwnReferrals(selfAccessor(caller.uid, caller.name)));
});
