/** The About, Our Team, FAQ, Privacy Policy and Contact pages, each a lazy route. */
import type { RouteObject } from 'react-router-dom';

export const infoPageRoutes: RouteObject[] = [
  { path: 'about', lazy: () => import('./AboutPage.tsx').then((m) => ({ Component: m.AboutPage })) },
  { path: 'team', lazy: () => import('./TeamPage.tsx').then((m) => ({ Component: m.TeamPage })) },
  { path: 'faq', lazy: () => import('./FaqPage.tsx').then((m) => ({ Component: m.FaqPage })) },
  { path: 'privacy', lazy: () => import('./PrivacyPage.tsx').then((m) => ({ Component: m.PrivacyPage })) },
  { path: 'contact', lazy: () => import('./ContactPage.tsx').then((m) => ({ Component: m.ContactPage })) },
];
