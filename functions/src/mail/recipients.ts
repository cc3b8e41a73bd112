/**
 * Whether a mail's account still exists. A trigger can run well after the
 * change it mails about; if the participant deleted their account in
 * between, their data has been erased and no mail may bring their address
 * back into the queue.
 */
import { auth } from '../firestore/firebase.ts';

export async function accountStillExists(uid: string | null | undefined): Promise<boolean> {
  if (!uid) return false;
  try {
    await auth.getUser(uid);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
}
