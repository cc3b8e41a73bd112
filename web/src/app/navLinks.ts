import type { SessionStatus } from '../features/auth/index.ts';

export interface NavLinkItem {
  to: string;
  label: string;
}

/** Contact Us only when signed in (it needs an account), Join Us only when signed out, Dashboard always. */
export function navLinksFor(status: SessionStatus): NavLinkItem[] {
  const signedIn = status === 'signedIn';
  return [
    { to: '/', label: 'Home' },
    { to: '/allCamps', label: 'Available Camps' },
    { to: '/about', label: 'About Us' },
    ...(signedIn ? [{ to: '/contact', label: 'Contact Us' }] : []),
    ...(status === 'signedOut' ? [{ to: '/login', label: 'Join Us' }] : []),
    { to: '/dashboard', label: 'Dashboard' },
  ];
}
