/**
 * Health details and who read them: a registration's details for the
 * camp's organizers (and admins), each read logged; the participant's own
 * access log; the whole log for admins.
 */
import { accessorRoleFor, canManageCamp, type Accessor } from '@campcare/domain';
import { Router } from 'express';
import { campActor, NOT_YOUR_CAMP } from '../camps/campAccess.ts';
import { requireAdmin, requireCaller, requireSignedIn, type Caller } from '../http/auth.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { pageRequestFrom, sendPage } from '../http/paging.ts';
import { documentId, parseOrThrow } from '../http/schemaValidation.ts';
import { pageQuerySchema } from '../registrations/schemas.ts';
import { listAccessesTo, listAllAccesses } from './accessLogStore.ts';
import { readHealthDetails, type HealthReadContext } from './healthStore.ts';

/**
 * Who may read a registration's health details: the participant (not
 * logged), the organizers of its camp and admins (logged). A deleted camp's
 * registrations keep the organizers they were copied with.
 */
export function healthReader(caller: Caller) {
  return ({ registration, camp }: HealthReadContext): Accessor | null => {
    if (registration.participantUid === caller.uid) return null;
    const ownership = camp ?? registration;
    if (!canManageCamp(campActor(caller), ownership)) {
      throw forbidden(caller.role === 'Organizer' || caller.admin ? NOT_YOUR_CAMP : 'Only the camp’s organizers can see these details.');
    }
    const runsCamp = ownership.organizerUids.includes(caller.uid);
    return { accessorUid: caller.uid, accessorName: caller.name, accessorRole: accessorRoleFor(runsCamp, caller.admin) };
  };
}

export function createPrivacyRouter(): Router {
  const router = Router();
  const registrationIdParam = documentId('Registration id');

  /** One registration's health details (the organizers' detail view): one log entry per read. */
  router.get('/registrations/:id/health', requireSignedIn, async (req, res) => {
    const caller = requireCaller(res);
    const id = parseOrThrow(registrationIdParam, req.params.id, 'The registration id');
    const outcome = await readHealthDetails(id, 'detail', healthReader(caller));
    if (outcome.kind === 'not-found') throw notFound('This registration does not exist.');
    res.set('Cache-Control', 'no-store');
    res.json({ registrationId: id, ...(outcome.details ?? {}), erased: outcome.details === null });
  });

  /** Who read the caller's health details, newest first. */
  router.get('/me/accessLog', requireSignedIn, async (req, res) => {
    const caller = requireCaller(res);
    const page = pageRequestFrom(parseOrThrow(pageQuerySchema, req.query, 'The query'));
    sendPage(res, page, await listAccessesTo(caller.uid, page), (e) => e._id);
  });

  /** The whole access log, newest first. */
  router.get('/accessLog', requireAdmin, async (req, res) => {
    const page = pageRequestFrom(parseOrThrow(pageQuerySchema, req.query, 'The query'));
    sendPage(res, page, await listAllAccesses(page), (e) => e._id);
  });

  return router;
}

export const privacyRouter = createPrivacyRouter();
