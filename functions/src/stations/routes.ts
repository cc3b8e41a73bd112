/**
 * A camp's stations: the organizers lay them out (from the catalogue or
 * their own) and assign the camp's clinicians; clinicians and organizers
 * work them (the queue, calling the next person, passing them on); the
 * camp's staff see each queue's length and longest wait. Who may do what
 * is the domain's campPermissions: `manage` lays out, `recordResults` works
 * a station (a clinician only those they are assigned to), `doorList` sees
 * the queues' lengths.
 *
 * Recording a result is `recordResults` at that station too; its referrals
 * are made in the same write (resultStore.ts).
 */
import { canManageCamp, mayWorkStation, selfAccessor, STATION_ID_PATTERN, type Camp, type CampStation } from '@campcare/domain';
import { Router, type Request } from 'express';
import { assertCanManageCamp, CAMP_MISSING, campActor } from '../http/campAccess.ts';
import { requireCaller, requireSignedIn, type Caller } from '../http/auth.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import { DOCUMENT_ID, parseOrThrow, sweepInputSchema } from '../http/schemaValidation.ts';
import { onEmulator } from '../config.ts';
import { mailLinks } from '../mail/links.ts';
import { queueResultMails } from './resultNotices.ts';
import { assertCampPermission, requireCampWorker } from '../staff/staffAccess.ts';
import { callSchema, passOnSchema, resultSchema, stationLayoutSchema } from './schemas.ts';
import { listOwnResults, recordResult } from './resultStore.ts';
import { toCanonical } from '@campcare/domain/clinical';
import { callToStation, campOf, campStation, layOutStations, passOn, stationQueue, stationSummaries } from './stationStore.ts';

const STATION_MISSING = 'This station does not exist at this camp (it may have been removed).';
export const NOT_YOUR_STATION = 'You are not assigned to this station: ask the camp’s organizer to add you to it.';

function campIdParam(req: Request): string {
  const id = String(req.params.id ?? '');
  if (!DOCUMENT_ID.test(id)) throw notFound(CAMP_MISSING);
  return id;
}

function stationIdParam(req: Request): string {
  const id = String(req.params.stationId ?? '');
  if (!STATION_ID_PATTERN.test(id)) throw notFound(STATION_MISSING);
  return id;
}

async function campOrThrow(campId: string): Promise<Camp> {
  const camp = await campOf(campId);
  if (!camp) throw notFound(CAMP_MISSING);
  return camp;
}

/**
 * Throws unless the caller may work this station: `recordResults` on the
 * camp, and (for a clinician) an assignment to the station. Answers the
 * station.
 */
export async function assertMayWorkStation(caller: Caller, campId: string, stationId: string): Promise<CampStation> {
  const camp = await campOrThrow(campId);
  await assertCampPermission(caller, campId, camp, 'recordResults');
  const station = await campStation(campId, stationId);
  if (!station) throw notFound(STATION_MISSING);
  if (!mayWorkStation(station, caller.uid, canManageCamp(campActor(caller), camp))) throw forbidden(NOT_YOUR_STATION);
  return station;
}

export const stationsRouter = Router();

/** The camp's stations, in order, each with its queue's length and longest wait; `mine` marks those the caller may work. */
stationsRouter.get('/camps/:id/stations', requireCampWorker, async (req, res) => {
  const caller = requireCaller(res);
  const campId = campIdParam(req);
  const camp = await campOrThrow(campId);
  const granted = await assertCampPermission(caller, campId, camp, 'doorList');
  const manages = granted.has('manage');
  const summaries = await stationSummaries(campId);
  res.set('Cache-Control', 'no-store');
  res.json({
    campId,
    CampName: camp.CampName,
    permissions: [...granted],
    stations: summaries.map((s) => ({ ...s, mine: granted.has('recordResults') && mayWorkStation(s, caller.uid, manages) })),
  });
});

/**
 * Replaces the camp's row of stations (the organizers': `manage`): 200 with
 * the stations as stored; 400 for a bad layout, a station id the camp does
 * not have, or someone assigned who is not one of its clinicians.
 */
stationsRouter.put('/camps/:id/stations', requireCampWorker, async (req, res) => {
  const caller = requireCaller(res);
  const campId = campIdParam(req);
  const { stations } = parseOrThrow(stationLayoutSchema, req.body, 'The stations');
  const outcome = await layOutStations(campId, stations, (camp) => assertCanManageCamp(caller, camp));
  switch (outcome.kind) {
    case 'camp-missing':
      throw notFound(CAMP_MISSING);
    case 'unknown-station':
      throw badRequest('The stations: this station is not one of the camp’s.', { [`stations.${outcome.index}.stationId`]: 'This station is not one of the camp’s.' }, {
        [`stations.${outcome.index}.stationId`]: 'not-found',
      });
    case 'not-clinician':
      throw badRequest(
        'The stations: only the camp’s clinicians can be assigned to a station.',
        { [`stations.${outcome.index}.clinicianUids`]: 'Only the camp’s clinicians can be assigned to a station.' },
        { [`stations.${outcome.index}.clinicianUids`]: 'not-found' },
      );
    case 'laid-out':
      res.json({ stations: outcome.stations });
  }
});

