/** GET /paymentProblems (admins): payments that succeeded without a seat to pay for, newest first. */
import type { PaymentProblem } from '@campcare/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export type PaymentProblemRow = PaymentProblem & { _id: string };

export const fetchPaymentProblems = (signal?: AbortSignal) => apiFetch<PaymentProblemRow[]>('/paymentProblems', { signal });

export function usePaymentProblems() {
  return useQuery({ queryKey: ['paymentProblems'], queryFn: ({ signal }) => fetchPaymentProblems(signal) }, queryClient);
}
