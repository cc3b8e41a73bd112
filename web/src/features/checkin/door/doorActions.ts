/**
 * The door list as the phone shows it: the server's list (saved on the
 * device) with this phone's own admissions that the server has not recorded
 * yet laid over it, and what a new admission of someone would be. Plain
 * functions, so they are tested without a browser.
 */
import type { DoorCheckInAction, Gender, IsoDateTime } from '@campcare/domain';
import type { Attendee, DoorList } from '../api/doorList.ts';

/** A check-in as this phone keeps it until the server has recorded it. */
export interface DoorCheckIn extends DoorCheckInAction {
  campId: string;
  /** The account that made it: only that account sends it. */
  uid: string;
  /** Whom it admitted, when the phone knew (a ticket not on its list is known only to the server). */
  attendeeId: string | null;
  /** What the desk calls it: the person's name, or the ticket's first characters. */
  label: string;
}

/** What the walk-in form took down about the person. */
export interface WalkInDetails {
  ParticipantName: string;
  age: number;
  gender: Gender;
  phoneNumber: string;
  emergencyContact: string;
}

/**
 * A walk-in registered on this phone with no network: the person is let in
 * and given their claim code at once, and the walk-in API gets it when the
 * network is back, under the action's id as its requestId (so a walk-in sent
 * twice is one registration) with the code the person already holds.
 */
export interface DoorWalkIn {
  actionId: string;
  kind: 'walk-in';
  /** When the phone registered the person, by its own clock. */
  at: IsoDateTime;
  campId: string;
  uid: string;
  /** A walk-in is on no door list yet. */
  attendeeId: null;
  /** The person's name. */
  label: string;
  walkIn: WalkInDetails;
  /** The claim code shown to the person (normalized: letters and digits only). */
  claimCode: string;
}

/** What this phone did at the door and the server has not recorded yet. */
export type DoorAction = DoorCheckIn | DoorWalkIn;

export const isWalkIn = (action: DoorAction): action is DoorWalkIn => action.kind === 'walk-in';
export const isCheckIn = (action: DoorAction): action is DoorCheckIn => action.kind === 'check-in';

/** What is sent for a check-in: the API's fields only. */
export function actionToSend({ actionId, kind, at, admittedOffline, ticket, registrationId }: DoorCheckIn): DoorCheckInAction {
  return { actionId, kind, at, admittedOffline, ...(ticket !== undefined ? { ticket } : {}), ...(registrationId !== undefined ? { registrationId } : {}) };
}

/** An attendee as the desk shows them: the server's facts, and this phone's admission still to be sent. */
export interface DeskAttendee extends Attendee {
  /** When this phone admitted them, if the server has not recorded it yet. */
  pendingAt: IsoDateTime | null;
}

export interface DeskList {
  list: DoorList;
  attendees: DeskAttendee[];
  /** Checked in, counting this phone's admissions and walk-ins not yet sent. */
  checkedIn: number;
}

/** The server's list with this phone's pending admissions laid over it. */
export function deskList(list: DoorList, pending: readonly DoorAction[]): DeskList {
  const pendingAt = new Map<string, IsoDateTime>();
  for (const action of pending) if (action.attendeeId && !pendingAt.has(action.attendeeId)) pendingAt.set(action.attendeeId, action.at);
  // A walk-in is checked in the moment it is registered.
  let added = pending.filter(isWalkIn).length;
  const attendees = list.attendees.map((a) => {
    const at = a.checkedInAt ? null : (pendingAt.get(a._id) ?? null);
    if (at) added += 1;
    return { ...a, pendingAt: at };
  });
  return { list, attendees, checkedIn: list.checkedIn + added };
}

/** Whether someone may be admitted now, as far as this phone knows. */
export type Admission =
  | { kind: 'admit' }
  /** The server's list says they came (on any phone), at this time. */
  | { kind: 'already-in'; at: IsoDateTime }
  /** This phone admitted them already; the server has not heard yet. */
  | { kind: 'already-pending'; at: IsoDateTime };

export function admissionOf(attendee: DeskAttendee): Admission {
  if (attendee.checkedInAt) return { kind: 'already-in', at: attendee.checkedInAt };
  if (attendee.pendingAt) return { kind: 'already-pending', at: attendee.pendingAt };
  return { kind: 'admit' };
}
