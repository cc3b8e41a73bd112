/**
 * Check-in at the door: scanning a ticket (or picking a name), a camp's door
 * list and counts, and the attendance of past camps. The camp's organizers,
 * admins and its door and clinician staff (campPermissions: checkIn,
 * doorList); what may be checked in is decided by domain rules.
 */
import { attendanceRates, type AttendeeView, type Attendance, type ApiErrorCode, type CampHeading, type CampOwnership, type CampPermission, type DoorSyncAnswer } from '@campcare/domain';
import { Router, type Request } from 'express';
import type { Transaction } from 'firebase-admin/firestore';
import { z } from 'zod';
import { campScopeOf } from '../http/campAccess.ts';
import { requireCaller, requireOrganizer } from '../http/auth.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { organizerParam } from '../http/listQuery.ts';
import { DOCUMENT_ID, parseOrThrow } from '../http/schemaValidation.ts';
import { campAttendanceCounts, campAttendees, checkIn, pastCampsAttendance, type OwnedCampHeading } from './checkinStore.ts';
import { applyCheckInAction } from './doorSyncStore.ts';
import { checkInInputSchema, doorSyncSchema } from './schemas.ts';
import { ticketPublicKey } from './ticketSigning.ts';
import { assertCampPermission, missingPermissionMessage, permissionsOn, requireCampWorker } from '../staff/staffAccess.ts';
import { enforceRateLimit } from '../rateLimits/rateLimitAccess.ts';

const CAMP_MISSING = 'This camp does not exist (it may have been deleted or cancelled).';

function campIdParam(req: Request): string {
  const id = String(req.params.id ?? '');
  if (!DOCUMENT_ID.test(id)) throw notFound(CAMP_MISSING);
  return id;
}

/** An admin's filter: one organizer's camps. Ignored for organizers, who see their own. */
const attendanceQuerySchema = z.object({
  organizer: organizerParam,
});

/** A camp's heading without its organizers' uids (the page needs none). */
function publicHeading({ organizerUids: _uids, ...camp }: OwnedCampHeading): CampHeading {
  return camp;
}

function withRates(a: Attendance) {
  return { expected: a.expected, checkedIn: a.checkedIn, ...attendanceRates(a) };
}

export const checkinRouter = Router();

/** What the door sees of a person: the organizers also their email, staff only the name. */
function forDoor(attendee: AttendeeView, granted: ReadonlySet<CampPermission>): AttendeeView {
  if (granted.has('manage')) return attendee;
  const { ParticipantEmail: _email, ...rest } = attendee;
  return rest;
}

/**
 * 200 with the attendee, 409 `already-checked-in` with the first scan's time,
 * 409 `no-ticket` for a registration that may not attend, 404 for an unknown
 * ticket or registration, 403 for someone who may not check people in at the camp.
 */
checkinRouter.post('/checkin', requireCampWorker, async (req, res) => {
  const caller = requireCaller(res);
  const input = parseOrThrow(checkInInputSchema, req.body, 'The check-in');
  await enforceRateLimit('checkin', req, res);
  let granted: ReadonlySet<CampPermission> = new Set();
  const outcome = await checkIn(input, { uid: caller.uid, name: caller.name }, async (campId, camp, tx) => {
    granted = await permissionsOn(caller, campId, camp, tx);
    return granted.has('checkIn');
  });
  switch (outcome.kind) {
    case 'unknown':
      throw notFound(input.ticket !== undefined ? 'No registration has this ticket.' : 'This registration does not exist.');
    case 'not-your-camp':
      throw forbidden(missingPermissionMessage('checkIn'));
    case 'no-ticket':
      res.status(409).json({
        error: {
          code: 'no-ticket' satisfies ApiErrorCode,
          message: `${outcome.attendee.ParticipantName}'s registration does not admit them (its payment is ${outcome.attendee.PaymentStatus.toLowerCase()}).`,
        },
        registration: forDoor(outcome.attendee, granted),
      });
      return;
    case 'already-checked-in':
      res.status(409).json({
        error: {
          code: 'already-checked-in' satisfies ApiErrorCode,
          message: `${outcome.attendee.ParticipantName} was already checked in.`,
          checkedInAt: outcome.checkedInAt,
        },
        registration: forDoor(outcome.attendee, granted),
      });
      return;
    case 'checked-in':
      res.json({ acknowledged: true, ParticipantName: outcome.attendee.ParticipantName, registration: forDoor(outcome.attendee, granted) });
  }
});

