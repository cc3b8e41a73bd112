/**
 * The Payments feature's modal, loaded only when Pay is pressed so Stripe's
 * code stays out of the dashboard bundle.
 */
import { lazy } from 'react';

export const LazyPaymentModal = lazy(() => import('../../payments/index.ts').then((m) => ({ default: m.PaymentModal })));
