import type { SessionStatus } from '../features/auth/index.ts';

export interface NavLinkItem {
  to: string;
  /** The link's text: a catalog key (lib/i18n). */
  labelKey: string;
}

/** Contact Us always (visitors need it most; no account is needed to write), Join Us only when signed out, Dashboard always. */
export function navLinksFor(status: SessionStatus): NavLinkItem[] {
  return [
    { to: '/', labelKey: 'nav.home' },
    { to: '/allCamps', labelKey: 'nav.availableCamps' },
    { to: '/about', labelKey: 'nav.about' },
    { to: '/contact', labelKey: 'nav.contact' },
    ...(status === 'signedOut' ? [{ to: '/login', labelKey: 'nav.joinUs' }] : []),
    { to: '/dashboard', labelKey: 'nav.dashboard' },
  ];
}
