/**
 * The /dashboard route tree (child paths are the public URLs users bookmark: addACamp, manageCamps,
 * registeredCamps, userRegisteredCamps, paymentHistory, profile, plus the
 * organizer's analytics, a camp's check-in page and the admin's users, payment problems and access log). Every page is a lazy route so
 * the dashboard code is split from the public pages' bundle; an organizer's or an admin's page also
 * brings its part of the catalog, which participants never download.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { needCatalog, type CatalogPart } from '../../lib/i18n/index.ts';

/** A lazy page that renders once its code and these catalog parts are both here. */
function page(path: string | null, load: () => Promise<ComponentType>, parts: CatalogPart[] = []): RouteObject {
  const lazy = async () => {
    const [Component] = await Promise.all([load(), needCatalog(...parts)]);
    return { Component };
  };
  return path === null ? { index: true, lazy } : { path, lazy };
}

export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  lazy: async () => ({ Component: (await import('./layout/DashboardLayout.tsx')).DashboardLayout }),
  children: [
    page(null, async () => (await import('./pages/DashboardIndex.tsx')).DashboardIndex),
    page('profile', async () => (await import('./pages/ProfilePage.tsx')).ProfilePage),
    page('userRegisteredCamps', async () => (await import('./pages/ParticipantRegisteredCamps.tsx')).ParticipantRegisteredCamps),
    page('paymentHistory', async () => (await import('./pages/PaymentHistory.tsx')).PaymentHistory),
    page('addACamp', async () => (await import('./pages/AddCamp.tsx')).AddCamp, ['organizer']),
    page('manageCamps', async () => (await import('./pages/ManageCamps.tsx')).ManageCamps, ['organizer']),
    page('registeredCamps', async () => (await import('./pages/ManageRegistrations.tsx')).ManageRegistrations, ['organizer']),
    // Its attendance figures are the check-in feature's (checkin/AttendanceFigures.tsx), worded in that part.
    page('organizerAnalytics', async () => (await import('./pages/OrganizerAnalytics.tsx')).OrganizerAnalytics, ['organizer', 'checkin']),
    page('users', async () => (await import('./pages/UsersPage.tsx')).UsersPage, ['admin']),
    page('paymentProblems', async () => (await import('./pages/PaymentProblemsPage.tsx')).PaymentProblemsPage, ['admin']),
    page('accessLog', async () => (await import('./pages/AccessLogPage.tsx')).AccessLogPage, ['admin']),
    page('check-in/:campId', async () => (await import('./pages/CheckIn.tsx')).CheckIn, ['checkin']),
  ],
};
