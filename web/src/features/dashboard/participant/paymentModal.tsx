/**
 * The Payments feature's modal, loaded only when Pay is pressed so Stripe's
 * code stays out of the dashboard bundle. import.meta.glob keeps the build
 * working while that feature is not in the tree yet (the glob is then empty).
 */
import type { RegistrationWithId } from '@campcare/domain';
import { lazy, type ComponentType } from 'react';

export interface PaymentModalProps {
  registration: RegistrationWithId;
  onClose: () => void;
  onPaid: () => void;
}

const paymentsModule = import.meta.glob<{ PaymentModal: ComponentType<PaymentModalProps> }>('../../payments/index.ts');
const loadPayments = Object.values(paymentsModule)[0];

export const paymentsAvailable = Boolean(loadPayments);

export const LazyPaymentModal = lazy(async () => {
  if (!loadPayments) throw new Error('Card payments are not available yet.');
  const module = await loadPayments();
  return { default: module.PaymentModal };
});
