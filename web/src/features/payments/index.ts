/**
 * The Payments feature's public face. Its code (Stripe's with it) loads only
 * when someone pays or donates, so what is exported here are lazy handles:
 * importing this file costs the public pages and the dashboard nothing.
 */
import { lazy } from 'react';
import type { DonorDetails } from './api/startDonation.ts';

export type { PaymentModalProps } from './PaymentModal.tsx';
export type { DonorDetails } from './api/startDonation.ts';
export { paymentRoutes } from './routes.ts';

/** The card payment modal of a registration (render it inside Suspense). */
export const PaymentModal = lazy(() => import('./PaymentModal.tsx').then((m) => ({ default: m.PaymentModal })));

/** Starts a donation: sends the browser to the payment page. */
export async function startDonation(amount?: number, donor?: DonorDetails): Promise<void> {
  const { startDonation: start } = await import('./api/startDonation.ts');
  return start(amount, donor);
}
