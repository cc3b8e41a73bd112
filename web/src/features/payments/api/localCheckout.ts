/**
 * The local test provider's checkout session (the stand-in for Stripe's hosted
 * Checkout page): GET /local-checkout/{id} reads it, POST …/complete pays it
 * (the server records the donation and mails the thank-you to the payer's
 * address).
 */
import type { LocalCheckoutView } from '@campcare/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';


const checkoutPath = (sessionId: string) => `/local-checkout/${encodeURIComponent(sessionId)}`;
const checkoutKey = (sessionId: string) => ['localCheckout', sessionId];

export const fetchLocalCheckout = (sessionId: string, signal?: AbortSignal) =>
  apiFetch<LocalCheckoutView>(checkoutPath(sessionId), { signal });

export function useLocalCheckout(sessionId: string) {
  return useQuery({ queryKey: checkoutKey(sessionId), queryFn: ({ signal }) => fetchLocalCheckout(sessionId, signal) }, queryClient);
}

export interface LocalCheckoutPayment {
  sessionId: string;
  /** Where the receipt goes, when the session did not start with an address. */
  email: string | null;
}

export const completeLocalCheckout = ({ sessionId, email }: LocalCheckoutPayment) =>
  apiFetch<void>(`${checkoutPath(sessionId)}/complete`, { method: 'POST', body: email ? { email } : {} });

export function useCompleteLocalCheckout() {
  return useMutation(
    {
      mutationFn: completeLocalCheckout,
      onSettled: (_data, _error, { sessionId }) => queryClient.invalidateQueries({ queryKey: checkoutKey(sessionId) }),
    },
    queryClient,
  );
}
