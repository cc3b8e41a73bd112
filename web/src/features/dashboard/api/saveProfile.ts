/**
 * The signed-in person's name and an optional new photo. Firebase Auth is
 * updated first, then the users document follows (POST /users copies name and
 * photo from a fresh token); the modal then has the session reread the user.
 */
import { updateProfile } from 'firebase/auth';
import { apiFetch } from '../../../lib/api.ts';
import { auth } from '../../../lib/auth.ts';
import { PROFILE_PICTURE_SIDE } from '../../../lib/downscaleImage.ts';
import { translate } from '../../../lib/i18n/index.ts';
import { uploadPicture } from '../../../lib/uploadPicture.ts';

export interface ProfileChange {
  displayName: string;
  photo: File | null;
}

export async function saveProfile({ displayName, photo }: ProfileChange): Promise<void> {
  const user = auth.currentUser;
  if (!user) throw new Error(translate('dashboard.profile.signedOut'));
  // A photo only when there is a new one: the Auth API refuses a null photoURL (400), which would lose the name too.
  const photoURL = photo ? await uploadPicture(photo, PROFILE_PICTURE_SIDE) : null;
  await updateProfile(user, { displayName, ...(photoURL ? { photoURL } : {}) });
  // The API reads name and picture from the token: take one that carries the new values.
  await user.getIdToken(true);
  await apiFetch('/users', { method: 'POST', body: {} });
}

