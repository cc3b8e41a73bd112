import { describe, expect, it } from 'vitest';
import { isUnpaidHoldOver, isUnpaidReminderDue, unpaidHoldDeadline, unpaidHoldFields, unpaidReminderTime } from '../src/index.ts';

const HOUR = 3_600_000;
const now = new Date('2026-12-01T10:00:00Z');
const campIn = (days: number, extra: Record<string, unknown> = {}) => ({
  DateTime: new Date(now.getTime() + days * 24 * HOUR).toISOString(),
  CampFees: 20,
  ...extra,
});

describe('unpaid seat holds', () => {
  it('last 48 hours by default, or what the camp sets', () => {
    expect(unpaidHoldDeadline(now, campIn(10)).getTime() - now.getTime()).toBe(48 * HOUR);
    expect(unpaidHoldDeadline(now, campIn(10, { unpaidHoldHours: 6 })).getTime() - now.getTime()).toBe(6 * HOUR);
  });

  it('never run past the refund cut-off; a seat taken after it is held at most until the camp', () => {
    // Three days ahead, 48-hour cut-off: the cut-off is a day away.
    expect(unpaidHoldDeadline(now, campIn(3)).getTime() - now.getTime()).toBe(24 * HOUR);
    expect(unpaidHoldDeadline(now, campIn(3, { refundCutoffHours: 0 })).getTime() - now.getTime()).toBe(48 * HOUR);
    // A day ahead, past the cut-off: held until the camp starts.
    expect(unpaidHoldDeadline(now, campIn(1)).getTime() - now.getTime()).toBe(24 * HOUR);
    expect(unpaidHoldDeadline(now, campIn(1, { unpaidHoldHours: 2 })).getTime() - now.getTime()).toBe(2 * HOUR);
  });

  it('remind a day before the end, or half-way through a shorter hold', () => {
    expect(unpaidReminderTime(now, new Date(now.getTime() + 48 * HOUR)).getTime() - now.getTime()).toBe(24 * HOUR);
    expect(unpaidReminderTime(now, new Date(now.getTime() + 6 * HOUR)).getTime() - now.getTime()).toBe(3 * HOUR);
  });

  it('apply to unpaid seats of paid camps only', () => {
    expect(unpaidHoldFields({ PaymentStatus: 'Unpaid' }, campIn(10), now)).toHaveProperty('unpaidHoldExpiresAt');
    expect(unpaidHoldFields({ PaymentStatus: 'Free' }, campIn(10, { CampFees: 0 }), now)).toEqual({});
    expect(unpaidHoldFields({ PaymentStatus: 'Unpaid', waitlistStatus: 'Waiting' }, campIn(10), now)).toEqual({});
  });

  it('run out only for a seat still unpaid, held and of a camp still on', () => {
    const due = { PaymentStatus: 'Unpaid' as const, unpaidHoldExpiresAt: now.toISOString(), unpaidReminderAt: now.toISOString() };
    expect(isUnpaidHoldOver(due, now)).toBe(true);
    expect(isUnpaidHoldOver(due, new Date(now.getTime() - 1))).toBe(false);
    expect(isUnpaidHoldOver({ ...due, PaymentStatus: 'Paid' }, now)).toBe(false);
    expect(isUnpaidHoldOver({ ...due, waitlistStatus: 'Expired' }, now)).toBe(false);
    expect(isUnpaidHoldOver({ ...due, campCancelledAt: now.toISOString() }, now)).toBe(false);
    expect(isUnpaidReminderDue(due, now)).toBe(true);
    expect(isUnpaidReminderDue({ ...due, unpaidReminderAt: null }, now)).toBe(false);
  });
});
