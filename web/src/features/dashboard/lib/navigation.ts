/** Which dashboard pages a user sees, by role; the server enforces the same split. */
import type { Role } from '@campcare/domain';

export interface DashboardLink {
  to: string;
  /** A catalog key (lib/i18n). */
  labelKey: string;
}

/** Where an organizer lands when a participant page is opened. */
export const ORGANIZER_HOME = '/dashboard/organizerAnalytics';

export const PARTICIPANT_LINKS: readonly DashboardLink[] = [
  { to: '/dashboard', labelKey: 'dashboard.nav.analytics' },
  { to: '/dashboard/userRegisteredCamps', labelKey: 'dashboard.nav.registeredCamps' },
  { to: '/dashboard/paymentHistory', labelKey: 'dashboard.nav.paymentHistory' },
];

export const ORGANIZER_LINKS: readonly DashboardLink[] = [
  { to: '/dashboard/organizerAnalytics', labelKey: 'dashboard.nav.analytics' },
  { to: '/dashboard/addACamp', labelKey: 'dashboard.nav.addCamp' },
  { to: '/dashboard/manageCamps', labelKey: 'dashboard.nav.manageCamps' },
  { to: '/dashboard/registeredCamps', labelKey: 'dashboard.nav.registeredCamps' },
  { to: '/dashboard/campReport', labelKey: 'dashboard.nav.campReport' },
  { to: '/dashboard/dhis2', labelKey: 'dashboard.nav.dhis2' },
];

export const ADMIN_LINKS: readonly DashboardLink[] = [
  { to: '/dashboard/users', labelKey: 'dashboard.nav.users' },
  { to: '/dashboard/paymentProblems', labelKey: 'dashboard.nav.paymentProblems' },
  { to: '/dashboard/accessLog', labelKey: 'dashboard.nav.accessLog' },
];

export const PROFILE_LINK: DashboardLink = { to: '/dashboard/profile', labelKey: 'dashboard.nav.profile' };

/** The camps someone works at as door or clinician staff: shown to anyone on some camp's staff, whatever their role. */
export const STAFF_CAMPS_LINK: DashboardLink = { to: '/dashboard/staffCamps', labelKey: 'dashboard.nav.staffCamps' };

export function dashboardLinks(role: Role | null | undefined, isAdmin: boolean, staff = false): DashboardLink[] {
  const staffLinks = staff ? [STAFF_CAMPS_LINK] : [];
  if (role === 'Organizer') return [...ORGANIZER_LINKS, ...staffLinks, ...(isAdmin ? ADMIN_LINKS : []), PROFILE_LINK];
  return [...PARTICIPANT_LINKS, ...staffLinks, PROFILE_LINK];
}
