/**
 * Registrations: joining a camp, cancelling, confirming, and the lists of
 * registrations and payments. Every decision goes through the domain rules,
 * so the API refuses exactly what the web app's buttons disable.
 */
import {
  canConfirm,
  canDeleteRegistration,
  initialRegistrationState,
  isCampOpenForRegistration,
  type Registration,
} from '@campcare/domain';
import { Router, type Request, type Response } from 'express';
import { isOrganizer, requireCaller, requireOrganizer, requireParticipant, requireSignedIn, type Caller } from '../http/auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { pageRequestFrom, sendPage } from '../http/paging.ts';
import { parseOrThrow } from '../http/schemaValidation.ts';
import {
  confirmRegistration,
  createRegistration,
  deleteRegistration,
  listAllRegistrations,
  listBookingsOf,
  listRegistrationsOf,
  uidForEmail,
} from './registrationStore.ts';
import {
  documentId,
  emailParamSchema,
  pageQuerySchema,
  registrationInputSchema,
  registrationListQuerySchema,
} from './schemas.ts';

export const registrationsRouter = Router();

const registrationIdParam = documentId('Registration id');

registrationsRouter.post('/registerCamp', requireParticipant, async (req, res) => {
  const caller = requireCaller(res);
  const input = parseOrThrow(registrationInputSchema, req.body, 'The registration');
  if (!caller.email) throw badRequest('Your account has no email address; add one before registering.');
  const outcome = await createRegistration({ uid: caller.uid, name: caller.name, email: caller.email }, input, {
    isOpen: (camp) => isCampOpenForRegistration(camp.DateTime),
    initialState: (camp) => initialRegistrationState(camp.CampFees),
  });
  switch (outcome.kind) {
    case 'camp-missing':
      throw notFound('This camp does not exist (it may have been deleted).');
    case 'camp-closed':
      throw conflict('camp-closed', 'This camp has already taken place, so it can no longer be joined.');
    case 'already-registered':
      throw conflict('already-registered', 'You are already registered for this camp.');
    case 'created':
      res.status(201).json({ acknowledged: true, insertedId: outcome.id });
  }
});

registrationsRouter.get('/allRegisterUser', requireOrganizer, async (req, res) => {
  const query = parseOrThrow(registrationListQuerySchema, req.query, 'The query');
  sendPage(res, await listAllRegistrations(query.sortValue, query.searchValue, pageRequestFrom(query)));
});

/**
 * The owner cancels while unpaid; an organizer deletes while unpaid and
 * pending. Checked inside the transaction, on the registration as it is.
 */
function authorizeDeletion(caller: Caller) {
  return (registration: Registration) => {
    const isOwner = registration.participantUid === caller.uid;
    if (!isOwner && !isOrganizer(caller)) throw forbidden('Only the participant or an organizer can delete this registration.');
    if (!canDeleteRegistration({ isOwner, isOrganizer: isOrganizer(caller) }, registration)) {
      throw conflict(
        'registration-locked',
        isOrganizer(caller) && !isOwner
          ? 'Only unpaid, unconfirmed registrations can be deleted.'
          : 'A paid registration cannot be cancelled.',
      );
    }
  };
}

registrationsRouter.delete('/deleteRegisteredCamps/:id', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const id = parseOrThrow(registrationIdParam, req.params.id, 'The registration id');
  const found = await deleteRegistration(id, authorizeDeletion(caller));
  if (!found) throw notFound('This registration does not exist.');
  res.json({ acknowledged: true, deletedCount: 1 });
});

registrationsRouter.patch('/StatusConfirmed/:id', requireOrganizer, async (req, res) => {
  const id = parseOrThrow(registrationIdParam, req.params.id, 'The registration id');
  const found = await confirmRegistration(id, (registration) => {
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
 * Whose lists `/:email` names: the caller's own, or anyone's for an
 * organizer. Anyone else is refused before the address is even looked at,
 * so the answer reveals nothing about other accounts.
 */
async function participantUidFor(req: Request, res: Response): Promise<string> {
  const caller = requireCaller(res);
  const raw = String(req.params.email ?? '');
  const own = caller.email !== '' && raw.trim().toLowerCase() === caller.email;
  if (own) return caller.uid;
  if (!isOrganizer(caller)) throw forbidden('You can only see your own registrations and payments.');
  const email = parseOrThrow(emailParamSchema, raw, 'The email address');
  const uid = await uidForEmail(email);
  if (!uid) throw notFound('No account has this email address.');
  return uid;
}

registrationsRouter.get('/myCamps/:email', requireSignedIn, async (req, res) => {
  const uid = await participantUidFor(req, res);
  const page = pageRequestFrom(parseOrThrow(pageQuerySchema, req.query, 'The query'));
  sendPage(res, await listRegistrationsOf(uid, page));
});

registrationsRouter.get('/allMyPayments/:email', requireSignedIn, async (req, res) => {
  const uid = await participantUidFor(req, res);
  const page = pageRequestFrom(parseOrThrow(pageQuerySchema, req.query, 'The query'));
  sendPage(res, await listBookingsOf(uid, page));
});
