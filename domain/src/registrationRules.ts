/**
 * Who may do what to a registration, and what a registration becomes.
 * Used by the API to decide and by the UI to enable buttons.
 */
import type { ConfirmationStatus, PaymentStatus } from './model.ts';

export interface RegistrationState {
  PaymentStatus: PaymentStatus;
  ConfirmationStatus: ConfirmationStatus;
}

/** New registrations wait for payment, unless the camp is free. */
export function initialRegistrationState(campFee: number): RegistrationState {
  return { PaymentStatus: campFee > 0 ? 'Unpaid' : 'Paid', ConfirmationStatus: 'Pending' };
}

/** A camp can be joined until it starts. */
export function isCampOpenForRegistration(campDateTime: string, now: Date = new Date()): boolean {
  const startsAt = Date.parse(campDateTime);
  return Number.isFinite(startsAt) && startsAt > now.getTime();
}

/** The participant cancels their own registration while nothing is paid. */
export function canParticipantCancel(r: RegistrationState): boolean {
  return r.PaymentStatus === 'Unpaid';
}

/** An organizer deletes only registrations that are neither paid nor confirmed. */
export function canOrganizerDelete(r: RegistrationState): boolean {
  return r.PaymentStatus === 'Unpaid' && r.ConfirmationStatus === 'Pending';
}

/** An organizer confirms a paid registration, once. */
export function canConfirm(r: RegistrationState): boolean {
  return r.PaymentStatus === 'Paid' && r.ConfirmationStatus === 'Pending';
}

/** The participant pays while unpaid. */
export function canPay(r: RegistrationState): boolean {
  return r.PaymentStatus === 'Unpaid';
}

/** Feedback comes after confirmation, once per registration. */
export function canGiveFeedback(r: RegistrationState & { feedbackGiven?: boolean }): boolean {
  return r.ConfirmationStatus === 'Confirmed' && !r.feedbackGiven;
}

/** Who is acting on a registration: its participant, an organizer, or (neither) someone else. */
export interface RegistrationActor {
  isOwner: boolean;
  isOrganizer: boolean;
}

/**
 * Whether this actor may remove the registration in its current state: the
 * owner cancels while unpaid, an organizer deletes while unpaid and pending.
 * Someone who is neither never may (the API answers them 403, not 409).
 */
export function canDeleteRegistration(actor: RegistrationActor, r: RegistrationState): boolean {
  return (actor.isOwner && canParticipantCancel(r)) || (actor.isOrganizer && canOrganizerDelete(r));
}
