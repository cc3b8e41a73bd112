/**
 * The app's route tree: the public pages, the payment return pages, the
 * dashboard and not found. Home is in the first bundle; every other page,
 * and the dashboard with the full Firestore SDK, is a lazy route.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { authRoutes } from '../features/auth/index.ts';
import { campRoutes } from '../features/camps/index.ts';
import { dashboardRoute } from '../features/dashboard/index.ts';
import { HomePage } from '../features/home/index.ts';
import { pageRoutes } from '../features/pages/index.ts';
import { paymentRoutes } from '../features/payments/index.ts';
import { ErrorPage } from './ErrorPage.tsx';
import { Layout } from './Layout.tsx';

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: Layout,
    errorElement: <ErrorPage />,
    children: [
      {
        // Loader and render errors show inside the layout, with the header still usable.
        errorElement: <ErrorPage />,
        children: [
          { index: true, Component: HomePage },
          { path: 'success_payment', element: <HomePage paymentAlert="success" /> },
          { path: 'fail_payment', element: <HomePage paymentAlert="fail" /> },
          { path: 'cancel_payment', element: <HomePage paymentAlert="cancel" /> },
          ...paymentRoutes,
          ...campRoutes,
          ...pageRoutes,
          ...authRoutes,
          {
            // The dashboard's own routes, under reactfire's providers (full Firestore SDK) and the sign-in guard.
            lazy: () => import('./FirebaseDataProviders.tsx').then((m) => ({ Component: m.FirebaseDataProviders })),
            children: [dashboardRoute],
          },
          { path: '*', Component: NotFound },
        ],
      },
    ],
  },
];

function NotFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
