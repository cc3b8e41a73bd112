/**
 * Sign-in, sign-up, sign-out and password reset through Firebase Auth. The
 * popup resolver is imported here, not in lib/auth.ts, so it loads with the
 * login pages only.
 */
import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  FacebookAuthProvider,
  getAdditionalUserInfo,
  GoogleAuthProvider,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  updateProfile,
  type UserCredential,
} from 'firebase/auth';
import { auth } from '../../lib/auth.ts';

export type SocialProvider = 'google' | 'facebook';

export function signInWithEmail(email: string, password: string): Promise<UserCredential> {
  return signInWithEmailAndPassword(auth, email.trim(), password);
}

/** Creates the account, then sets its name and photo (getIdToken afterwards carries them). */
export async function signUpWithEmail(input: {
  name: string;
  email: string;
  password: string;
  photoURL?: string | null;
}): Promise<UserCredential> {
  const credential = await createUserWithEmailAndPassword(auth, input.email.trim(), input.password);
  await updateProfile(credential.user, { displayName: input.name.trim(), photoURL: input.photoURL ?? null });
  await credential.user.reload();
  return credential;
}

/** Google or Facebook in a popup; `isNewUser` says whether this created the account. */
export async function signInWithProvider(provider: SocialProvider): Promise<{ credential: UserCredential; isNewUser: boolean }> {
  const authProvider = provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider();
  const credential = await signInWithPopup(auth, authProvider, browserPopupRedirectResolver);
  return { credential, isNewUser: getAdditionalUserInfo(credential)?.isNewUser ?? false };
}

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email.trim());
}
