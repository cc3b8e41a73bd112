/** Component-test harness for the dashboard: the full Chakra system, a fixed session and a memory router. */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
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

export function withProviders(ui: ReactNode, session: Partial<Session> = participantSession) {
  return (
    <ChakraProvider value={fullSystem}>
      <StaticSessionProvider value={session}>{ui}</StaticSessionProvider>
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
