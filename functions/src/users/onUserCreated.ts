/**
 * Every new account becomes a Participant: a custom claim for the rules and
 * the API, and a users/{uid} document for the dashboard.
 */
import * as functionsV1 from 'firebase-functions/v1';
import { ensureUserProfile } from './userStore.ts';

export const onUserCreated = functionsV1.auth.user().onCreate(async (user) => {
  await ensureUserProfile({
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? '',
    photoURL: user.photoURL ?? null,
  });
});
