/**
 * Who is signed in, with the role and admin flag from the ID token's custom
 * claims. On each sign-in the user record is posted once (POST /api/users);
 * when the token had no role claim yet, it is refreshed so the new claim shows.
 */
import type { Role } from '@campcare/domain';
import type { User } from 'firebase/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { authIfLoaded, loadAuth, storedUserMayExist } from '../../lib/authLazy.ts';

export interface SessionUser {
  uid: string;
  displayName: string | null;
  email: string | null;
  photoURL: string | null;
}

export type SessionStatus = 'loading' | 'signedOut' | 'signedIn';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  role: Role;
  isAdmin: boolean;
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
}

const SIGNED_OUT: SessionState = { status: 'signedOut', user: null, role: 'Participant', isAdmin: false };

const SessionContext = createContext<Session | null>(null);

function toSessionUser(user: User): SessionUser {
  return { uid: user.uid, displayName: user.displayName, email: user.email, photoURL: user.photoURL };
}

async function readState(user: User, forceRefresh = false): Promise<{ state: SessionState; hasRoleClaim: boolean }> {
  const result = await user.getIdTokenResult(forceRefresh);
  const role: Role = result.claims.role === 'Organizer' ? 'Organizer' : 'Participant';
  return {
    state: { status: 'signedIn', user: toSessionUser(user), role, isAdmin: result.claims.admin === true },
    hasRoleClaim: typeof result.claims.role === 'string',
  };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ ...SIGNED_OUT, status: 'loading' });
  /** The uid whose user record was already posted in this sign-in. */
  const recordedUid = useRef<string | null>(null);

  /** Loads Auth and follows the ID token; safe to call many times. */
  const startedRef = useRef(false);
  const start = useCallback(() => {
    if (startedRef.current) return;
    startedRef.current = true;
    void loadAuth().then((auth) =>
      auth.onIdTokenChanged((user) => {
        if (!user) {
          recordedUid.current = null;
          setState(SIGNED_OUT);
          return;
        }
        void (async () => {
          try {
            const first = await readState(user);
            setState(first.state);
            if (recordedUid.current === user.uid) return;
            recordedUid.current = user.uid;
            try {
              await apiFetch('/users', { method: 'POST', body: { email: user.email, role: 'Participant' } });
            } catch {
              // The record is also written by the auth trigger; a failed call must not block the session.
            }
            // A brand-new account gets its role claim from the server: take a token that carries it.
            if (!first.hasRoleClaim) setState((await readState(user, true)).state);
          } catch {
            setState({ status: 'signedIn', user: toSessionUser(user), role: 'Participant', isAdmin: false });
          }
        })();
      }),
    );
  }, []);

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
