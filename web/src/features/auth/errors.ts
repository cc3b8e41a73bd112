/** Firebase Auth error codes as sentences a person can act on, in the language shown. */
import { translate } from '../../lib/i18n/index.ts';

const MESSAGE_KEYS: Record<string, string> = {
  'auth/email-already-in-use': 'auth.errors.emailInUse',
  'auth/invalid-email': 'auth.errors.invalidEmail',
  'auth/invalid-credential': 'auth.errors.wrongCredentials',
  'auth/wrong-password': 'auth.errors.wrongCredentials',
  'auth/user-not-found': 'auth.errors.userNotFound',
  'auth/user-disabled': 'auth.errors.userDisabled',
  'auth/too-many-requests': 'auth.errors.tooManyRequests',
  'auth/weak-password': 'auth.errors.weakPassword',
  'auth/missing-password': 'auth.errors.missingPassword',
  'auth/popup-closed-by-user': 'auth.errors.popupClosed',
  'auth/cancelled-popup-request': 'auth.errors.popupPending',
  'auth/popup-blocked': 'auth.errors.popupBlocked',
  'auth/network-request-failed': 'auth.errors.network',
  'auth/account-exists-with-different-credential': 'auth.errors.otherMethod',
  'auth/operation-not-allowed': 'auth.errors.methodDisabled',
  'auth/requires-recent-login': 'auth.errors.recentLogin',
  'auth/missing-email': 'auth.errors.missingEmail',
};

/** The texts are in the `participant` part of the catalog: a page without it awaits needCatalog('participant') first. */
export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const key = typeof code === 'string' ? MESSAGE_KEYS[code] : undefined;
  if (key) return translate(key);
  if (error instanceof Error && error.message && !error.message.startsWith('Firebase:')) return error.message;
  return translate('auth.errors.unknown');
}
