/**
 * Role changes take effect at once: when an admin changes someone's role,
 * the server revokes their tokens and records the time in
 * revocations/{uid}. The signed-in browser watches that document; when it
 * says the tokens were revoked after this sign-in, the session is over
 * (the API and the rules already refuse it) and the person signs in again
 * to get their new role. The API's 401 `session-revoked` says the same, for
 * a browser whose listener has not heard yet.
 */
import { COLLECTIONS, type Revocation } from '@campcare/domain';

/** The window event apiFetch sends when the API answers session-revoked (a token signed in before a role change). */
export const SESSION_REVOKED_EVENT = 'campcare:session-revoked';

/** Revoked after this sign-in: the token's auth_time (seconds) is older than revokeTime (seconds). */
export function isRevokedSince(revocation: Partial<Revocation> | undefined, authTimeSeconds: number): boolean {
  return typeof revocation?.revokeTime === 'number' && authTimeSeconds < revocation.revokeTime;
}

/** Calls `onRevoked` once if this user's tokens are (or get) revoked after the sign-in at `authTimeSeconds`. Returns the unsubscribe. */
export function watchRevocation(uid: string, authTimeSeconds: number, onRevoked: () => void): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  void Promise.all([import('firebase/firestore'), import('../../lib/firestoreFull.ts')]).then(([{ doc, onSnapshot }, { fullDb }]) => {
    if (stopped) return;
    stop = onSnapshot(
      doc(fullDb, COLLECTIONS.revocations, uid),
      (snap) => {
        if (isRevokedSince(snap.data() as Partial<Revocation> | undefined, authTimeSeconds)) onRevoked();
      },
      // Unreadable (signed out meanwhile): nothing to watch.
      () => {},
    );
  });
  return () => {
    stopped = true;
    stop?.();
  };
}
