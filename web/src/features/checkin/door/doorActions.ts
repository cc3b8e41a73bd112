/**
 * The door list as the phone shows it: the server's list (saved on the
 * device) with this phone's own admissions that the server has not recorded
 * yet laid over it, and what a new admission of someone would be. Plain
 * functions, so they are tested without a browser.
 */
import type { DoorCheckInAction, IsoDateTime } from '@campcare/domain';
import type { Attendee, DoorList } from '../api/doorList.ts';

/** An action as this phone keeps it until the server has recorded it. */
export interface DoorAction extends DoorCheckInAction {
  campId: string;
  /** The account that made it: only that account sends it. */
  uid: string;
  /** Whom it admitted, when the phone knew (a ticket not on its list is known only to the server). */
  attendeeId: string | null;
  /** What the desk calls it: the person's name, or the ticket's first characters. */
  label: string;
}

/** What is sent for an action: the API's fields only. */
export function actionToSend({ actionId, kind, at, admittedOffline, ticket, registrationId }: DoorAction): DoorCheckInAction {
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
  /** Checked in, counting this phone's admissions not yet sent. */
  checkedIn: number;
}

/** The server's list with this phone's pending admissions laid over it. */
export function deskList(list: DoorList, pending: readonly DoorAction[]): DeskList {
  const pendingAt = new Map<string, IsoDateTime>();
  for (const action of pending) if (action.attendeeId && !pendingAt.has(action.attendeeId)) pendingAt.set(action.attendeeId, action.at);
  let added = 0;
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
