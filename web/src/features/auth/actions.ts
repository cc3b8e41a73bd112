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
  OAuthProvider,
  signInWithCredential,
  signInWithPopup,
  updateProfile,
  type UserCredential,
} from 'firebase/auth';
import { recordProfile } from './api/recordProfile.ts';
import { auth } from '../../lib/auth.ts';
import { ApiRequestError } from '../../lib/api.ts';
import { apiErrorMessage } from '../../lib/apiErrorMessage.ts';
import { currentLanguage, translate } from '../../lib/i18n/index.ts';
import { PROFILE_PICTURE_SIDE } from '../../lib/downscaleImage.ts';
import { uploadPicture } from '../../lib/uploadPicture.ts';

export type SocialProvider = 'google' | 'facebook';

export function signInWithEmail(email: string, password: string): Promise<UserCredential> {
  return signInWithEmailAndPassword(auth, email.trim(), password);
}

/**
 * Why the picture was not saved: the browser's refusals are worded in the
 * language shown already (lib/downscaleImage.ts); the API's words are English,
 * so another language says its catalog's text for the API's code.
 */
function pictureProblem(error: unknown): string {
  if (error instanceof ApiRequestError && currentLanguage() !== 'en') return apiErrorMessage(error, 'auth.signUp.pictureUploadFailed');
  return error instanceof Error ? error.message : translate('auth.signUp.pictureUploadFailed');
}

/**
 * Creates the account, uploads the optional picture (uploads need a signed-in
 * user, so this comes second), sets name and photo, then takes a fresh token
 * carrying them and refreshes the server's profile with it.
 */
export async function signUpWithEmail(input: {
  name: string;
  email: string;
  password: string;
  image?: File | null;
}): Promise<{ credential: UserCredential; imageError: string | null }> {
  const credential = await createUserWithEmailAndPassword(auth, input.email.trim(), input.password);
  let photoURL: string | null = null;
  let imageError: string | null = null;
  if (input.image) {
    try {
      photoURL = await uploadPicture(input.image, PROFILE_PICTURE_SIDE);
    } catch (error) {
      // The account exists either way; the picture can be added later from the profile page.
      imageError = pictureProblem(error);
    }
  }
  // Only what there is: the Auth API refuses a null photoURL (400 "/photoUrl must be string"), which lost the name too.
  await updateProfile(credential.user, { displayName: input.name.trim(), ...(photoURL ? { photoURL } : {}) });
  await credential.user.reload();
  await credential.user.getIdToken(true);
  try {
    await recordProfile(credential.user.email);
  } catch {
    // The profile was created at sign-in already; this only refreshes name and photo.
  }
  return { credential, imageError };
}

/** Google or Facebook in a popup; `isNewUser` says whether this created the account. */
export async function signInWithProvider(provider: SocialProvider): Promise<{ credential: UserCredential; isNewUser: boolean }> {
  const authProvider = provider === 'google' ? new GoogleAuthProvider() : new FacebookAuthProvider();
  const credential = await signInWithPopup(auth, authProvider, browserPopupRedirectResolver);
  return { credential, isNewUser: getAdditionalUserInfo(credential)?.isNewUser ?? false };
}

/**
 * Local emulators only. The provider popup of the Firebase SDK needs Google's
 * gapi script from apis.google.com, which an offline machine cannot load, so
 * locally the sign-in is completed with the Auth emulator's unsigned ID token
 * (what its own account chooser produces) through signInWithCredential.
 */
export async function signInWithEmulatorProvider(
  provider: SocialProvider,
  account: { email: string; name: string },
): Promise<{ credential: UserCredential; isNewUser: boolean }> {
  const email = account.email.trim().toLowerCase();
  const fakeIdToken = JSON.stringify({ sub: `${provider}-${email}`, email, email_verified: true, name: account.name.trim() });
  const authCredential =
    provider === 'google'
      ? GoogleAuthProvider.credential(fakeIdToken)
      : new OAuthProvider('facebook.com').credential({ idToken: fakeIdToken });
  const credential = await signInWithCredential(auth, authCredential);
  return { credential, isNewUser: getAdditionalUserInfo(credential)?.isNewUser ?? false };
}

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(auth, email.trim());
}
