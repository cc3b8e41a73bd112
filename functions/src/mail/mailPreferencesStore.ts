/** A user's mail preferences, kept on their users/{uid} document (absent fields: the defaults). */
import { COLLECTIONS, DEFAULT_MAIL_PREFERENCES, type MailPreferences } from '@campcare/domain';
import type { Firestore } from 'firebase-admin/firestore';
import { grpcCode, GRPC } from '../grpc.ts';

/** null: no such user. */
export async function readMailPreferences(db: Firestore, uid: string): Promise<MailPreferences | null> {
  const snap = await db.collection(COLLECTIONS.users).doc(uid).get();
  if (!snap.exists) return null;
  return { emailReminders: snap.get('emailReminders') !== false };
}

/** Stores the setting; null when there is no such user (nothing is written then). */
export async function setEmailReminders(db: Firestore, uid: string, emailReminders: boolean): Promise<MailPreferences | null> {
  try {
    await db.collection(COLLECTIONS.users).doc(uid).update({ emailReminders, updatedAt: new Date().toISOString() });
    return { ...DEFAULT_MAIL_PREFERENCES, emailReminders };
  } catch (error) {
    if (grpcCode(error) === GRPC.NOT_FOUND) return null;
    throw error;
  }
}
