/**
 * The participant's rights over their account: the copy of their data they
 * may download, and what happens to each thing they leave behind when they
 * delete the account. Pure rules, used by the functions and the web app.
 */
import { accessLogSearchWords, type AccessLogEntry, type Consent, type HealthDetails } from './privacy.ts';
import type { Booking, ContactMessage, Feedback, IsoDateTime, Registration, UserProfile } from './model.ts';
import { isCampOpenForRegistration, participantRefund } from './registrationRules.ts';
import type { ContactAttempt, Referral } from './clinical/followUp.ts';
import type { ScreeningResult } from './clinical/measurements.ts';

/** What `GET /api/me/export` answers: everything CampCare keeps about the caller, in one JSON file. */
export interface PersonalDataExport {
  exportedAt: IsoDateTime;
  /** The Privacy Policy version in force when the file was made. */
  privacyPolicyVersion: string;
  account: {
    uid: string;
    email: string;
    displayName: string;
    photoURL: string | null;
    /** The stored profile (role, mail preferences, dates); null when none was ever written. */
    profile: UserProfile | null;
  };
  /** Each registration as stored, with its health details (null once erased). */
  registrations: (Omit<Registration, 'searchTokens' | 'nameKey'> & { _id: string; healthDetails: HealthDetails | null })[];
  /** Card payments (bookings). */
  payments: (Booking & { _id: string })[];
  /** Reviews written from those registrations. */
  reviews: (Feedback & { _id: string })[];
  /** Every consent given, one per registration that carries one. */
  consents: (Consent & { registrationId: string; campId: string; CampName: string })[];
  /** Every read of the caller's health details by someone else. */
  accessLog: (AccessLogEntry & { _id: string })[];
  /** Messages sent through the contact form while signed in. */
  contactMessages: (ContactMessage & { _id: string })[];
  /** Results recorded at the camps' screening stations, in canonical units. */
  results: (ScreeningResult & { _id: string })[];
  /** Referrals from the camps' screenings, with each try at reaching the person. */
  referrals: (Referral & { _id: string; attempts: (ContactAttempt & { _id: string })[] })[];
}

/** The download's file name, dated (`campcare-my-data-2026-11-23.json`). */
export function personalDataFileName(now: Date): string {
  return `campcare-my-data-${now.toISOString().slice(0, 10)}.json`;
}

/** What a participant who deletes their account decides for paid registrations of camps still to come. */
export type PaidUpcomingChoice = 'cancel-and-refund' | 'keep';
export const PAID_UPCOMING_CHOICES: readonly PaidUpcomingChoice[] = ['cancel-and-refund', 'keep'];

/** The name left on registrations, payments and reviews of a deleted account. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

type Fate = 'cancel' | 'cancel-and-refund' | 'keep';

/** A registration's camp as far as the fate decision needs it (the registration's own copy when the camp is gone). */
export interface FateCamp {
  DateTime: IsoDateTime;
  refundCutoffHours?: number;
  cancelledAt?: IsoDateTime | null;
}

/** Whether a registration is paid for a camp that has not happened yet (and was not cancelled). */
export function isPaidUpcoming(r: Pick<Registration, 'PaymentStatus' | 'campCancelledAt'>, camp: FateCamp, now: Date): boolean {
  return r.PaymentStatus === 'Paid' && isCampOpenForRegistration(camp.DateTime, now, camp.cancelledAt ?? r.campCancelledAt);
}

/**
 * What an account's deletion does with one of its registrations:
 * - a camp still to come that holds no money (unpaid, free, waiting list,
 *   offered seat) is cancelled, so the seat goes to someone else;
 * - a paid one for a camp still to come is cancelled with a full refund when
 *   the person chose that and the refund window is open, and kept otherwise;
 * - everything else (camps that took place or were cancelled, refunded or
 *   disputed payments) is kept, without the person's name, for attendance
 *   and accounting.
 */
export function registrationFate(
  r: Pick<Registration, 'PaymentStatus' | 'ConfirmationStatus' | 'campCancelledAt' | 'refundCutoffHours'>,
  camp: FateCamp,
  choice: PaidUpcomingChoice,
  now: Date,
): Fate {
  const upcoming = isCampOpenForRegistration(camp.DateTime, now, camp.cancelledAt ?? r.campCancelledAt);
  if (!upcoming) return 'keep';
  if (r.PaymentStatus === 'Unpaid' || r.PaymentStatus === 'Free') return 'cancel';
  if (r.PaymentStatus !== 'Paid') return 'keep';
  if (choice === 'keep') return 'keep';
  return participantRefund(r, { DateTime: camp.DateTime, refundCutoffHours: camp.refundCutoffHours ?? r.refundCutoffHours }, now).allowed
    ? 'cancel-and-refund'
    : 'keep';
}

/** One paid registration for a camp still to come, as the deletion's 409 answer lists it. */
export interface PaidUpcomingCamp {
  registrationId: string;
  campId: string;
  CampName: string;
  DateTime: IsoDateTime;
  CampFees: number;
  /** Whether cancelling it now refunds the fee (the camp's refund cut-off has not passed). */
  refundable: boolean;
}

/**
 * The fields of a registration that name or reach its participant, as they
 * are left on a kept registration of a deleted account. What attendance and
 * accounting need (camp, fee, payment and confirmation status, ticket,
 * check-in, consent's policy version and date) stays.
 */
export function anonymizedRegistrationFields(): Pick<Registration, 'participantUid' | 'ParticipantName' | 'ParticipantEmail' | 'personKey' | 'dependant'> {
  // The person key names the account (`account:{uid}`, `dependant:{uid}:{name}`), a dependant the guardian by name: both go.
  return { participantUid: '', ParticipantName: DELETED_ACCOUNT_NAME, ParticipantEmail: '', personKey: null, dependant: null };
}

/** The same for a payment kept for accounting: amount, date, camp and status stay; who paid goes. */
export function anonymizedBookingFields(): Pick<Booking, 'participantUid' | 'ParticipantName' | 'ParticipantEmail'> {
  return { participantUid: '', ParticipantName: DELETED_ACCOUNT_NAME, ParticipantEmail: '' };
}

/**
 * An access log entry once the person it names deleted their account: as
 * the participant, their uid and name go; as the reader, theirs do. Its
 * search words follow, so the gone name no longer finds it.
 */
export function anonymizedAccessLogFields(
  entry: Pick<AccessLogEntry, 'accessorName' | 'participantName' | 'CampName'>,
  as: 'participant' | 'accessor',
): Partial<AccessLogEntry> {
  if (as === 'participant') {
    return { participantUid: null, participantName: null, t: accessLogSearchWords({ ...entry, participantName: null }) };
  }
  return { accessorUid: '', accessorName: DELETED_ACCOUNT_NAME, t: accessLogSearchWords({ ...entry, accessorName: DELETED_ACCOUNT_NAME }) };
}

/** The name a review of a deleted account is shown under. */
export const FORMER_PARTICIPANT_NAME = 'Former participant';

/** A review stays public (its rating and words count in the camp's reviews) without its author's name or photo. */
export function anonymizedReviewFields(): Pick<Feedback, 'Name' | 'photoURL'> {
  return { Name: FORMER_PARTICIPANT_NAME, photoURL: null };
}
