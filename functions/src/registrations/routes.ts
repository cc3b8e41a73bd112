/**
 * Registrations: joining a camp, cancelling, confirming, and the lists of
 * registrations and payments. Every decision goes through the domain rules,
 * so the API refuses exactly what the web app's buttons disable.
 */
import {
  canConfirm,
  canDeleteRegistration,
  canManageCamp,
  initialRegistrationState,
  isCampOpenForRegistration,
  isWaitlisted,
  WAITLISTED_HOLDS_NO_SEAT,
  participantRefund,
  type Booking,
  type Registration,
} from '@campcare/domain';
import { Router, type Request, type Response } from 'express';
import { logger } from 'firebase-functions';
import { assertCanManageCamp, campActor, campScopeOf, CAMP_MISSING, NOT_YOUR_CAMP } from '../camps/campAccess.ts';
import { isOrganizer, requireCaller, requireOrganizer, requireParticipant, requireSignedIn, type Caller } from '../http/auth.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { pageRequestFrom, sendPage } from '../http/paging.ts';
import { documentId, emailPathParam, parseOrThrow } from '../http/schemaValidation.ts';
import { currentPaymentsContext, type PaymentsContext } from '../payments/config.ts';
import { ProviderRefusal } from '../payments/provider.ts';
import { recordRegistrationPayment } from '../payments/recorder.ts';
import { accountByEmail } from '../users/userStore.ts';
import { bookingsOfRegistration, refundBookingPayment } from '../payments/refunds.ts';
import {
  confirmRegistration,
  createRegistration,
  deleteRegistration,
  isParticipantOf,
  listBookingsOf,
  listCampRegistrations,
  listRegistrationsOf,
  registrationWithCamp,
  type RegistrationInContext,
} from './registrationStore.ts';
import { cancelOpenPayment, cancelWithRefund } from './paidCancellation.ts';
import { pageQuerySchema, registrationInputSchema, registrationListQuerySchema } from './schemas.ts';
/** The routes, with the payment provider they cancel and refund through (tests pass their own). */
export function createRegistrationsRouter(getPayments: () => PaymentsContext = currentPaymentsContext): Router {
  const registrationsRouter = Router();

  const registrationIdParam = documentId('Registration id');

  registrationsRouter.post('/registerCamp', requireParticipant, async (req, res) => {
    const caller = requireCaller(res);
    const input = parseOrThrow(registrationInputSchema, req.body, 'The registration');
    if (!caller.email) throw badRequest('Your account has no email address; add one before registering.');
    const outcome = await createRegistration({ uid: caller.uid, name: caller.name, email: caller.email }, input, {
      isOpen: (camp) => isCampOpenForRegistration(camp.DateTime, new Date(), camp.cancelledAt),
      initialState: (camp) => initialRegistrationState(camp.CampFees),
    });
    switch (outcome.kind) {
      case 'camp-missing':
        throw notFound(CAMP_MISSING);
      case 'camp-closed':
        if (outcome.cancelled) throw conflict('camp-cancelled', 'This camp was cancelled, so it can no longer be joined.');
        throw conflict('camp-closed', 'This camp has already taken place, so it can no longer be joined.');
      case 'already-registered':
        throw conflict('already-registered', 'You are already registered for this camp.');
      case 'created':
        res.status(201).json({ acknowledged: true, insertedId: outcome.id });
        break;
      case 'waitlisted':
        // The camp is full: the same health details and consent, a place in line instead of a seat.
        res.status(201).json({ acknowledged: true, insertedId: outcome.id, waitlisted: true, position: outcome.position });
    }
  });

  /** The registrations of the caller's camps; an admin sees every camp's, or one organizer's with `organizer`. */
  registrationsRouter.get('/allRegisterUser', requireOrganizer, async (req, res) => {
    const caller = requireCaller(res);
    const query = parseOrThrow(registrationListQuerySchema, req.query, 'The query');
    const scope = campScopeOf(caller, query.organizer);
    const page = pageRequestFrom(query);
    sendPage(res, page, await listCampRegistrations(scope, query.sortValue, query.searchValue, page), (r) => r._id);
  });

  /**
   * Whether the caller runs the registration's camp. A deleted camp's
   * remaining (paid) registrations keep the organizers they were copied with.
   */
  function managesCampOf(caller: Caller, { registration, camp }: RegistrationInContext): boolean {
    return canManageCamp(campActor(caller), camp ?? registration);
  }

  /**
   * The owner cancels while unpaid; an organizer of the camp deletes while
   * unpaid and pending. Checked inside the transaction, on the registration as it is.
   */
  function authorizeDeletion(caller: Caller) {
    return (found: RegistrationInContext) => {
      const { registration } = found;
      const isOwner = registration.participantUid === caller.uid;
      const manages = managesCampOf(caller, found);
      if (!isOwner && !manages) {
        throw forbidden(
          isOrganizer(caller) || caller.admin ? NOT_YOUR_CAMP : 'Only the participant or an organizer of the camp can delete this registration.',
        );
      }
      if (!canDeleteRegistration({ isOwner, isOrganizer: manages }, registration)) {
        throw conflict(
          'registration-locked',
          manages && !isOwner
            ? 'Only unpaid, unconfirmed registrations can be deleted.'
            : 'A paid registration cannot be cancelled.',
        );
      }
    };
  }

  registrationsRouter.delete('/deleteRegisteredCamps/:id', requireSignedIn, async (req, res) => {
    const caller = requireCaller(res);
    const id = parseOrThrow(registrationIdParam, req.params.id, 'The registration id');
    const current = await registrationWithCamp(id);
    if (!current) throw notFound('This registration does not exist.');
    if (current.registration.participantUid === caller.uid && current.registration.PaymentStatus === 'Paid') {
      const refunded = await cancelWithRefund(getPayments(), caller, id, current.registration, current.camp);
      res.json({ acknowledged: true, deletedCount: 1, refunded });
      return;
    }
    const deleted = await deleteRegistration(id, authorizeDeletion(caller));
    if (!deleted) throw notFound('This registration does not exist.');
    if (deleted.paymentIntentId) await cancelOpenPayment(getPayments, deleted.paymentIntentId);
    res.json({ acknowledged: true, deletedCount: 1 });
  });

  registrationsRouter.patch('/StatusConfirmed/:id', requireOrganizer, async (req, res) => {
    const id = parseOrThrow(registrationIdParam, req.params.id, 'The registration id');
    const caller = requireCaller(res);
    const found = await confirmRegistration(id, (context) => {
      assertCanManageCamp(caller, context.camp ?? context.registration);
      const { registration } = context;
      if (isWaitlisted(registration)) throw conflict('waitlisted', WAITLISTED_HOLDS_NO_SEAT);
      if (!canConfirm(registration)) {
        throw conflict(
          'not-confirmable',
          registration.ConfirmationStatus === 'Confirmed'
            ? 'This registration is already confirmed.'
            : 'Only paid registrations can be confirmed.',
        );
      }
    });
    if (!found) throw notFound('This registration does not exist.');
    res.json({ acknowledged: true, modifiedCount: 1 });
  });

  /**
   * Whose lists `/:email` names, and within which camps: the caller's own
   * (all of them); for an organizer, a participant of their camps (only those
   * camps); for an admin, anyone. Anyone else is refused before the address
   * is even looked at, and an organizer asking about someone who never joined
   * their camps gets the same 404 as for an unknown address, so the answer
   * reveals nothing about other accounts.
   */
  async function participantScopeFor(req: Request, res: Response): Promise<{ uid: string; organizerUid: string | null }> {
    const caller = requireCaller(res);
    const raw = String(req.params.email ?? '');
    const own = caller.email !== '' && raw.trim().toLowerCase() === caller.email;
    if (own) return { uid: caller.uid, organizerUid: null };
    if (!isOrganizer(caller) && !caller.admin) throw forbidden('You can only see your own registrations and payments.');
    const email = parseOrThrow(emailPathParam, raw, 'The email address');
    const uid = (await accountByEmail(email))?.uid ?? null;
    const organizerUid = campScopeOf(caller);
    if (!uid || (organizerUid && !(await isParticipantOf(uid, organizerUid)))) {
      throw notFound('No participant of your camps has this email address.');
    }
    return { uid, organizerUid };
  }

  registrationsRouter.get('/myCamps/:email', requireSignedIn, async (req, res) => {
    const { uid, organizerUid } = await participantScopeFor(req, res);
    const page = pageRequestFrom(parseOrThrow(pageQuerySchema, req.query, 'The query'));
    sendPage(res, page, await listRegistrationsOf(uid, page, organizerUid), (r) => r._id);
  });

  registrationsRouter.get('/allMyPayments/:email', requireSignedIn, async (req, res) => {
    const { uid, organizerUid } = await participantScopeFor(req, res);
    const page = pageRequestFrom(parseOrThrow(pageQuerySchema, req.query, 'The query'));
    sendPage(res, page, await listBookingsOf(uid, page, organizerUid), (b) => b._id);
  });

  return registrationsRouter;
}

export const registrationsRouter = createRegistrationsRouter();
