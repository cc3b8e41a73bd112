/** Which dashboard pages a user sees, by role; the server enforces the same split. */
import type { Role } from '@campcare/domain';

export interface DashboardLink {
  to: string;
  label: string;
}

/** Where an organizer lands when a participant page is opened. */
export const ORGANIZER_HOME = '/dashboard/organizerAnalytics';

export const PARTICIPANT_LINKS: readonly DashboardLink[] = [
  { to: '/dashboard', label: 'Analytics' },
  { to: '/dashboard/userRegisteredCamps', label: 'Registered Camps' },
  { to: '/dashboard/paymentHistory', label: 'Payment History' },
];

export const ORGANIZER_LINKS: readonly DashboardLink[] = [
  { to: '/dashboard/organizerAnalytics', label: 'Analytics' },
  { to: '/dashboard/addACamp', label: 'Add A Camp' },
  { to: '/dashboard/manageCamps', label: 'Manage Camps' },
  { to: '/dashboard/registeredCamps', label: 'Registered Camps' },
];

export const ADMIN_LINKS: readonly DashboardLink[] = [
  { to: '/dashboard/users', label: 'Users' },
  { to: '/dashboard/paymentProblems', label: 'Payment problems' },
  { to: '/dashboard/accessLog', label: 'Access log' },
];

export const PROFILE_LINK: DashboardLink = { to: '/dashboard/profile', label: 'Profile' };

export function dashboardLinks(role: Role | null | undefined, isAdmin: boolean): DashboardLink[] {
  if (role === 'Organizer') return [...ORGANIZER_LINKS, ...(isAdmin ? ADMIN_LINKS : []), PROFILE_LINK];
  return [...PARTICIPANT_LINKS, PROFILE_LINK];
}
