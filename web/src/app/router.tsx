/**
 * The app's route tree: the public pages, the payment return pages, the
 * dashboard and not found. Home is in the first bundle; every other page,
 * and the dashboard with the full Firestore SDK, is a lazy route.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { dashboardRoute } from '../features/dashboard/routes.tsx';
import { prefetchCampPage } from '../features/camps/campList.ts';
import { readListView } from '../features/camps/listParams.ts';
import { HomePage } from '../features/home/HomePage.tsx';
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
          {
            // The local test provider's stand-in for Stripe's hosted Checkout page.
            path: 'test-checkout/:sessionId',
            lazy: () => import('../features/payments/TestCheckoutPage.tsx').then((m) => ({ Component: m.TestCheckoutPage })),
          },
          {
            path: 'allCamps',
            // Starts reading the camps while the page's code downloads (both at once), unless
            // app/earlyStart.ts already did; does not wait for it.
            loader: ({ request }) => {
              prefetchCampPage(readListView(new URL(request.url).searchParams));
              return null;
            },
            // Later visits within the app: the page reads for itself, the loader is not re-run on search changes.
            shouldRevalidate: () => false,
            lazy: () => import('../features/camps/AvailableCampsPage.tsx').then((m) => ({ Component: m.AvailableCampsPage })),
          },
          {
            path: 'campDetail/:id',
            lazy: () =>
              import('../features/camps/CampDetailPage.tsx').then((m) => ({ Component: m.CampDetailPage, loader: m.campDetailLoader })),
          },
          { path: 'about', lazy: () => import('../features/pages/AboutPage.tsx').then((m) => ({ Component: m.AboutPage })) },
          { path: 'privacy', lazy: () => import('../features/pages/PrivacyPage.tsx').then((m) => ({ Component: m.PrivacyPage })) },
          { path: 'contact', lazy: () => import('../features/pages/ContactPage.tsx').then((m) => ({ Component: m.ContactPage })) },
          { path: 'login', lazy: () => import('../features/auth/LoginPage.tsx').then((m) => ({ Component: m.LoginPage })) },
          { path: 'signup', lazy: () => import('../features/auth/SignUpPage.tsx').then((m) => ({ Component: m.SignUpPage })) },
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
