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
];

export const ADMIN_LINKS: readonly DashboardLink[] = [
  { to: '/dashboard/users', labelKey: 'dashboard.nav.users' },
  { to: '/dashboard/paymentProblems', labelKey: 'dashboard.nav.paymentProblems' },
  { to: '/dashboard/accessLog', labelKey: 'dashboard.nav.accessLog' },
];

export const PROFILE_LINK: DashboardLink = { to: '/dashboard/profile', labelKey: 'dashboard.nav.profile' };

export function dashboardLinks(role: Role | null | undefined, isAdmin: boolean): DashboardLink[] {
  if (role === 'Organizer') return [...ORGANIZER_LINKS, ...(isAdmin ? ADMIN_LINKS : []), PROFILE_LINK];
  return [...PARTICIPANT_LINKS, PROFILE_LINK];
}
