/** Available Camps and a camp's page, lazy routes; the organizer's camp pages, loaded lazily by the dashboard. */
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

/**
 * The organizer's camp pages, mounted by the dashboard's route tree (features/dashboard/routes.tsx,
 * which also says who may open them): /dashboard/addACamp and /dashboard/manageCamps.
 */
export const loadAddCampPage = () => import('./manage/AddCampPage.tsx').then((m) => m.AddCampPage);
export const loadManageCampsPage = () => import('./manage/ManageCampsPage.tsx').then((m) => m.ManageCampsPage);
