/** The local test provider's stand-in for Stripe's hosted Checkout page (lazy). */
import type { RouteObject } from 'react-router-dom';

export const paymentRoutes: RouteObject[] = [
  { path: 'test-checkout/:sessionId', lazy: () => import('./TestCheckoutPage.tsx').then((m) => ({ Component: m.TestCheckoutPage })) },
];