/** A station's queue: who is being seen there and who waits, longest first. */
stationsRouter.get('/camps/:id/stations/:stationId/queue', requireCampWorker, async (req, res) => {
  const caller = requireCaller(res);
  const campId = campIdParam(req);
  const stationId = stationIdParam(req);
  await assertMayWorkStation(caller, campId, stationId);
  const found = await stationQueue(campId, stationId);
  if (!found) throw notFound(STATION_MISSING);
  res.set('Cache-Control', 'no-store');
  res.json(found);
});

/** Calls the one waiting longest (or the one named) to the station: 200 with them; 409 when nobody waits. */
stationsRouter.post('/camps/:id/stations/:stationId/call', requireCampWorker, async (req, res) => {
  const caller = requireCaller(res);
  const campId = campIdParam(req);
  const stationId = stationIdParam(req);
  const { registrationId } = parseOrThrow(callSchema, req.body ?? {}, 'The call');
  await assertMayWorkStation(caller, campId, stationId);
  const outcome = await callToStation(campId, stationId, caller.uid, registrationId);
  switch (outcome.kind) {
    case 'station-missing':
      throw notFound(STATION_MISSING);
    case 'nobody-waiting':
      throw conflict('nobody-waiting', 'Nobody is waiting at this station.');
    case 'not-waiting':
      throw new ApiError(409, 'not-at-station', 'This person is not waiting at this station.');
    case 'called':
      res.json(outcome.entry);
  }
});

/** Ends someone's visit (done or skipped) and puts them in the next station's queue: 200 with the next station (null at the last). */
stationsRouter.post('/camps/:id/stations/:stationId/pass', requireCampWorker, async (req, res) => {
  const caller = requireCaller(res);
  const campId = campIdParam(req);
  const stationId = stationIdParam(req);
  const { registrationId, status } = parseOrThrow(passOnSchema, req.body, 'Passing on');
  await assertMayWorkStation(caller, campId, stationId);
  const outcome = await passOn(campId, stationId, registrationId, status, caller.uid);
  switch (outcome.kind) {
    case 'station-missing':
      throw notFound(STATION_MISSING);
    case 'not-here':
      throw new ApiError(409, 'not-at-station', 'This person is not at this station.');
    case 'passed':
      res.json({ acknowledged: true, next: outcome.next ? { stationId: outcome.next.stationId, name: outcome.next.name } : null });
  }
});

/**
 * Records a result at the station: 201 with the result and the referrals it
 * made; 200 with the same when its id was recorded before by the caller (a
 * retry: nothing written again); 400 for a value out of range or a unit we do
 * not know (with the field); 404 for a registration of another camp; 409
 * `result-id-taken` for an id someone else used.
 */
stationsRouter.post('/camps/:id/stations/:stationId/results', requireCampWorker, async (req, res) => {
  const caller = requireCaller(res);
  const campId = campIdParam(req);
  const stationId = stationIdParam(req);
  const input = parseOrThrow(resultSchema, req.body, 'The result');
  await assertMayWorkStation(caller, campId, stationId);
  const { measurement, note } = toCanonical(input.measurement);
  const outcome = await recordResult(
    { resultId: input.resultId, campId, registrationId: input.registrationId, stationId, measurement, note, deviceRecordedAt: input.deviceRecordedAt },
    caller.uid,
  );
  switch (outcome.kind) {
    case 'registration-missing':
      throw notFound('This registration does not exist at this camp.');
    case 'id-taken':
      throw conflict('result-id-taken', 'This result id was used for another result: record it again under a new one.');
    case 'recorded':
      res.status(outcome.created ? 201 : 200).json({ resultId: input.resultId, result: outcome.result, referrals: outcome.referrals });
  }
});

/** The caller's own screening results, and those of the people they registered, newest first: the read is logged, the caller as its reader. */
stationsRouter.get('/me/results', requireSignedIn, async (_req, res) => {
  const caller = requireCaller(res);
  res.set('Cache-Control', 'no-store');
  res.json(await listOwnResults(selfAccessor(caller.uid, caller.name)));
});

/** The hourly results mails on demand, on the emulators only (they run no schedules); tests move the clock with `now`. */
stationsRouter.post('/emulator/mailScreeningResults', async (req, res) => {
  if (!onEmulator()) throw notFound(`No API endpoint ${req.method} ${req.originalUrl.split('?')[0]}.`);
  const { now } = parseOrThrow(sweepInputSchema, req.body ?? {}, 'The run');
  res.json({ acknowledged: true, queued: await queueResultMails(now ? new Date(now) : new Date(), mailLinks()) });
});
