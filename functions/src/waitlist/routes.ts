/**
 * The waiting list: the participant accepts an offered seat, organizers see
 * their camp's line in order, and on the emulators anyone can run the
 * expiry sweep now (the scheduled function does it every few minutes when
 * deployed; the emulators run no schedules). Leaving the list is
 * `DELETE /deleteRegisteredCamps/{id}`, like any cancellation.
 */
import { Router } from 'express';
import { onEmulator } from '../config.ts';
import { assertCanManageCamp, CAMP_MISSING } from '../http/campAccess.ts';
import { requireCaller, requireOrganizer, requireSignedIn } from '../http/auth.ts';
import { conflict, forbidden, notFound } from '../http/errors.ts';
import { documentId, DOCUMENT_ID, parseOrThrow, sweepInputSchema } from '../http/schemaValidation.ts';
import { acceptSeatOffer, listWaitlist, sweepExpiredOffers } from './waitlistStore.ts';
import { enforceRateLimit } from '../rateLimits/rateLimitAccess.ts';



export const waitlistRouter = Router();

waitlistRouter.post('/registrations/:id/acceptSeat', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const id = parseOrThrow(documentId('Registration id'), req.params.id, 'The registration id');
  await enforceRateLimit('registration', req, res);
  const outcome = await acceptSeatOffer(id, caller.uid);
  switch (outcome.kind) {
    case 'missing':
      throw notFound('This registration does not exist.');
    case 'not-yours':
      throw forbidden('Only the participant can accept a seat offered to them.');
    case 'no-offer':
      throw conflict(
        'no-seat-offer',
        outcome.status === 'Waiting'
          ? 'No seat has been offered to you yet: you are still on the waiting list.'
          : outcome.status === 'Expired'
            ? 'This seat offer has run out and the seat went to the next person in line.'
            : 'This registration already has a seat.',
      );
    case 'expired':
      throw conflict('offer-expired', 'This seat offer has run out and the seat goes to the next person in line.');
    case 'camp-gone':
      throw notFound('This camp no longer exists.');
    case 'accepted':
      res.json({ acknowledged: true, modifiedCount: 1 });
  }
});

waitlistRouter.get('/camps/:id/waitlist', requireOrganizer, async (req, res) => {
  const caller = requireCaller(res);
  const id = String(req.params.id ?? '');
  const line = DOCUMENT_ID.test(id) ? await listWaitlist(id, (camp) => assertCanManageCamp(caller, camp)) : null;
  if (!line) throw notFound(CAMP_MISSING);
  res.json(line);
});

waitlistRouter.post('/emulator/sweepSeatOffers', async (req, res) => {
  if (!onEmulator()) throw notFound(`No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}.`);
  const { now } = parseOrThrow(sweepInputSchema, req.body ?? {}, 'The sweep');
  const expired = await sweepExpiredOffers(now ? new Date(now) : new Date());
  res.json({ acknowledged: true, expired });
});

