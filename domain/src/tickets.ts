/**
 * Tickets and check-in. A registration that may attend carries a ticket: a
 * random code the server makes (never derived from anything guessable), shown
 * to the participant as a QR code and scanned at the door by the camp's
 * organizers and staff. Who may scan is `campPermissions` (checkIn); what
 * may be scanned is here.
 */
import type { ConfirmationStatus, IsoDateTime, PaymentStatus, WaitlistStatus } from './model.ts';
import type { DoorAdmission } from './door.ts';
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

/**
 * Signed tickets. The server signs each ticket code for its camp (ECDSA
 * P-256 with SHA-256, the signature as r‖s: 64 bytes, 86 base64url
 * characters), and the QR code carries `code.signature`. A door phone holding
 * the camp's public key tells a real ticket from a forged or altered one with
 * no network. Tickets handed out before signing began carry the bare code,
 * which the door still accepts when the code is on its door list.
 */
export const TICKET_SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{86}$/;
export const TICKET_SIGNING_ALGORITHM = 'ES256' as const;

/** A scanned (or typed) ticket: its code, and the signature when the QR code carried one. */
export interface ScannedTicket {
  ticket: string;
  signature: string | null;
}

/** What a door reads from a QR code or a typed code; null for anything that is not a CampCare ticket. */
export function parseTicketCode(value: string): ScannedTicket | null {
  const text = value.trim();
  if (isTicketCode(text)) return { ticket: text, signature: null };
  const dot = text.indexOf('.');
  if (dot < 0) return null;
  const ticket = text.slice(0, dot);
  const signature = text.slice(dot + 1);
  return isTicketCode(ticket) && TICKET_SIGNATURE_PATTERN.test(signature) ? { ticket, signature } : null;
}

/** What the QR code of a ticket carries: the code and, when it has been signed, its signature. */
export function ticketQrText(ticket: string, signature: string | null | undefined): string {
  return signature ? `${ticket}.${signature}` : ticket;
}

/**
 * The bytes the server signs for a ticket (UTF-8 of this text): the camp is
 * part of it, so a real ticket of one camp is refused at another's door.
 */
export function ticketSigningMessage(campId: string, ticket: string): string {
  return `campcare-ticket/1\n${campId}\n${ticket}`;
}

/** A camp's public key as the door list carries it: SubjectPublicKeyInfo (DER) in base64url, and a short id to name it. */
export interface TicketPublicKey {
  alg: typeof TICKET_SIGNING_ALGORITHM;
  spki: string;
  keyId: string;
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
  /** The ticket's SHA-256 (base64url), so a door phone recognises a scanned code offline without holding the codes; null without a ticket. */
  ticketHash: string | null;
  /** Who checked the person in, on which phone (null before anyone did). */
  checkedIn: DoorAdmission | null;
  /** Other admissions of the same person, made on phones that were apart: recorded, not counted. */
  checkInConflicts: DoorAdmission[];
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
