/**
 * Who is signed in, with the role and admin flag from the ID token's custom
 * claims. On each sign-in the user record is posted once (POST /api/users);
 * when the token had no role claim yet, it is refreshed so the new claim shows.
 */
import type { Role } from '@campcare/domain';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { apiFetch } from '../../lib/api.ts';
import { auth } from '../../lib/auth.ts';

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

  useEffect(() => {
    return onIdTokenChanged(auth, (user) => {
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
    });
  }, []);

  const refreshClaims = useCallback(async () => {
    const user = auth.currentUser;
    if (!user) return;
    await user.reload();
    setState((await readState(user, true)).state);
  }, []);

  const session = useMemo<Session>(() => ({ ...state, refreshClaims }), [state, refreshClaims]);
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() needs a <SessionProvider> above it.');
  return session;
}

/** For tests and previews: a fixed session without Firebase. */
export function StaticSessionProvider({ value, children }: { value: Partial<Session>; children: ReactNode }) {
  const session: Session = { ...SIGNED_OUT, refreshClaims: async () => {}, ...value };
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
