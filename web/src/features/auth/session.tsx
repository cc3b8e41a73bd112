/**
 * Who is signed in, with the role and admin flag from the ID token's custom
 * claims. On each sign-in the user record is posted once (POST /api/users);
 * when the token had no role claim yet, it is refreshed so the new claim shows.
 */
import { roleFromClaims, type Role } from '@campcare/domain';
import type { User } from 'firebase/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { authIfLoaded, loadAuth, storedUserMayExist } from '../../lib/authLazy.ts';
import { SESSION_REVOKED_EVENT, watchRevocation } from './revocationWatch.ts';

export interface SessionUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

/** Why the session ended without the person signing out: their role changed, so they sign in again. */
export type SignedOutReason = 'role-changed' | null;

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  role: Role;
  isAdmin: boolean;
  signedOutReason: SignedOutReason;
  /** Forces a token refresh and rereads the claims (after a role change, a profile update...). */
  refreshClaims: () => Promise<void>;
  /** Starts the session now instead of when the page is idle (for whatever needs to know who is signed in). */
  start: () => void;
}

interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  role: Role;
  isAdmin: boolean;
  signedOutReason: SignedOutReason;
}

const SIGNED_OUT: SessionState = { status: 'signedOut', user: null, role: 'Participant', isAdmin: false, signedOutReason: null };

const SessionContext = createContext<Session | null>(null);

function toSessionUser(user: User): SessionUser {
  return { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL };
}

async function readState(user: User, forceRefresh = false): Promise<{ state: SessionState; hasRoleClaim: boolean; authTime: number }> {
  const result = await user.getIdTokenResult(forceRefresh);
  const { role, admin } = roleFromClaims(result.claims);
  return {
    state: { status: 'signedIn', user: toSessionUser(user), role, isAdmin: admin, signedOutReason: null },
    hasRoleClaim: typeof result.claims.role === 'string',
    authTime: Math.floor(Date.parse(result.authTime) / 1000),
  };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ ...SIGNED_OUT, status: 'loading' });
  /** The uid whose user record was already posted in this sign-in. */
  const recordedUid = useRef<string | null>(null);
  /** Stops watching the signed-in user's revocations document. */
  const stopWatching = useRef<(() => void) | null>(null);
  const roleChanged = useRef(false);

  /** The role changed: the tokens are revoked, so sign out and ask to log in again. */
  const endRevokedSession = useCallback(() => {
    if (roleChanged.current) return;
    roleChanged.current = true;
    stopWatching.current?.();
    stopWatching.current = null;
    void loadAuth().then((auth) => auth.signOut());
  }, []);

  useEffect(() => {
    window.addEventListener(SESSION_REVOKED_EVENT, endRevokedSession);
    return () => window.removeEventListener(SESSION_REVOKED_EVENT, endRevokedSession);
  }, [endRevokedSession]);

  /** Loads Auth and follows the ID token; safe to call many times. */
  const startedRef = useRef(false);
  const start = useCallback(() => {
    if (startedRef.current) return;
    startedRef.current = true;
    void loadAuth().then((auth) => {
      // Someone's mails follow the language this device shows them the site in (at a sign-in: below).
      void import('../../lib/mailLanguage.ts').then(({ followMailLanguage }) => followMailLanguage(auth));
      auth.onIdTokenChanged((user) => {
        if (!user) {
          // What the cache holds was read as the person who signed out: the next one reads afresh.
          if (recordedUid.current) void import('../../lib/queryClient.ts').then(({ queryClient }) => queryClient.clear());
          recordedUid.current = null;
          stopWatching.current?.();
          stopWatching.current = null;
          setState({ ...SIGNED_OUT, signedOutReason: roleChanged.current ? 'role-changed' : null });
          roleChanged.current = false;
          return;
        }
        void (async () => {
          try {
            const first = await readState(user);
            setState(first.state);
            if (recordedUid.current === user.uid) return;
            recordedUid.current = user.uid;
            stopWatching.current?.();
            stopWatching.current = watchRevocation(user.uid, first.authTime, endRevokedSession);
            try {
              // Loaded here: the API client is no part of a signed-out visitor's first load.
              const { recordProfile } = await import('./api/recordProfile.ts');
              await recordProfile(user.email);
            } catch {
              // The record is also written by the auth trigger; a failed call must not block the session.
            }
            // The language is stored on that record: sent before it, a new account's was refused.
            void import('../../lib/mailLanguage.ts').then(({ sendMailLanguageAtSignIn }) => sendMailLanguageAtSignIn(user));
            // A brand-new account gets its role claim from the server: take a token that carries it.
            if (!first.hasRoleClaim) setState((await readState(user, true)).state);
          } catch {
            setState({ status: 'signedIn', user: toSessionUser(user), role: 'Participant', isAdmin: false, signedOutReason: null });
          }
        })();
      });
    });
  }, [endRevokedSession]);

  // The session is not needed for the first paint: when this browser may hold a signed-in user, start
  // it once the page has loaded and is idle, so the Auth SDK's download and start-up stay out of the
  // first render; when it holds none, the visitor is signed out and the SDK waits until it is needed.
  useEffect(() => {
    let cancelled = false;
    let idleId: number | undefined;
    let timerId: number | undefined;
    const whenIdle = () => {
      if (typeof window.requestIdleCallback === 'function') idleId = window.requestIdleCallback(start, { timeout: 2000 });
      else timerId = window.setTimeout(start, 200);
    };
    void storedUserMayExist().then((mayExist) => {
      if (cancelled || startedRef.current) return;
      if (!mayExist) {
        setState(SIGNED_OUT);
        return;
      }
      if (document.readyState === 'complete') whenIdle();
      else window.addEventListener('load', whenIdle, { once: true });
    });
    return () => {
      cancelled = true;
      window.removeEventListener('load', whenIdle);
      if (idleId !== undefined) window.cancelIdleCallback(idleId);
      if (timerId !== undefined) window.clearTimeout(timerId);
    };
  }, [start]);

  const refreshClaims = useCallback(async () => {
    const user = (authIfLoaded() ?? (await loadAuth())).currentUser;
    if (!user) return;
    await user.reload();
    setState((await readState(user, true)).state);
  }, []);

  const session = useMemo<Session>(() => ({ ...state, refreshClaims, start }), [state, refreshClaims, start]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}

/** For tests and previews: a fixed session without Firebase. */
export function StaticSessionProvider({ value, children }: { value: Partial<Session>; children: ReactNode }) {
  const session: Session = { ...SIGNED_OUT, refreshClaims: async () => {}, start: () => {}, ...value };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
