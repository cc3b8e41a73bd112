/**
 * Camp reminders: a mail the day before a camp to everyone holding a seat,
 * unless they turned reminders off (Profile, or the unsubscribe link every
 * reminder carries). One reminder per registration and camp date: a camp
 * moved to another day is reminded of again.
 */
import type { IsoDateTime } from './model.ts';

/** How long before the camp's start the reminder goes out. */
export const REMINDER_LEAD_HOURS = 24;

/** The camps starting in this window are due a reminder at `now`: after now, at most REMINDER_LEAD_HOURS ahead. */
export function reminderWindow(now: Date): { after: IsoDateTime; until: IsoDateTime } {
  return { after: now.toISOString(), until: new Date(now.getTime() + REMINDER_LEAD_HOURS * 3_600_000).toISOString() };
}

export function isReminderDue(campDateTime: string, now: Date): boolean {
  const start = Date.parse(campDateTime);
  return Number.isFinite(start) && start > now.getTime() && start <= now.getTime() + REMINDER_LEAD_HOURS * 3_600_000;
}

/** The languages mails are written in; a person with none stored gets English. */
export const MAIL_LANGUAGES = ['en', 'bn'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** A stored language as mails use it: anything but a known one (absent, or from an older app) is English. */
export const mailLanguageOf = (value: unknown): MailLanguage =>
  MAIL_LANGUAGES.includes(value as MailLanguage) ? (value as MailLanguage) : 'en';

/** A user's mail preferences (on users/{uid}); absent fields take the defaults. */
export interface MailPreferences {
  /** Mail me a reminder the day before each camp I hold a seat at. */
  emailReminders: boolean;
  /** The language their mails are written in (the one they last chose on the site); the API always answers it. */
  language?: MailLanguage;
}

export const DEFAULT_MAIL_PREFERENCES: MailPreferences = { emailReminders: true };

export function wantsReminders(user: { emailReminders?: boolean | null } | null | undefined): boolean {
  return user?.emailReminders !== false;
}
