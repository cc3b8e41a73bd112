/**
 * Unpaid seats of paid camps are held for a while, then released to the
 * waiting list, as a cancellation would release them. A camp sets how long
 * (`unpaidHoldHours`, 48 by default), and the hold never runs past the refund
 * cut-off: after it only paid seats remain, and whoever is next in line still
 * has time to take one. A seat taken after the cut-off (a late join, an offer
 * accepted late) is held at most until the camp starts.
 *
 *   seat taken, Unpaid ─(reminder mail at unpaidReminderAt)─► …
 *   … ─(paid)─► Paid (hold cleared)
 *   … ─(unpaidHoldExpiresAt passes)─► Expired, unpaidSeatReleasedAt set;
 *         the seat goes to the first in line (or becomes free)
 */
import { DEFAULT_REFUND_CUTOFF_HOURS } from './constants.ts';
import type { IsoDateTime, PaymentStatus, WaitlistStatus } from './model.ts';
import { isWaitlisted } from './waitlist.ts';

export const DEFAULT_UNPAID_HOLD_HOURS = 48;
/** A camp's own hold is from 1 hour to 14 days. */
export const MIN_UNPAID_HOLD_HOURS = 1;
export const MAX_UNPAID_HOLD_HOURS = 336;
/** The reminder goes out this long before the hold ends (or half-way through a shorter hold). */
export const UNPAID_REMINDER_LEAD_HOURS = 24;

const HOUR_MS = 3_600_000;

export interface HoldCamp {
  DateTime: IsoDateTime;
  CampFees: number;
  refundCutoffHours?: number;
  unpaidHoldHours?: number;
}

/** When a seat taken unpaid at `heldFrom` is released, on this camp. */
export function unpaidHoldDeadline(heldFrom: Date, camp: HoldCamp): Date {
  const hours = camp.unpaidHoldHours ?? DEFAULT_UNPAID_HOLD_HOURS;
  const end = heldFrom.getTime() + hours * HOUR_MS;
  const start = Date.parse(camp.DateTime);
  const cutoff = start - (camp.refundCutoffHours ?? DEFAULT_REFUND_CUTOFF_HOURS) * HOUR_MS;
  const limit = heldFrom.getTime() < cutoff ? cutoff : start;
  return new Date(Number.isFinite(limit) ? Math.min(end, Math.max(limit, heldFrom.getTime())) : end);
}

/** When the reminder to pay goes out: a day before the hold ends, or half-way through a shorter one. */
export function unpaidReminderTime(heldFrom: Date, deadline: Date): Date {
  const length = deadline.getTime() - heldFrom.getTime();
  return new Date(deadline.getTime() - Math.min(UNPAID_REMINDER_LEAD_HOURS * HOUR_MS, length / 2));
}

export interface HoldState {
  PaymentStatus: PaymentStatus;
  waitlistStatus?: WaitlistStatus | null;
  campCancelledAt?: IsoDateTime | null;
}

/** The registration holds a seat that is still to be paid for (it is released if it stays so). */
export function holdsUnpaidSeat(r: HoldState): boolean {
  return r.PaymentStatus === 'Unpaid' && !isWaitlisted(r) && !r.campCancelledAt;
}

/**
 * The hold fields a registration gets when it takes a seat at `now`: its
 * deadline and reminder time when the seat is unpaid on a paid camp, none
 * otherwise (a free seat, a waitlisted one).
 */
export function unpaidHoldFields(
  state: HoldState,
  camp: HoldCamp,
  now: Date,
): { unpaidHoldExpiresAt: IsoDateTime; unpaidReminderAt: IsoDateTime } | Record<string, never> {
  if (camp.CampFees <= 0 || !holdsUnpaidSeat(state)) return {};
  const deadline = unpaidHoldDeadline(now, camp);
  return { unpaidHoldExpiresAt: deadline.toISOString(), unpaidReminderAt: unpaidReminderTime(now, deadline).toISOString() };
}

/** Its hold has run out: the sweep releases it. */
export function isUnpaidHoldOver(r: HoldState & { unpaidHoldExpiresAt?: IsoDateTime | null }, now: Date): boolean {
  return holdsUnpaidSeat(r) && !!r.unpaidHoldExpiresAt && Date.parse(r.unpaidHoldExpiresAt) <= now.getTime();
}

/** Its reminder is due (and not sent). */
export function isUnpaidReminderDue(r: HoldState & { unpaidReminderAt?: IsoDateTime | null }, now: Date): boolean {
  return holdsUnpaidSeat(r) && !!r.unpaidReminderAt && Date.parse(r.unpaidReminderAt) <= now.getTime();
}
