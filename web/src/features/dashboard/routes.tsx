/**
 * The /dashboard route tree (child paths are the public URLs users bookmark: addACamp, manageCamps,
 * registeredCamps, userRegisteredCamps, paymentHistory, profile, plus the
 * organizer's analytics, a camp's check-in page and the admin's users, payment problems and access log). Every page is a lazy route so
 * the dashboard code is split from the public pages' bundle.
 */
import type { RouteObject } from 'react-router-dom';

export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  lazy: async () => ({ Component: (await import('./layout/DashboardLayout.tsx')).DashboardLayout }),
  children: [
    { index: true, lazy: async () => ({ Component: (await import('./pages/DashboardIndex.tsx')).DashboardIndex }) },
    { path: 'profile', lazy: async () => ({ Component: (await import('./pages/ProfilePage.tsx')).ProfilePage }) },
    { path: 'userRegisteredCamps', lazy: async () => ({ Component: (await import('./pages/ParticipantRegisteredCamps.tsx')).ParticipantRegisteredCamps }) },
    { path: 'paymentHistory', lazy: async () => ({ Component: (await import('./pages/PaymentHistory.tsx')).PaymentHistory }) },
    { path: 'addACamp', lazy: async () => ({ Component: (await import('./pages/AddCamp.tsx')).AddCamp }) },
    { path: 'manageCamps', lazy: async () => ({ Component: (await import('./pages/ManageCamps.tsx')).ManageCamps }) },
    { path: 'registeredCamps', lazy: async () => ({ Component: (await import('./pages/ManageRegistrations.tsx')).ManageRegistrations }) },
    { path: 'organizerAnalytics', lazy: async () => ({ Component: (await import('./pages/OrganizerAnalytics.tsx')).OrganizerAnalytics }) },
    { path: 'users', lazy: async () => ({ Component: (await import('./pages/UsersPage.tsx')).UsersPage }) },
    { path: 'paymentProblems', lazy: async () => ({ Component: (await import('./pages/PaymentProblemsPage.tsx')).PaymentProblemsPage }) },
    { path: 'accessLog', lazy: async () => ({ Component: (await import('./pages/AccessLogPage.tsx')).AccessLogPage }) },
    { path: 'check-in/:campId', lazy: async () => ({ Component: (await import('./pages/CheckIn.tsx')).CheckIn }) },
  ],
};
