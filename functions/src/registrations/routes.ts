/**
 * Registrations: joining a camp, cancelling, confirming, the lists of
 * registrations and payments, and a participant's profile for the organizers
 * of their camps (GET /user/:email). Every decision goes through the domain rules,
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
} from '@campcare/domain';
import { Router, type Request, type Response } from 'express';
import { assertCanManageCamp, campActor, campScopeOf, CAMP_MISSING, NOT_YOUR_CAMP } from '../http/campAccess.ts';
import { isOrganizer, requireCaller, requireOrganizer, requireParticipant, requireSignedIn, type Caller } from '../http/auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { pageQuerySchema } from '../http/listQuery.ts';
import { pageRequestFrom, sendPage } from '../http/paging.ts';
import { documentId, emailPathParam, parseOrThrow, sweepInputSchema } from '../http/schemaValidation.ts';
import { onEmulator } from '../config.ts';
import { releaseDueUnpaidSeats } from './releaseUnpaidSeats.ts';
import { paymentsForRoutes } from '../payments/paymentAnswers.ts';
import { currentPaymentsContext, type PaymentsContext } from '../payments/paymentsContext.ts';
import { accountByEmail, findUserByEmail } from '../users/userStore.ts';
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
import { paidCancellationError } from './cancellationAnswers.ts';
import { cancelOpenPayment, cancelWithRefund } from './paidCancellation.ts';
import { registrationInputSchema, registrationListQuerySchema } from './schemas.ts';
import { enforceRateLimit } from '../rateLimits/rateLimitAccess.ts';
import { getCamp } from '../camps/campStore.ts';
import { optInAtRegistration, registrationSmsPhone, restoreSmsPreferences } from '../sms/registrationConsent.ts';
import { db } from '../firestore/firebase.ts';
/** The routes, with the payment provider they cancel and refund through (tests pass their own). */
const SMS_PHONE_INVALID = 'This is not a mobile number we can text: check it, write it with its country code (+880…), or leave "Text me" unticked.';

export function createRegistrationsRouter(configuredPayments: () => PaymentsContext = currentPaymentsContext): Router {
  const getPayments = paymentsForRoutes(configuredPayments);
  const registrationsRouter = Router();

  const registrationIdParam = documentId('Registration id');

  registrationsRouter.post('/registerCamp', requireParticipant, async (req, res) => {
    const caller = requireCaller(res);
    const input = parseOrThrow(registrationInputSchema, req.body, 'The registration');
    if (!caller.email) throw badRequest('Your account has no email address; add one before registering.');
    let smsPhone: string | null = null;
    if (input.smsOptIn) {
      smsPhone = registrationSmsPhone(input.phoneNumber, (await getCamp(input.campId))?.TimeZone);
      if (!smsPhone) throw badRequest(SMS_PHONE_INVALID, { phoneNumber: SMS_PHONE_INVALID });
    }
    await enforceRateLimit('registration', req, res);
    const smsBefore = smsPhone ? await optInAtRegistration(db, caller.uid, smsPhone, input.timeZone) : null;
    const outcome = await createRegistration(
      { uid: caller.uid, name: caller.name, email: caller.email },
      input,
      {
        isOpen: (camp) => isCampOpenForRegistration(camp.DateTime, new Date(), camp.cancelledAt),
        initialState: (camp) => initialRegistrationState(camp.CampFees),
      },
      input.dependant ? { kind: 'dependant', ...input.dependant } : { kind: 'self' },
    );
    if (smsBefore && outcome.kind !== 'created' && outcome.kind !== 'waitlisted') await restoreSmsPreferences(db, caller.uid, smsBefore);
    switch (outcome.kind) {
      case 'camp-missing':
        throw notFound(CAMP_MISSING);
      case 'camp-closed':
        if (outcome.cancelled) throw conflict('camp-cancelled', 'This camp was cancelled, so it can no longer be joined.');
        throw conflict('camp-closed', 'This camp has already taken place, so it can no longer be joined.');
      case 'already-registered':
        throw conflict(
          'already-registered',
          input.dependant ? `${input.dependant.name} is already registered for this camp.` : 'You are already registered for this camp.',
        );
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
    await enforceRateLimit('registration', req, res);
    const current = await registrationWithCamp(id);
    if (!current) throw notFound('This registration does not exist.');
    if (current.registration.participantUid === caller.uid && current.registration.PaymentStatus === 'Paid') {
      const outcome = await cancelWithRefund(getPayments(), caller.uid, id, current.registration, current.camp);
      if (outcome.kind !== 'refunded') throw paidCancellationError(outcome);
      res.json({ acknowledged: true, deletedCount: 1, refunded: outcome.cents });
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
    await enforceRateLimit('campMail', req, res);
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

  /**
   * Someone's profile (and role) by email: one's own; for an organizer, a
   * participant of the camps they run; for an admin, anyone.
   */
  registrationsRouter.get('/user/:email', requireSignedIn, async (req, res) => {
    const caller = requireCaller(res);
    const parsed = emailPathParam.safeParse(req.params.email);
    if (!parsed.success) throw badRequest('The path must end with a valid email address.', { email: 'Enter a valid email address.' });
    const email = parsed.data;
    const own = email === caller.email;
    if (!own && !isOrganizer(caller) && !caller.admin) {
      throw forbidden('You can only look up your own account.');
    }
    const profile = await findUserByEmail(email);
    // An organizer learns only about participants of the camps they run; anyone
    // else gets the same 404 as an unknown address, so accounts cannot be enumerated.
    if (!profile || (!own && !caller.admin && !(await isParticipantOf(profile.uid, caller.uid)))) {
      throw notFound('No account uses this email address.');
    }
    res.json(profile); // role is one of its fields, as the original client reads it
  });

  /** The unpaid-seat sweep on demand, on the emulators only (they run no schedules); tests move the clock with `now`. */
  registrationsRouter.post('/emulator/sweepUnpaidSeats', async (req, res) => {
    if (!onEmulator()) throw notFound(`No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}.`);
    const { now } = parseOrThrow(sweepInputSchema, req.body ?? {}, 'The sweep');
    const { reminded, released } = await releaseDueUnpaidSeats(now ? new Date(now) : new Date(), getPayments);
    res.json({ acknowledged: true, reminded, released });
  });

  return registrationsRouter;
}

export const registrationsRouter = createRegistrationsRouter();
