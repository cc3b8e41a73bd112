/** POST /contact: a visitor's message to the admins. */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import type { ContactValues } from '../contactForm.ts';

export const sendContactMessage = (values: ContactValues) => apiFetch<void>('/contact', { method: 'POST', body: values });

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage }, queryClient);
}
