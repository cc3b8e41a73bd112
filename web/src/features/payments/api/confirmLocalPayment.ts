/** POST /local-payments/{id}/confirm: the local test provider's stand-in for stripe.confirmCardPayment. */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export interface LocalCardDetails {
  cardNumber: string;
  expiry: string;
  cvc: string;
  name: string;
  email: string;
}

export const confirmLocalPayment = ({ paymentIntentId, card }: { paymentIntentId: string; card: LocalCardDetails }) =>
  apiFetch<{ id: string; status: string }>(`/local-payments/${encodeURIComponent(paymentIntentId)}/confirm`, {
    method: 'POST',
    body: card,
  });

export function useConfirmLocalPayment() {
  return useMutation({ mutationFn: confirmLocalPayment }, queryClient);
}
