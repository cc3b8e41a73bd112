/**
 * Camps: the home page's popular camps, the paged and searchable list, a
 * camp's details, the organizers' create / update / delete, and the
 * dashboard counters.
 */
import {
  CAMP_DATE_IN_PAST_MESSAGE,
  campDateProblem,
  canChangeCampOrganizers,
  coOrganizerAdditionProblem,
  coOrganizerRemovalProblem,
  planSearch,
} from '@campcare/domain';
import { Router, type Request } from 'express';
import { isOrganizer, optionalCaller, requireCaller, requireOrganizer } from '../http/auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { pageRequestFrom, sendPage } from '../http/paging.ts';
import { DOCUMENT_ID, parseOrThrow, USER_ID } from '../http/schemaValidation.ts';
import { assertCanManageCamp, campActor, CAMP_MISSING } from '../http/campAccess.ts';
import { paymentsForRoutes } from '../payments/paymentAnswers.ts';
import { currentPaymentsContext, type PaymentsContext } from '../payments/paymentsContext.ts';
import { accountByEmail } from '../users/userStore.ts';
import { listCancelledCamps } from './cancelledCampStore.ts';
import { propagateCampFields } from './campCopyStore.ts';
import {
  campCounts,
  cancelCamp,
  campOrganizers,
  changeCampOrganizers,
  createCamp,
  deleteCamp,
  getCamp,
  getCancelledCamp,
  imageExists,
  listCamps,
  popularCamps,
  updateCamp,
} from './campStore.ts';
import {
  campInputSchema,
  campListQuerySchema,
  cancelCampSchema,
  cancelledCampsQuerySchema,
  coOrganizerInputSchema,
  imageIdFromUrl,
  type CampInput,
} from './schemas.ts';
import { enforceRateLimit } from '../rateLimits/rateLimitAccess.ts';

/** A camp id from the path; anything we could never have generated is simply not found. */
function campIdParam(req: Request): string {
  const id = String(req.params.id ?? '');
  if (!DOCUMENT_ID.test(id)) throw notFound(CAMP_MISSING);
  return id;
}

/** Parses a camp body and checks that its image, when it names one, is one that was uploaded. */
async function campInput(body: unknown): Promise<CampInput> {
  const input = parseOrThrow(campInputSchema, body, 'The camp');
  if (!input.Image) return input;
  const imageId = imageIdFromUrl(input.Image);
  if (!imageId || !(await imageExists(imageId))) {
    throw badRequest('The camp has invalid fields: Image.', { Image: 'This image was not found. Upload the picture again.' }, { Image: 'not-found' });
  }
  return input;
}

/** A new camp, or an edit moving one, to a date that is not after now. */
const datePassed = () => badRequest('The camp has invalid fields: DateTime.', { DateTime: CAMP_DATE_IN_PAST_MESSAGE }, { DateTime: 'in-past' });

const NOT_CREATOR = "Only the camp's creator (or an admin) can add or remove its organizers.";
const NO_ORGANIZER_ACCOUNT = 'No organizer account uses this email address: an admin must make an account an organizer first.';
const noOrganizerAccount = () => badRequest(NO_ORGANIZER_ACCOUNT, { email: NO_ORGANIZER_ACCOUNT }, { email: 'no-organizer-account' });