/**
 * What a door phone did, offline or not: each action recorded once under the
 * phone's id for it (sent again, it answers the same and changes nothing).
 * 200 with each action's outcome in the order sent; 403 for someone who may
 * not check people in at the camp; 404 for a camp that does not exist.
 */
checkinRouter.post('/camps/:id/door-sync', requireCampWorker, async (req, res) => {
  const caller = requireCaller(res);
  const campId = campIdParam(req);
  const input = parseOrThrow(doorSyncSchema, req.body, 'The sync');
  const staff = { uid: caller.uid, name: caller.name, deviceId: input.deviceId };
  const mayCheckIn = async (camp: CampOwnership, tx: Transaction) => (await permissionsOn(caller, campId, camp, tx)).has('checkIn');
  const answer: DoorSyncAnswer = { results: [] };
  // One after the other, in the phone's order: the first admission of a person is the one that counts.
  for (const action of input.actions) {
    const result = await applyCheckInAction(campId, action, staff, mayCheckIn);
    if (result.kind === 'camp-missing') throw notFound(CAMP_MISSING);
    if (result.kind === 'not-your-camp') throw forbidden(missingPermissionMessage('checkIn'));
    answer.results.push(
      result.kind === 'id-taken' ? { actionId: result.actionId, outcome: { kind: 'refused', code: 'id-taken' } } : { actionId: result.actionId, outcome: result.outcome },
    );
  }
  res.json(answer);
});

/**
 * The door list of a camp: everyone who may attend, with who came, and the
 * counts; `permissions` says what the caller may do there (the page shows
 * the walk-in form and the health details by it); `signingKey` lets the
 * door phone check tickets' signatures with no network.
 */
checkinRouter.get('/camps/:id/attendees', requireCampWorker, async (req, res) => {
  const caller = requireCaller(res);
  const id = campIdParam(req);
  const found = await campAttendees(id);
  if (!found) throw notFound(CAMP_MISSING);
  const granted = await assertCampPermission(caller, id, found.camp, 'doorList');
  res.set('Cache-Control', 'no-store');
  res.json({
    camp: publicHeading(found.camp),
    ...withRates(found),
    permissions: [...granted],
    attendees: found.attendees.map((a) => forDoor(a, granted)),
    signingKey: ticketPublicKey(),
  });
});

/** Checked in / expected of a camp. */
checkinRouter.get('/camps/:id/attendance', requireCampWorker, async (req, res) => {
  const caller = requireCaller(res);
  const id = campIdParam(req);
  const found = await campAttendanceCounts(id);
  if (!found) throw notFound(CAMP_MISSING);
  await assertCampPermission(caller, id, found.camp, 'doorList');
  res.json({ camp: publicHeading(found.camp), ...withRates(found) });
});

/**
 * Attendance and no-show rate of the most recent camps that have started,
 * per camp and together: the caller's camps, or for an admin every camp (or
 * one organizer's with `organizer`).
 */
checkinRouter.get('/attendance', requireOrganizer, async (req, res) => {
  const caller = requireCaller(res);
  const query = parseOrThrow(attendanceQuerySchema, req.query, 'The query');
  const camps = await pastCampsAttendance(campScopeOf(caller, query.organizer));
  const total = camps.reduce((sum, c) => ({ expected: sum.expected + c.expected, checkedIn: sum.checkedIn + c.checkedIn }), {
    expected: 0,
    checkedIn: 0,
  });
  res.json({ camps: camps.map((c) => ({ camp: publicHeading(c.camp), ...withRates(c) })), total: withRates(total) });
});
