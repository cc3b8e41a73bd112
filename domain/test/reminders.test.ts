import { describe, expect, it } from 'vitest';
import { isReminderDue, REMINDER_LEAD_HOURS, reminderWindow, wantsReminders } from '../src/reminders.ts';

const now = new Date('2026-12-04T09:00:00.000Z');
const inHours = (h: number) => new Date(now.getTime() + h * 3_600_000).toISOString();

describe('camp reminders', () => {
  it('are due for camps starting after now and at most 24 hours ahead', () => {
    expect(REMINDER_LEAD_HOURS).toBe(24);
    expect(isReminderDue(inHours(1), now)).toBe(true);
    expect(isReminderDue(inHours(24), now)).toBe(true);
    expect(isReminderDue(inHours(24.01), now)).toBe(false);
    expect(isReminderDue(inHours(0), now)).toBe(false);
    expect(isReminderDue(inHours(-2), now)).toBe(false);
    expect(isReminderDue('not a date', now)).toBe(false);
  });

  it('window is the same interval, as the query reads it', () => {
    expect(reminderWindow(now)).toEqual({ after: now.toISOString(), until: inHours(24) });
  });

  it('go to everyone but those who turned them off', () => {
    expect(wantsReminders({})).toBe(true);
    expect(wantsReminders(undefined)).toBe(true);
    expect(wantsReminders({ emailReminders: true })).toBe(true);
    expect(wantsReminders({ emailReminders: false })).toBe(false);
  });
});
