/** The About, Privacy Policy and Contact pages, each a lazy route. */
import type { RouteObject } from 'react-router-dom';

export const pageRoutes: RouteObject[] = [
  { path: 'about', lazy: () => import('./AboutPage.tsx').then((m) => ({ Component: m.AboutPage })) },
  { path: 'privacy', lazy: () => import('./PrivacyPage.tsx').then((m) => ({ Component: m.PrivacyPage })) },
  { path: 'contact', lazy: () => import('./ContactPage.tsx').then((m) => ({ Component: m.ContactPage })) },
];
