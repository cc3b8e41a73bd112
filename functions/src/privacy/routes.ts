/**
 * Health details and who read them: a registration's details for the
 * camp's organizers (and admins), each read logged; the participant's own
 * access log; the whole log for admins.
 */
import { accessorRoleFor, planSearch, canManageCamp, isCampOrganizer, type Accessor, type CampOwnership } from '@campcare/domain';
import { Router } from 'express';
import type { Transaction } from 'firebase-admin/firestore';
import { missingPermissionMessage, permissionsOn } from '../staff/staffAccess.ts';
import { campActor, CAMP_MISSING, NOT_YOUR_CAMP } from '../http/campAccess.ts';
import { requireAdmin, requireCaller, requireSignedIn, type Caller } from '../http/auth.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { pageRequestFrom, sendPage } from '../http/paging.ts';
import { documentId, parseOrThrow } from '../http/schemaValidation.ts';
import { listAccesses } from './accessLogStore.ts';
import { accessLogQuerySchema } from './schemas.ts';
import { campRegistrationsCsv, csvFileName } from './campCsv.ts';
import { exportCampRegistrations } from './exportStore.ts';
import { readHealthDetails, type HealthReadContext } from './healthStore.ts';

/**
 * Who may read a registration's health details: the participant (not
 * logged), the organizers of its camp, admins and the camp's clinicians
 * (logged; campPermissions healthDetails, the staff role read in the read's
 * own transaction). Door staff may not. A deleted camp's registrations keep
 * the organizers they were copied with.
 */
export function healthReader(caller: Caller) {
  return async ({ registration, camp }: HealthReadContext, tx: Transaction): Promise<Accessor | null> => {
    if (registration.participantUid === caller.uid) return null;
    const ownership = camp ?? registration;
    const granted = await permissionsOn(caller, registration.campId, ownership, tx);
    if (!granted.has('healthDetails')) {
      throw forbidden(caller.role === 'Organizer' || caller.admin ? NOT_YOUR_CAMP : missingPermissionMessage('healthDetails'));
    }
    return accessorFor(caller, ownership, !granted.has('manage'));
  };
}

/** The caller as the access log records them, for a camp whose details they may read (`asStaff`: as its clinician). */
function accessorFor(caller: Caller, camp: CampOwnership, asStaff = false): Accessor {
  const runsCamp = isCampOrganizer(caller.uid, camp);
  return { accessorUid: caller.uid, accessorName: caller.name, accessorRole: accessorRoleFor(runsCamp, caller.admin, asStaff) };
}

export function createPrivacyRouter(): Router {
  const router = Router();
  const registrationIdParam = documentId('Registration id');
  const campIdParam = documentId('Camp id');

  /** One registration's health details (the organizers' detail view): one log entry per read. */
  router.get('/registrations/:id/health', requireSignedIn, async (req, res) => {
    const caller = requireCaller(res);
    const id = parseOrThrow(registrationIdParam, req.params.id, 'The registration id');
    const outcome = await readHealthDetails(id, 'detail', healthReader(caller));
    if (outcome.kind === 'not-found') throw notFound('This registration does not exist.');
    res.set('Cache-Control', 'no-store');
    res.json({ registrationId: id, ...(outcome.details ?? {}), erased: outcome.details === null });
  });

  /**
   * A camp's registrations as CSV, health details included, for its
   * organizers (and admins): one log entry per registration whose details
   * go out, written before the file is answered.
   */
  router.get('/camps/:id/registrations.csv', requireSignedIn, async (req, res) => {
    const caller = requireCaller(res);
    const campId = parseOrThrow(campIdParam, req.params.id, 'The camp id');
    const outcome = await exportCampRegistrations(campId, (camp) => {
      if (!canManageCamp(campActor(caller), camp)) throw forbidden(NOT_YOUR_CAMP);
      return accessorFor(caller, camp);
    });
    if (outcome.kind === 'camp-missing') throw notFound(CAMP_MISSING);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="${csvFileName(outcome.camp)}"`);
    res.set('Cache-Control', 'no-store');
    // A byte order mark, so that spreadsheets read the names' accents as UTF-8.
    res.send(`\uFEFF${campRegistrationsCsv(outcome.rows)}`);
  });

  /** Who read the caller's health details, newest first; `searchValue`: by the reader's or the camp's name. */
  router.get('/me/accessLog', requireSignedIn, async (req, res) => {
    const caller = requireCaller(res);
    const query = parseOrThrow(accessLogQuerySchema, req.query, 'The query');
    const page = pageRequestFrom(query);
    sendPage(res, page, await listAccesses({ participantUid: caller.uid }, planSearch(query.searchValue), page), (e) => e._id);
  });

  /** The whole access log, newest first; `searchValue`: by the reader's, the participant's or the camp's name. */
  router.get('/accessLog', requireAdmin, async (req, res) => {
    const query = parseOrThrow(accessLogQuerySchema, req.query, 'The query');
    const page = pageRequestFrom(query);
    sendPage(res, page, await listAccesses({}, planSearch(query.searchValue), page), (e) => e._id);
  });

  return router;
}

export const privacyRouter = createPrivacyRouter();
