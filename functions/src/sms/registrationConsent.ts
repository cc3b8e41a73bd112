/**
 * "Text me about this camp" on the registration form: the number given
 * there, read in the camp's country, becomes the account's texting number
 * with its opt-in, before the registration is written, so the first
 * message (the ticket) finds it. A registration refused after that (camp
 * full of the same person, closed) puts the settings back as they were.
 */
import { smsCountryOfTimeZone, isTimeZone } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { toE164 } from './phoneNumbers.ts';
import { readSmsPreferences, setSmsPreferences, type StoredSmsPreferences } from './smsPreferencesStore.ts';

/** The number as texts need it, or null when it cannot be texted. */
export function registrationSmsPhone(typed: string, campTimeZone: string | null | undefined): string | null {
  return toE164(typed, smsCountryOfTimeZone(campTimeZone));
}

/** Opts the account in with this number; returns the settings before, to put back if the registration is refused (null: no profile). */
export async function optInAtRegistration(db: Firestore, uid: string, phone: string, timeZone: string | null | undefined): Promise<StoredSmsPreferences | null> {
  const before = await readSmsPreferences(db, uid);
  if (!before) return null;
  await setSmsPreferences(db, uid, { smsOptIn: true, smsPhone: phone, ...(timeZone && isTimeZone(timeZone) ? { smsTimeZone: timeZone } : {}) });
  return before;
}

export async function restoreSmsPreferences(db: Firestore, uid: string, before: StoredSmsPreferences): Promise<void> {
  await setSmsPreferences(db, uid, { smsOptIn: before.smsOptIn, smsPhone: before.smsPhone, smsTimeZone: before.smsTimeZone });
}
