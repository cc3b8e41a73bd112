/**
 * The Auth instance of the whole app. initializeAuth without a popup resolver
 * keeps the popup/redirect code out of the first bundle; the login page passes
 * browserPopupRedirectResolver itself when it opens a provider popup.
 */
import {
  browserLocalPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { emulatorOrigins, firebaseApp, usingEmulators } from './firebase.ts';

export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence],
});

if (usingEmulators) {
  connectAuthEmulator(auth, emulatorOrigins().auth, { disableWarnings: true });
}