/** The routes, with the payment provider a camp's cancellation refunds through (tests pass their own). */
export function createCampsRouter(configuredPayments: () => PaymentsContext = currentPaymentsContext): Router {
  const getPayments = paymentsForRoutes(configuredPayments);
  const campsRouter = Router();

  campsRouter.get('/allcamp', async (_req, res) => {
    res.json(await popularCamps());
  });

  campsRouter.get('/allavilableCamps', async (req, res) => {
    const query = parseOrThrow(campListQuerySchema, req.query, 'The query');
    const page = pageRequestFrom(query);
    const list = await listCamps({
      sortValue: query.sortValue,
      search: planSearch(query.searchValue),
      page,
      organizerUid: query.organizer ?? null,
    });
    sendPage(res, page, list, (camp) => camp._id);
  });

  /**
   * Manage Camps' cancelled camps: the caller's own (an admin: everyone's,
   * or one organizer's), newest cancellation first, with their refund
   * progress. An organizer asking for someone else's is refused.
   */
  campsRouter.get('/cancelledCamps', requireOrganizer, async (req, res) => {
    const caller = requireCaller(res);
    const query = parseOrThrow(cancelledCampsQuerySchema, req.query, 'The query');
    if (!caller.admin && query.organizer && query.organizer !== caller.uid) throw forbidden('Organizers see only the cancelled camps they ran.');
    const page = pageRequestFrom(query);
    const scope = caller.admin ? (query.organizer ?? null) : caller.uid;
    sendPage(res, page, await listCancelledCamps(scope, page), (camp) => camp._id);
  });

  campsRouter.get('/campDetails/:id', async (req, res) => {
    const id = campIdParam(req);
    // A cancelled camp's page still opens, and says it was cancelled and why.
    const camp = (await getCamp(id)) ?? (await getCancelledCamp(id));
    if (!camp) throw notFound(CAMP_MISSING);
    res.json(camp);
  });

  campsRouter.post('/addCamp', requireOrganizer, async (req, res) => {
    const input = await campInput(req.body);
    if (campDateProblem(input.DateTime, null)) throw datePassed();
    const camp = await createCamp(input, requireCaller(res).uid);
    res.status(201).json({ acknowledged: true, insertedId: camp._id, camp });
  });

  campsRouter.put('/updateCamp/:id', requireOrganizer, async (req, res) => {
    const id = campIdParam(req);
    const input = await campInput(req.body);
    const caller = requireCaller(res);
    await enforceRateLimit('campMail', req, res);
    const outcome = await updateCamp(id, input, (current) => assertCanManageCamp(caller, current));
    switch (outcome.kind) {
      case 'camp-missing':
        throw notFound(CAMP_MISSING);
      case 'capacity-problem':
        throw badRequest('The camp has invalid fields: Capacity.', { Capacity: outcome.problem }, { Capacity: 'below-taken' });
      case 'date-in-past':
        throw datePassed();
      case 'updated':
        res.json({ acknowledged: true, modifiedCount: 1, camp: outcome.camp });
    }
  });

  campsRouter.delete('/campDelete/:id', requireOrganizer, async (req, res) => {
    const caller = requireCaller(res);
    const outcome = await deleteCamp(campIdParam(req), (camp) => assertCanManageCamp(caller, camp));
    switch (outcome.kind) {
      case 'camp-missing':
        throw notFound(CAMP_MISSING);
      case 'has-registrations':
        throw conflict(
          'camp-has-registrations',
          'People have registered for this camp, so it cannot be deleted. Cancel it instead: paid registrations are refunded.',
        );
      case 'deleted':
        res.json({ acknowledged: true, deletedCount: 1 });
    }
  });

  /**
   * Cancels a camp with a reason: it leaves every list at once, and its
   * registrations are refunded and their open payments cancelled in the
   * background (202). Asking again resumes an unfinished cancellation.
   */
  campsRouter.post('/cancelCamp/:id', requireOrganizer, async (req, res) => {
    const caller = requireCaller(res);
    const id = campIdParam(req);
    const { reason } = parseOrThrow(cancelCampSchema, req.body, 'The cancellation');
    await enforceRateLimit('campMail', req, res);
    const outcome = await cancelCamp(id, reason, getPayments().provider.kind, (camp) => assertCanManageCamp(caller, camp));
    switch (outcome.kind) {
      case 'camp-missing':
        throw notFound(CAMP_MISSING);
      case 'already-cancelled':
        throw conflict('camp-cancelled', 'This camp is already cancelled.');
      case 'cancelling':
        res.status(202).json({ acknowledged: true, cancellation: outcome.job });
    }
  });

  campsRouter.get('/allcampCount', async (_req, res) => {
    const caller = optionalCaller(res);
    res.json(await campCounts(caller ? { uid: caller.uid, organizer: isOrganizer(caller), admin: caller.admin } : null));
  });

  // Co-organizers: the camp's creator (or an admin) adds organizers by email and removes them.

  campsRouter.get('/camps/:id/organizers', requireOrganizer, async (req, res) => {
    const caller = requireCaller(res);
    const camp = await getCamp(campIdParam(req));
    if (!camp) throw notFound(CAMP_MISSING);
    assertCanManageCamp(caller, camp);
    res.json(await campOrganizers(camp));
  });

  campsRouter.post('/camps/:id/organizers', requireOrganizer, async (req, res) => {
    const caller = requireCaller(res);
    const id = campIdParam(req);
    const { email } = parseOrThrow(coOrganizerInputSchema, req.body, 'The organizer');
    const candidate = await accountByEmail(email);
    const camp = await changeCampOrganizers(id, (current) => {
      assertCanManageCamp(caller, current);
      if (!canChangeCampOrganizers(campActor(caller), current)) throw forbidden(NOT_CREATOR);
      // No account and a participant's account get the same answer: the form must not tell who has an account.
      if (!candidate) throw noOrganizerAccount();
      switch (coOrganizerAdditionProblem(current, { uid: candidate.uid, isOrganizer: candidate.role === 'Organizer' })) {
        case 'not-an-organizer':
          throw noOrganizerAccount();
        case 'already-listed':
          throw conflict('already-organizer', `${email} already runs this camp.`);
        case 'too-many':
          throw conflict('too-many-organizers', 'This camp already has the most organizers it can have.');
        case null:
          return [...(current.organizerUids ?? []), candidate.uid];
      }
    });
    if (!camp) throw notFound(CAMP_MISSING);
    await propagateCampFields(id, { organizerUids: camp.organizerUids });
    res.status(201).json(await campOrganizers(camp));
  });

  campsRouter.delete('/camps/:id/organizers/:uid', requireOrganizer, async (req, res) => {
    const caller = requireCaller(res);
    const id = campIdParam(req);
    const uid = String(req.params.uid ?? '');
    if (!USER_ID.test(uid)) throw notFound('This person does not run this camp.');
    const camp = await changeCampOrganizers(id, (current) => {
      assertCanManageCamp(caller, current);
      if (!canChangeCampOrganizers(campActor(caller), current)) throw forbidden(NOT_CREATOR);
      switch (coOrganizerRemovalProblem(current, uid)) {
        case 'not-listed':
          throw notFound('This person does not run this camp.');
        case 'creator':
          throw conflict('creator-stays', "The camp's creator cannot be removed from it.");
        case null:
          return (current.organizerUids ?? []).filter((u) => u !== uid);
      }
    });
    if (!camp) throw notFound(CAMP_MISSING);
    await propagateCampFields(id, { organizerUids: camp.organizerUids });
    res.json(await campOrganizers(camp));
  });

  return campsRouter;
}

export const campsRouter = createCampsRouter();
