/** Available Camps and a camp's page, lazy routes. */
import type { RouteObject } from 'react-router-dom';
import { prefetchCampPage } from './api/campPage.ts';
import { readListView } from './listParams.ts';

export const availableCampsRoute: RouteObject = {
  path: 'allCamps',
  // Starts reading the camps while the page's code downloads (both at once), unless
  // app/earlyStart.ts already did; does not wait for it.
  loader: ({ request }) => {
    prefetchCampPage(readListView(new URL(request.url).searchParams));
    return null;
  },
  // Later visits within the app: the page reads for itself, the loader is not re-run on search changes.
  shouldRevalidate: () => false,
  lazy: () => import('./AvailableCampsPage.tsx').then((m) => ({ Component: m.AvailableCampsPage })),
};

export const campDetailRoute: RouteObject = {
  path: 'campDetail/:id',
  lazy: () => import('./CampDetailPage.tsx').then((m) => ({ Component: m.CampDetailPage, loader: m.campDetailLoader })),
};
