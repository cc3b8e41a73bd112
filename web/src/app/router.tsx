/**
 * The app's route tree: the public pages, the payment return pages, the
 * dashboard and not found. Every page, the public pages with forms (under
 * Chakra's recipes for them) and the dashboard (with the full Firestore SDK
 * and every Chakra recipe) are lazy routes, which also brings the part of the catalog
 * its texts are in (lib/i18n); the opened page's code is preloaded by
 * index.html (build/preloadAppCode.ts), so home's first paint does not wait
 * for it, and other pages do not download home's code.
 */
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { authRoutes } from '../features/auth/index.ts';
import { availableCampsRoute, campDetailRoute } from '../features/camps/index.ts';
import { dashboardRoute } from '../features/dashboard/index.ts';
import { homeRoutes } from '../features/home/index.ts';
import { infoPageRoutes } from '../features/infoPages/index.ts';
import { needCatalog, type CatalogPart } from '../lib/i18n/index.ts';
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
          // Home's texts are bundled with the app (the `home` part): its routes need no other part.
          ...homeRoutes,
          // Available Camps shows no API error and no dialog: it needs no `shared` texts (its pager's are in `home`).
          ...withCatalog(['camps'], [availableCampsRoute]),
          {
            // The other public pages show forms or dialogs: Chakra's system with their recipes, loaded with them.
            lazy: () => import('./FormsProviders.tsx').then((m) => ({ Component: m.FormsProviders })),
            children: [
              // `participant`: sign-in, paying, the privacy texts; a camp's page has the registration's consent
              // (Available Camps does not, and its first load stays without them).
              ...withCatalog(['shared', 'participant'], [...paymentRoutes, ...authRoutes]),
              ...withCatalog(['shared', 'infoPages', 'participant'], infoPageRoutes),
              ...withCatalog(['shared', 'camps', 'participant'], [campDetailRoute]),
            ],
          },
          // The dashboard shows the participant's payments, access log and data download, and guards with sign-in.
          ...withCatalog(['shared', 'participant', 'dashboard'], [
            {
              // The dashboard's own routes, under reactfire's providers (full Firestore SDK) and the sign-in guard.
              lazy: () => import('./FirebaseDataProviders.tsx').then((m) => ({ Component: m.FirebaseDataProviders })),
              children: [dashboardRoute],
            },
          ]),
          // Thrown from a loader, so the error page receives it as a route error response with its 404.
          { path: '*', loader: notFound },
        ],
      },
    ],
  },
];

/** Lazy routes (and their children) that render once their code and these parts of the catalog are both here. */
function withCatalog(parts: CatalogPart[], routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy } = route;
    const children = route.children && withCatalog(parts, route.children);
    if (typeof lazy !== 'function') return { ...route, ...(children ? { children } : {}) } as RouteObject;
    return {
      ...route,
      ...(children ? { children } : {}),
      lazy: () => Promise.all([lazy(), needCatalog(...parts)]).then(([loaded]) => loaded),
    } as RouteObject;
  });
}

function notFound(): never {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' });
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
