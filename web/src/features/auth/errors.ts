/** Firebase Auth error codes as sentences a person can act on. */
const MESSAGES: Record<string, string> = {
  'auth/email-already-in-use': 'An account with this email already exists. Log in instead.',
  'auth/invalid-email': 'That email address is not valid.',
  'auth/invalid-credential': 'The email or password is incorrect.',
  'auth/wrong-password': 'The email or password is incorrect.',
  'auth/user-not-found': 'There is no account with this email.',
  'auth/user-disabled': 'This account has been disabled. Contact us for help.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes and try again.',
  'auth/weak-password': 'The password is too weak: use at least 6 characters.',
  'auth/missing-password': 'Enter your password.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before signing in finished.',
  'auth/cancelled-popup-request': 'Another sign-in window is already open.',
  'auth/popup-blocked': 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  'auth/network-request-failed': 'The network is unavailable. Check your connection and try again.',
  'auth/account-exists-with-different-credential':
    'An account already exists with this email through another sign-in method. Use that method instead.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled.',
  'auth/requires-recent-login': 'Log in again to do this.',
  'auth/missing-email': 'Enter your email address first.',
};

export function authErrorMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && MESSAGES[code]) return MESSAGES[code];
  if (error instanceof Error && error.message && !error.message.startsWith('Firebase:')) return error.message;
  return 'Something went wrong while signing in. Please try again.';
}
