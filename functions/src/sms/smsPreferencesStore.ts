/**
 * A person's text message consent, on users/{uid}: smsOptIn, smsPhone
 * (E.164), smsTimeZone, and when they last opted in or out. Off unless they
 * opted in; a STOP from their number turns every account with it off.
 */
import { COLLECTIONS, mailLanguageOf, type MailLanguage, type SmsPreferences } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { grpcCode, GRPC } from '../firestore/grpc.ts';

export type StoredSmsPreferences = SmsPreferences & { language: MailLanguage };

function preferencesOf(data: FirebaseFirestore.DocumentData | undefined): StoredSmsPreferences {
  return {
    smsOptIn: data?.smsOptIn === true,
    smsPhone: typeof data?.smsPhone === 'string' ? data.smsPhone : null,
    smsTimeZone: typeof data?.smsTimeZone === 'string' ? data.smsTimeZone : null,
    language: mailLanguageOf(data?.language),
  };
}

/** null: no such user. */
export async function readSmsPreferences(db: Firestore, uid: string): Promise<StoredSmsPreferences | null> {
  if (!uid) return null;
  const snap = await db.collection(COLLECTIONS.users).doc(uid).get();
  return snap.exists ? preferencesOf(snap.data()) : null;
}

/** Several people's at once (one read for all). */
export async function readSmsPreferencesOf(db: Firestore, uids: Iterable<string>): Promise<Map<string, StoredSmsPreferences>> {
  const unique = [...new Set(uids)].filter(Boolean);
  const found = new Map<string, StoredSmsPreferences>();
  if (unique.length === 0) return found;
  for (const snap of await db.getAll(...unique.map((uid) => db.collection(COLLECTIONS.users).doc(uid)))) {
    if (snap.exists) found.set(snap.id, preferencesOf(snap.data()));
  }
  return found;
}

/**
 * Opts in (with a number already in E.164, and optionally a zone) or out;
 * an opt-out keeps the number, so turning texts on again needs none.
 * null when there is no such user (nothing is written then).
 */
export async function setSmsPreferences(
  db: Firestore,
  uid: string,
  change: { smsOptIn: boolean; smsPhone?: string | null; smsTimeZone?: string | null },
  now: Date = new Date(),
): Promise<StoredSmsPreferences | null> {
  const at = now.toISOString();
  const fields: Record<string, unknown> = { smsOptIn: change.smsOptIn, updatedAt: at, [change.smsOptIn ? 'smsOptInAt' : 'smsOptOutAt']: at };
  if (change.smsPhone !== undefined) fields.smsPhone = change.smsPhone;
  if (change.smsTimeZone !== undefined) fields.smsTimeZone = change.smsTimeZone;
  try {
    await db.collection(COLLECTIONS.users).doc(uid).update(fields);
  } catch (error) {
    if (grpcCode(error) === GRPC.NOT_FOUND) return null;
    throw error;
  }
  return readSmsPreferences(db, uid);
}

/** A STOP from this number: every account that gave it is opted out. Returns their ids and languages. */
export async function optOutPhone(db: Firestore, phone: string, now: Date = new Date()): Promise<{ uid: string; language: MailLanguage }[]> {
  const snap = await db.collection(COLLECTIONS.users).where('smsPhone', '==', phone).get();
  const at = now.toISOString();
  const batch = db.batch();
  for (const doc of snap.docs) batch.update(doc.ref, { smsOptIn: false, smsOptOutAt: at, updatedAt: at });
  if (!snap.empty) await batch.commit();
  return snap.docs.map((doc) => ({ uid: doc.id, language: mailLanguageOf(doc.get('language')) }));
}
