/**
 * POST /create-payment-stripe: the PaymentIntent for a registration's fee.
 * The server creates it, or hands back the one still open for that
 * registration, so reading it again (the modal opened twice) is harmless:
 * it is a query, not a mutation.
 */
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export interface PaymentIntentAnswer {
  clientSecret: string;
  paymentIntentId: string;
  provider: 'stripe' | 'local';
}

/** The server reads the fee from the registration; `price` only lets it notice a stale page. */
export const createPaymentIntent = (registrationId: string, price: number) =>
  apiFetch<PaymentIntentAnswer>('/create-payment-stripe', { method: 'POST', body: { registrationId, price } });

export function usePaymentIntent(registrationId: string, price: number) {
  return useQuery(
    {
      queryKey: ['paymentIntent', registrationId, price],
      queryFn: () => createPaymentIntent(registrationId, price),
      // A client secret is asked for each time the modal opens, never served from an old visit.
      staleTime: 0,
      gcTime: 0,
    },
    queryClient,
  );
}
