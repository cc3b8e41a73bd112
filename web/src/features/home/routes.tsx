/**
 * `/` and the payment return pages (the same page with the payment's outcome), lazy routes: only
 * the home page needs their code (index.html preloads it when `/` is opened: build/preloadAppCode.ts).
 */
import type { RouteObject } from 'react-router-dom';
import type { PaymentOutcome } from './PaymentAlert.tsx';

const homePage = (paymentAlert?: PaymentOutcome) => async () => {
  const { HomePage } = await import('./HomePage.tsx');
  return { Component: () => <HomePage paymentAlert={paymentAlert} /> };
};

export const homeRoutes: RouteObject[] = [
  { index: true, lazy: homePage() },
  { path: 'success_payment', lazy: homePage('success') },
  { path: 'fail_payment', lazy: homePage('fail') },
  { path: 'cancel_payment', lazy: homePage('cancel') },
];
