/**
 * After the camp: by when someone referred should have reached the facility,
 * what the follow-up found, and when a referral counts as done with.
 */
import type { IsoDateTime } from '../model.ts';
import type { ReferralReason, ReferralUrgency } from './referralRules.ts';

/** Days from the referral to its due date, unless the camp sets its own. */
export const DEFAULT_FOLLOW_UP_DAYS: Record<ReferralUrgency, number> = { urgent: 2, routine: 14 };
/** A camp's own follow-up days are from 1 to 90. */
export const MIN_FOLLOW_UP_DAYS = 1;
export const MAX_FOLLOW_UP_DAYS = 90;

export type FollowUpDays = Record<ReferralUrgency, number>;

/** What the follow-up found out: reached the facility, was treated there, declined to go, could not be reached. */
export type FollowUpOutcome = 'reached' | 'treated' | 'declined' | 'unreachable';
export const FOLLOW_UP_OUTCOMES: readonly FollowUpOutcome[] = ['reached', 'treated', 'declined', 'unreachable'];

export type ReferralStatus = 'open' | 'dismissed' | 'closed';
export type ReferralSource = 'rule' | 'clinician';

/** How someone was tried: by phone, a visit, a message. */
export type ContactChannel = 'phone' | 'visit' | 'sms' | 'other';
export const CONTACT_CHANNELS: readonly ContactChannel[] = ['phone', 'visit', 'sms', 'other'];

/** referrals/{referralId}: one reason to see a facility, from a rule or a clinician. */
export interface Referral {
  campId: string;
  registrationId: string;
  /** The account the registration belongs to (its guardian's for a dependant); null for a walk-in without one. */
  personUid: string | null;
  /** The result that met a rule; null for a clinician's referral. */
  resultId: string | null;
  reason: ReferralReason;
  urgency: ReferralUrgency;
  source: ReferralSource;
  status: ReferralStatus;
  /** A clinician's words: why they added or dismissed it. */
  note: string | null;
  /** Printed on the slip and in its QR, so the facility can tell which referral it is. */
  code: string;
  dueAt: IsoDateTime;
  outcome: FollowUpOutcome | null;
  closedAt: IsoDateTime | null;
  createdAt: IsoDateTime;
  /** The uid of the clinician who recorded the result or added the referral. */
  createdBy: string;
}

/** referrals/{referralId}/attempts/{attemptId}: one try at reaching the person. */
export interface ContactAttempt {
  channel: ContactChannel;
  /** Whether the person was reached on this try. */
  reached: boolean;
  note: string | null;
  at: IsoDateTime;
  by: string;
}

/** A rule's referral has one id per result and reason, so recording a result twice (an offline retry) refers once. */
export function ruleReferralId(resultId: string, reason: ReferralReason): string {
  return `${resultId}_${reason}`;
}

const DAY_MS = 86_400_000;

/** When a referral made at `createdAt` is due, by its urgency and the camp's follow-up days. */
export function referralDueAt(createdAt: IsoDateTime, urgency: ReferralUrgency, days: Partial<FollowUpDays> | null = null): IsoDateTime {
  const n = days?.[urgency] ?? DEFAULT_FOLLOW_UP_DAYS[urgency];
  return new Date(Date.parse(createdAt) + n * DAY_MS).toISOString();
}

/** Every outcome closes a referral: someone reached, treated, declining or unreachable has been followed up. */
export function closesReferral(outcome: FollowUpOutcome): boolean {
  return FOLLOW_UP_OUTCOMES.includes(outcome);
}

/** Where a referral stands on the follow-up list. */
export type FollowUpState = 'due' | 'overdue' | 'closed' | 'dismissed';

export function followUpState(referral: Pick<Referral, 'status' | 'dueAt'>, now: Date = new Date()): FollowUpState {
  if (referral.status === 'closed') return 'closed';
  if (referral.status === 'dismissed') return 'dismissed';
  return Date.parse(referral.dueAt) < now.getTime() ? 'overdue' : 'due';
}

/** Letters and digits that cannot be misread for one another on paper (no 0/O, 1/I/L). */
const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const REFERRAL_CODE_LENGTH = 8;

/**
 * A referral's code, as printed on the slip (`R-XXXX-XXXX`), from random
 * bytes the caller draws (crypto on the server). Not a secret: it names a
 * referral for a facility, and reading one still takes a signed-in person
 * the rules allow.
 */
export function referralCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < REFERRAL_CODE_LENGTH) throw new Error(`referralCode needs ${REFERRAL_CODE_LENGTH} random bytes`);
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++) code += CODE_ALPHABET[randomBytes[i]! % CODE_ALPHABET.length];
  return `R-${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Whether text is a referral code in its printed form. */
export function isReferralCode(text: string): boolean {
  return new RegExp(`^R-[${CODE_ALPHABET}]{4}-[${CODE_ALPHABET}]{4}$`).test(text);
}
