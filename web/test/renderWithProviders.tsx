/**
 * Component-test harness for the dashboard: the full Chakra system, a fixed
 * session (and the same user for reactfire's sign-in check) and a memory router.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { Auth, User } from 'firebase/auth';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { AuthSdkContext } from 'reactfire';
import { fullSystem } from '../src/app/theme.full.ts';
import { StaticSessionProvider, type Session } from '../src/features/auth/session.tsx';

export const participantSession: Partial<Session> = {
  status: 'signedIn',
  user: { uid: 'u-participant', displayName: 'Priya Sharma', email: 'priya@example.test', photoURL: null },
  role: 'Participant',
  isAdmin: false,
  signedOutReason: null,
};
export const organizerSession: Partial<Session> = {
  status: 'signedIn',
  user: { uid: 'u-organizer', displayName: 'Olu Organizer', email: 'olu@example.test', photoURL: null },
  role: 'Organizer',
  isAdmin: false,
  signedOutReason: null,
};
export const adminSession: Partial<Session> = { ...organizerSession, isAdmin: true };

const fixedAuths = new WeakMap<Partial<Session>, Auth>();
let fixedAuthCount = 0;

/**
 * The session's user as reactfire's useSigninCheck sees it (the role guards
 * use it), without Firebase: reactfire follows `onIdTokenChanged` and reads
 * the user's `getIdTokenResult().claims`, so this stand-in answers those two
 * with the session's role and admin flag as the functions set the claims.
 * One per session object, with its own name: reactfire caches each sign-in
 * check by the Auth instance's name.
 */
function fixedAuth(session: Partial<Session>): Auth {
  let auth = fixedAuths.get(session);
  if (!auth) {
    const claims = { role: session.role ?? 'Participant', ...(session.isAdmin ? { admin: true } : {}) };
    const user = session.user ? ({ uid: session.user.uid, getIdTokenResult: () => Promise.resolve({ claims }) } as unknown as User) : null;
    // A partial Auth: only what reactfire's sign-in check calls.
    auth = {
      name: `fixed-auth-${++fixedAuthCount}`,
      onIdTokenChanged: (next: (user: User | null) => void) => {
        next(user);
        return () => {};
      },
    } as unknown as Auth;
    fixedAuths.set(session, auth);
  }
  return auth;
}

export function withProviders(ui: ReactNode, session: Partial<Session> = participantSession) {
  return (
    <ChakraProvider value={fullSystem}>
      <StaticSessionProvider value={session}>
        <AuthSdkContext.Provider value={fixedAuth(session)}>{ui}</AuthSdkContext.Provider>
      </StaticSessionProvider>
    </ChakraProvider>
  );
}

export function renderWithProviders(ui: ReactNode, session: Partial<Session> = participantSession) {
  return render(withProviders(ui, session));
}

/** Renders routes at a path; the error element stands in for the app's error page. */
export function renderRoutes(routes: RouteObject[], path: string, session: Partial<Session> = participantSession) {
  const router = createMemoryRouter(
    [{ path: '/', errorElement: <h1>Something Went Wrong!</h1>, children: routes }],
    { initialEntries: [path] },
  );
  const result = render(withProviders(<RouterProvider router={router} />, session));
  return { ...result, router };
}
