/**
 * The /dashboard route tree: every page's URL (child paths are the public
 * URLs users bookmark), where its code lives, who may open it and which parts
 * of the catalog it brings. Every page is a lazy route so the dashboard code
 * is split from the public pages' bundle; an organizer's or an admin's page
 * also brings its part of the catalog, which participants never download.
 * The organizer's camp pages (Add A Camp, Manage Camps) are the camps
 * feature's; the rest live in this folder's pages/.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { needCatalog, type CatalogPart } from '../../lib/i18n/index.ts';
import { loadAddCampPage, loadManageCampsPage } from '../camps/index.ts';
import { loadFollowUpPage, loadReferralSlipPage, loadStationScreen, loadStationsPage } from '../stations/index.ts';
import { loadCampReportPage, loadDhis2Page } from '../reports/index.ts';

/** Who may open a page: the guards of layout/guards.tsx (the API checks the same claims). */
type Audience = 'participant' | 'organizer' | 'admin' | 'signed-in';

/** A lazy page, shown to its audience only, that renders once its code and these catalog parts are both here. */
function page(path: string | null, audience: Audience, load: () => Promise<ComponentType>, parts: CatalogPart[] = []): RouteObject {
  const lazy = async () => {
    const [Page, guards] = await Promise.all([load(), import('./layout/guards.tsx'), needCatalog(...parts)]);
    const Guard = { participant: guards.RequireParticipant, organizer: guards.RequireOrganizer, admin: guards.RequireAdmin, 'signed-in': null }[audience];
    const Component = Guard
      ? () => (
          <Guard>
            <Page />
          </Guard>
        )
      : Page;
    return { Component };
  };
  return path === null ? { index: true, lazy } : { path, lazy };
}

export const dashboardRoute: RouteObject = {
  path: 'dashboard',
  lazy: async () => ({ Component: (await import('./layout/DashboardLayout.tsx')).DashboardLayout }),
  children: [
    // The overview shows the participant's own screening results and referrals, worded in the stations' part.
    page(null, 'participant', async () => (await import('./pages/DashboardIndex.tsx')).DashboardIndex, ['stations']),
    page('profile', 'signed-in', async () => (await import('./pages/ProfilePage.tsx')).ProfilePage),
    page('userRegisteredCamps', 'participant', async () => (await import('./pages/ParticipantRegisteredCamps.tsx')).ParticipantRegisteredCamps),
    page('paymentHistory', 'participant', async () => (await import('./pages/PaymentHistory.tsx')).PaymentHistory),
    page('addACamp', 'organizer', loadAddCampPage, ['organizer']),
    page('manageCamps', 'organizer', loadManageCampsPage, ['organizer']),
    page('registeredCamps', 'organizer', async () => (await import('./pages/ManageRegistrations.tsx')).ManageRegistrations, ['organizer']),
    // Its attendance figures are the check-in feature's (checkin/AttendanceFigures.tsx), its clinical figures the
    // stations' (stations/ClinicalFiguresSection.tsx), each worded in its feature's part.
    page('organizerAnalytics', 'organizer', async () => (await import('./pages/OrganizerAnalytics.tsx')).OrganizerAnalytics, ['organizer', 'checkin', 'stations']),
    // The camp report (one camp, or a range of days across camps) and the DHIS2 export: the reports feature's.
    page('campReport', 'organizer', loadCampReportPage, ['reports']),
    page('campReport/:campId', 'organizer', loadCampReportPage, ['reports']),
    page('dhis2', 'organizer', loadDhis2Page, ['reports', 'shared']),
    page('users', 'admin', async () => (await import('./pages/UsersPage.tsx')).UsersPage, ['admin']),
    page('paymentProblems', 'admin', async () => (await import('./pages/PaymentProblemsPage.tsx')).PaymentProblemsPage, ['admin']),
    page('accessLog', 'admin', async () => (await import('./pages/AccessLogPage.tsx')).AccessLogPage, ['admin']),
    // Open to anyone signed in: the server decides by answering the door list (door staff hold no claim), and
    // the page must open with no network, when the token's claims may no longer be readable.
    page('check-in/:campId', 'signed-in', async () => (await import('./pages/CheckIn.tsx')).CheckIn, ['checkin']),
    // Camp staff: the page an invitation's link opens, and the camps one works at (any role may be staff).
    page('staff-invitation/:id', 'signed-in', async () => (await import('../staff/index.ts')).StaffInvitationPage),
    page('staffCamps', 'signed-in', async () => (await import('../staff/index.ts')).MyStaffCampsPage),
    // A camp's stations and one station at work: its organizers and clinicians (door staff see the queues' lengths); the server decides.
    page('stations/:campId', 'signed-in', loadStationsPage, ['stations']),
    page('stations/:campId/:stationId', 'signed-in', loadStationScreen, ['stations', 'shared']),
    // After the camp: its referrals' follow-up (organizers and clinicians), and one referral's slip (them, or the person referred).
    page('followUp/:campId', 'signed-in', loadFollowUpPage, ['stations']),
    page('referrals/:referralId/slip', 'signed-in', loadReferralSlipPage, ['stations']),
  ],
};
