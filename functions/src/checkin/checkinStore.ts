/**
 * Firestore access for check-in: finding a registration by its ticket,
 * marking it checked in (once), and counting who came. Returns outcomes; the
 * routes turn them into HTTP answers.
 */
import {
  campTimeZone,
  checkInProblem,
  COLLECTIONS,
  countAttendance,
  mayHoldTicket,
  ticketStart,
  type Attendance,
  type AttendeeView,
  type Camp,
  type CampHeading,
  type CampOwnership,
  type IsoDateTime,
  type Registration,
} from '@campcare/domain';
import type { DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore/firebase.ts';
import { runTransaction } from '../firestore/transactions.ts';
import type { CheckInInput } from './schemas.ts';
import { ticketHash } from './ticketSigning.ts';

const registrationsCollection = () => db.collection(COLLECTIONS.registrations);
const campsCollection = () => db.collection(COLLECTIONS.camps);

export function attendeeFrom(id: string, r: Registration): AttendeeView {
  return {
    _id: id,
    ticketStart: ticketStart(r.ticket),
    campId: r.campId,
    CampName: r.CampName,
    ParticipantName: r.ParticipantName,
    ParticipantEmail: r.ParticipantEmail,
    ...(r.walkIn ? { walkIn: true } : {}),
    PaymentStatus: r.PaymentStatus,
    ConfirmationStatus: r.ConfirmationStatus,
    checkedInAt: r.checkedInAt ?? null,
    ticketHash: r.ticket ? ticketHash(r.ticket) : null,
    checkedIn: r.checkedInAt ? { at: r.checkedInAt, byName: r.checkedInByName ?? '', deviceId: r.checkedInDevice ?? null } : null,
    checkInConflicts: (r.checkInConflicts ?? []).map(({ at, byName, deviceId }) => ({ at, byName, deviceId })),
  };
}

export type CheckInOutcome =
  | { kind: 'checked-in'; attendee: AttendeeView }
  | { kind: 'unknown' }
  | { kind: 'not-your-camp' }
  /** The registration may not attend (unpaid, refunded, camp cancelled…). */
  | { kind: 'no-ticket'; attendee: AttendeeView }
  | { kind: 'already-checked-in'; attendee: AttendeeView; checkedInAt: IsoDateTime };

/** The id of the registration holding this ticket code, or null. */
export async function registrationIdForTicket(ticket: string): Promise<string | null> {
  const snap = await registrationsCollection().where('ticket', '==', ticket).select().limit(1).get();
  return snap.empty ? null : snap.docs[0]!.id;
}

/**
 * Checks the registration named by a ticket code or an id in, once, in a
 * transaction: `mayCheckIn` decides on the camp as it is now (or, for a
 * deleted camp, the organizers copied on the registration), reading what it
 * needs (a staff role) in the same transaction; then the registration's own
 * state decides (domain checkInProblem).
 */
export async function checkIn(
  target: CheckInInput,
  by: { uid: string; name: string },
  mayCheckIn: (campId: string, camp: CampOwnership, tx: Transaction) => Promise<boolean>,
): Promise<CheckInOutcome> {
  const id = target.ticket !== undefined ? await registrationIdForTicket(target.ticket) : target.registrationId;
  if (!id) return { kind: 'unknown' };
  const ref = registrationsCollection().doc(id);
  return runTransaction(async (tx): Promise<CheckInOutcome> => {
    const snap = await tx.get(ref);
    if (!snap.exists) return { kind: 'unknown' };
    const registration = snap.data() as Registration;
    // A ticket found outside the transaction must still be this registration's.
    if (target.ticket !== undefined && registration.ticket !== target.ticket) return { kind: 'unknown' };
    const campSnap = await tx.get(campsCollection().doc(registration.campId));
    if (!(await mayCheckIn(registration.campId, campSnap.exists ? (campSnap.data() as Camp) : registration, tx))) return { kind: 'not-your-camp' };
    const attendee = attendeeFrom(id, registration);
    const problem = checkInProblem(registration);
    if (problem === 'no-ticket') return { kind: 'no-ticket', attendee };
    if (problem === 'already-checked-in') return { kind: 'already-checked-in', attendee, checkedInAt: registration.checkedInAt! };
    const now = new Date().toISOString();
    tx.update(ref, { checkedInAt: now, checkedInBy: by.uid, checkedInByName: by.name, checkedInDevice: null, checkedInAction: null, updatedAt: now });
    return { kind: 'checked-in', attendee: { ...attendee, checkedInAt: now } };
  });
}

/** The heading with the camp's organizers, for the routes' access check (they answer the heading without them). */
export type OwnedCampHeading = CampHeading & { organizerUids: string[] };

export interface CampAttendees extends Attendance {
  camp: OwnedCampHeading;
  /** Everyone who may attend, by name. */
  attendees: AttendeeView[];
}

function headingOf(snap: DocumentSnapshot): OwnedCampHeading {
  const camp = snap.data() as Camp;
  return { _id: snap.id, CampName: camp.CampName, DateTime: camp.DateTime, Location: camp.Location, TimeZone: campTimeZone(camp), organizerUids: camp.organizerUids ?? [] };
}

/**
 * A camp and every registration that may attend it, with the counts. Reads
 * the camp and all its registrations (one read each): a camp's door list is
 * hundreds of people, not millions. null: no such camp.
 */
export async function campAttendees(campId: string): Promise<CampAttendees | null> {
  const [campSnap, registrations] = await Promise.all([
    campsCollection().doc(campId).get(),
    registrationsCollection().where('campId', '==', campId).get(),
  ]);
  if (!campSnap.exists) return null;
  const attendees = registrations.docs
    .filter((d) => mayHoldTicket(d.data() as Registration))
    .map((d) => attendeeFrom(d.id, d.data() as Registration))
    .sort((a, b) => a.ParticipantName.localeCompare(b.ParticipantName));
  return { camp: headingOf(campSnap), ...countAttendance(attendees), attendees };
}

/** Only the fields attendance is counted from. */
const ATTENDANCE_FIELDS = ['PaymentStatus', 'campCancelledAt', 'waitlistStatus', 'checkedInAt'] as const;

/** Expected and checked-in counts of one camp (one read per registration). */
async function attendanceOfCamp(campId: string): Promise<Attendance> {
  const snap = await registrationsCollection()
    .where('campId', '==', campId)
    .select(...ATTENDANCE_FIELDS)
    .get();
  return countAttendance(snap.docs.map((d) => d.data() as Registration));
}

/** A camp's heading and counts. null: no such camp. */
export async function campAttendanceCounts(campId: string): Promise<(Attendance & { camp: OwnedCampHeading }) | null> {
  const [campSnap, counts] = await Promise.all([campsCollection().doc(campId).get(), attendanceOfCamp(campId)]);
  if (!campSnap.exists) return null;
  return { camp: headingOf(campSnap), ...counts };
}

/** How many past camps the organizer's attendance figures cover. */
export const ATTENDANCE_CAMPS = 10;

/**
 * The most recent camps in scope that have started (one organizer's, or
 * every camp's for null), each with its attendance, newest first.
 */
export async function pastCampsAttendance(
  organizerUid: string | null,
  now: Date = new Date(),
): Promise<(Attendance & { camp: OwnedCampHeading })[]> {
  let query = campsCollection().where('DateTime', '<', now.toISOString());
  if (organizerUid) query = query.where('organizerUids', 'array-contains', organizerUid);
  const camps = await query.orderBy('DateTime', 'desc').limit(ATTENDANCE_CAMPS).get();
  return Promise.all(camps.docs.map(async (snap) => ({ camp: headingOf(snap), ...(await attendanceOfCamp(snap.id)) })));
}
