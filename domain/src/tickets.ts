/**
 * Tickets and check-in. A registration that may attend carries a ticket: a
 * random code the server makes (never derived from anything guessable), shown
 * to the participant as a QR code and scanned at the door by the camp's
 * organizers and staff. Who may scan is `campPermissions` (checkIn); what
 * may be scanned is here.
 */
import type { ConfirmationStatus, IsoDateTime, PaymentStatus, WaitlistStatus } from './model.ts';
import { isWaitlisted } from './waitlist.ts';

/** Random bytes in a ticket code: 144 bits, 24 characters of base64url. */
export const TICKET_BYTES = 18;
/** What a ticket code looks like; anything else is refused before Firestore is asked. */
export const TICKET_PATTERN = /^[A-Za-z0-9_-]{24}$/;

export function isTicketCode(value: string): boolean {
  return TICKET_PATTERN.test(value);
}

/** How much of a ticket the door list carries and the desk shows: enough to find its holder, too little to get in. */
export const TICKET_START_LENGTH = 6;

export function ticketStart(ticket: string | null | undefined): string | null {
  return ticket ? ticket.slice(0, TICKET_START_LENGTH) : null;
}

/**
 * Whether typed text is (the start of) this ticket: at least
 * TICKET_START_LENGTH characters of a code, compared in any case (people copy
 * codes from paper), on the part the door list knows.
 */
export function matchesTicketStart(typed: string, start: string | null): boolean {
  const code = typed.trim();
  if (!start || code.length < TICKET_START_LENGTH || !/^[A-Za-z0-9_-]+$/.test(code)) return false;
  return code.slice(0, TICKET_START_LENGTH).toLowerCase() === start.toLowerCase();
}

/** The registration facts that decide whether it may attend. */
export interface TicketHolderState {
  PaymentStatus: PaymentStatus;
  /** Set when the camp was cancelled. */
  campCancelledAt?: IsoDateTime | null;
  /** On the waiting list (see waitlist.ts): no seat, so no ticket. */
  waitlistStatus?: WaitlistStatus | null;
}

/**
 * A registration may attend, and so holds a ticket, once it holds a seat and
 * nothing is owed: it was paid, or the camp is free. Waitlisted, unpaid,
 * refunded and disputed registrations and those of a cancelled camp hold
 * none (a code they were given stops opening the door).
 */
export function mayHoldTicket(r: TicketHolderState): boolean {
  if (r.campCancelledAt || isWaitlisted(r)) return false;
  return r.PaymentStatus === 'Paid' || r.PaymentStatus === 'Free';
}

/** Check-in facts of a registration. */
export interface CheckInState extends TicketHolderState {
  checkedInAt?: IsoDateTime | null;
}

/**
 * Why this registration cannot be checked in now, or null when it can:
 * 'no-ticket' (it may not attend), 'already-checked-in' (someone scanned it before).
 */
export function checkInProblem(r: CheckInState): 'no-ticket' | 'already-checked-in' | null {
  if (!mayHoldTicket(r)) return 'no-ticket';
  if (r.checkedInAt) return 'already-checked-in';
  return null;
}

/**
 * What the door sees of a registration (the check-in API's answer): enough
 * to greet the person and tell them apart, no health details. The email is
 * there for the camp's organizers only: door and clinician staff see names.
 */
export interface AttendeeView {
  _id: string;
  /**
   * The ticket code's first TICKET_START_LENGTH characters, so the door desk
   * finds a person by a code typed from their mail or printout. Never the
   * whole code: a phone at the door holding every ticket would hold every
   * way in.
   */
  ticketStart: string | null;
  campId: string;
  CampName: string;
  ParticipantName: string;
  ParticipantEmail?: string;
  /** Registered at the door by staff (no account). */
  walkIn?: boolean;
  PaymentStatus: PaymentStatus;
  ConfirmationStatus: ConfirmationStatus;
  checkedInAt: IsoDateTime | null;
}

/** A camp as the Check-in page heads it (the check-in API's answer). */
export interface CampHeading {
  _id: string;
  CampName: string;
  DateTime: IsoDateTime;
  Location: string;
  /** The camp's zone, in which its date is shown (campTimeZone). */
  TimeZone: string;
}

/** How many of those expected came, for one camp or several. */
export interface Attendance {
  expected: number;
  checkedIn: number;
}

/** Attendance and no-show rates in whole percent (both 0 when nobody was expected). */
export function attendanceRates(a: Attendance): { attendanceRate: number; noShowRate: number } {
  if (a.expected <= 0) return { attendanceRate: 0, noShowRate: 0 };
  const attendanceRate = Math.round((Math.min(a.checkedIn, a.expected) / a.expected) * 100);
  return { attendanceRate, noShowRate: 100 - attendanceRate };
}

/**
 * Counts a camp's attendance from its registrations: expected are those who
 * may attend, checked in those of them who were scanned.
 */
export function countAttendance(registrations: Iterable<CheckInState>): Attendance {
  let expected = 0;
  let checkedIn = 0;
  for (const r of registrations) {
    if (!mayHoldTicket(r)) continue;
    expected++;
    if (r.checkedInAt) checkedIn++;
  }
  return { expected, checkedIn };
}
