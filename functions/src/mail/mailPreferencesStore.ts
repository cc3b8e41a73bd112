/** A user's mail preferences, kept on their users/{uid} document (absent fields: the defaults). */
import { COLLECTIONS, mailLanguageOf, type MailLanguage, type MailPreferences } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { grpcCode, GRPC } from '../firestore/grpc.ts';

/** null: no such user. */
export async function readMailPreferences(db: Firestore, uid: string): Promise<Required<MailPreferences> | null> {
  const snap = await db.collection(COLLECTIONS.users).doc(uid).get();
  if (!snap.exists) return null;
  return { emailReminders: snap.get('emailReminders') !== false, language: mailLanguageOf(snap.get('language')) };
}

/** The language to write someone's mails in: English when they have chosen none (or have no profile). */
export async function readMailLanguage(db: Firestore, uid: string | null | undefined): Promise<MailLanguage> {
  if (!uid) return 'en';
  const snap = await db.collection(COLLECTIONS.users).doc(uid).get();
  return mailLanguageOf(snap.get('language'));
}

/** The languages of several people at once (one read for all): English for anyone who has chosen none. */
export async function readMailLanguages(db: Firestore, uids: Iterable<string>): Promise<Map<string, MailLanguage>> {
  const unique = [...new Set(uids)].filter(Boolean);
  const languages = new Map<string, MailLanguage>();
  if (unique.length === 0) return languages;
  const snaps = await db.getAll(...unique.map((uid) => db.collection(COLLECTIONS.users).doc(uid)));
  for (const snap of snaps) languages.set(snap.id, mailLanguageOf(snap.get('language')));
  return languages;
}

/** Stores fields of the preferences; null when there is no such user (nothing is written then). */
async function updatePreferences(db: Firestore, uid: string, change: Partial<MailPreferences>): Promise<Required<MailPreferences> | null> {
  try {
    await db.collection(COLLECTIONS.users).doc(uid).update({ ...change, updatedAt: new Date().toISOString() });
  } catch (error) {
    if (grpcCode(error) === GRPC.NOT_FOUND) return null;
    throw error;
  }
  return readMailPreferences(db, uid);
}

export const setEmailReminders = (db: Firestore, uid: string, emailReminders: boolean) => updatePreferences(db, uid, { emailReminders });

export const setMailLanguage = (db: Firestore, uid: string, language: MailLanguage) => updatePreferences(db, uid, { language });
