/** The sign-in pages, each a lazy route: their code loads when they are opened. */
import type { RouteObject } from 'react-router-dom';

export const authRoutes: RouteObject[] = [
  { path: 'login', lazy: () => import('./LoginPage.tsx').then((m) => ({ Component: m.LoginPage })) },
  { path: 'signup', lazy: () => import('./SignUpPage.tsx').then((m) => ({ Component: m.SignUpPage })) },
];
