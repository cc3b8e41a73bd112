/**
 * What a registration's state allows, and what a registration becomes.
 * Used by the API to decide and by the UI to enable buttons. Who is acting
 * (owner, organizer) is decided apart, in `canDeleteRegistration`.
 */
import { DEFAULT_REFUND_CUTOFF_HOURS } from './constants.ts';
import type { ConfirmationStatus, PaymentStatus, WaitlistStatus } from './model.ts';
import { isWaitlisted } from './waitlist.ts';

export interface RegistrationState {
  PaymentStatus: PaymentStatus;
  ConfirmationStatus: ConfirmationStatus;
  /** Absent or null: holds a seat. A waitlisted registration may not pay, be confirmed or give feedback. */
  waitlistStatus?: WaitlistStatus | null;
}

/** New registrations wait for payment, unless the camp is free: then there is nothing to pay. */
export function initialRegistrationState(campFee: number): RegistrationState {
  return { PaymentStatus: campFee > 0 ? 'Unpaid' : 'Free', ConfirmationStatus: 'Pending' };
}

/** A camp can be joined until it starts, unless it was cancelled. */
export function isCampOpenForRegistration(
  campDateTime: string,
  now: Date = new Date(),
  cancelledAt: string | null | undefined = null,
): boolean {
  if (cancelledAt) return false;
  const startsAt = Date.parse(campDateTime);
  return Number.isFinite(startsAt) && startsAt > now.getTime();
}

/** No money is held for the registration: unpaid, or free. */
export function holdsNoMoney(r: RegistrationState): boolean {
  return r.PaymentStatus === 'Unpaid' || r.PaymentStatus === 'Free';
}

/** The participant cancels their own registration at once while no money is held. */
export function canParticipantCancel(r: RegistrationState): boolean {
  return holdsNoMoney(r);
}

/** An organizer deletes only registrations that hold no money and are not confirmed. */
export function canOrganizerDelete(r: RegistrationState): boolean {
  return holdsNoMoney(r) && r.ConfirmationStatus === 'Pending';
}

/** An organizer confirms a paid or free registration that holds a seat, once. */
export function canConfirm(r: RegistrationState): boolean {
  return (r.PaymentStatus === 'Paid' || r.PaymentStatus === 'Free') && r.ConfirmationStatus === 'Pending' && !isWaitlisted(r);
}

/** The participant pays while unpaid and holding a seat (not on the waiting list). */
export function canPay(r: RegistrationState): boolean {
  return r.PaymentStatus === 'Unpaid' && !isWaitlisted(r);
}

/** Feedback comes after confirmation, once per registration. */
export function canGiveFeedback(r: RegistrationState & { feedbackGiven?: boolean }): boolean {
  return r.ConfirmationStatus === 'Confirmed' && !r.feedbackGiven && !isWaitlisted(r);
}

/** The camp facts a refund decision needs. */
export interface RefundWindowCamp {
  DateTime: string;
  refundCutoffHours?: number;
}

/** The instant after which a paid registration is no longer refunded on cancellation. */
export function refundDeadline(camp: RefundWindowCamp): Date {
  const hours = camp.refundCutoffHours ?? DEFAULT_REFUND_CUTOFF_HOURS;
  return new Date(Date.parse(camp.DateTime) - hours * 3_600_000);
}

/**
 * Whether the participant may cancel a paid registration and get the fee
 * back in full: until the camp's cut-off (48 hours before it by default).
 * `reason` says why not, in words the button can show.
 */
export function participantRefund(
  r: RegistrationState,
  camp: RefundWindowCamp,
  now: Date = new Date(),
): { allowed: true } | { allowed: false; reason: string } {
  if (r.PaymentStatus !== 'Paid') return { allowed: false, reason: 'Only paid registrations are refunded.' };
  const deadline = refundDeadline(camp);
  if (!Number.isFinite(deadline.getTime()) || now.getTime() >= deadline.getTime()) {
    const hours = camp.refundCutoffHours ?? DEFAULT_REFUND_CUTOFF_HOURS;
    return {
      allowed: false,
      reason: `Paid registrations can be cancelled with a refund until ${hours} hours before the camp; that time has passed.`,
    };
  }
  return { allowed: true };
}

/** Who is acting on a registration: its participant, an organizer, or (neither) someone else. */
export interface RegistrationActor {
  isOwner: boolean;
  isOrganizer: boolean;
}

/**
 * Whether this actor may remove the registration in its current state: the
 * owner cancels while no money is held, an organizer deletes while no money
 * is held and it is pending. Someone who is neither never may (the API
 * answers them 403, not 409). A paid registration's refund-cancellation is
 * `participantRefund`.
 */
export function canDeleteRegistration(actor: RegistrationActor, r: RegistrationState): boolean {
  return (actor.isOwner && canParticipantCancel(r)) || (actor.isOrganizer && canOrganizerDelete(r));
}

/**
 * What a registration's confirmation reads as beside its payment. Money that
 * went back (refunded), or a camp that was called off, ends the registration:
 * it no longer waits for an organizer, so it reads Cancelled rather than
 * Pending (or a confirmation that no longer admits anyone).
 */
export type ConfirmationShown = ConfirmationStatus | 'Cancelled';

export function confirmationShown(r: Pick<RegistrationState, 'PaymentStatus' | 'ConfirmationStatus'> & { campCancelledAt?: string | null }): ConfirmationShown {
  if (r.PaymentStatus === 'Refunded' || r.campCancelledAt) return 'Cancelled';
  return r.ConfirmationStatus;
}
