/** Renders a component with the app's Chakra system, a router and a fixed session. */
import { ChakraProvider } from '@chakra-ui/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { system } from '../src/app/theme.ts';
import { StaticSessionProvider, type Session } from '../src/features/auth/session.tsx';

export function renderWithApp(
  element: ReactElement,
  options: { session?: Partial<Session>; path?: string; extraRoutes?: RouteObject[]; state?: unknown } = {},
) {
  const router = createMemoryRouter(
    [{ path: options.path ?? '/', element }, { path: '*', element: <p>Other page</p> }, ...(options.extraRoutes ?? [])],
    { initialEntries: [{ pathname: options.path ?? '/', state: options.state }] },
  );
  const result = render(
    <ChakraProvider value={system}>
      <StaticSessionProvider value={options.session ?? {}}>
        <RouterProvider router={router} />
      </StaticSessionProvider>
    </ChakraProvider>,
  );
  return { ...result, router };
}
