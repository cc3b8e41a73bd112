/**
 * POST /feedback { registrationId, ratting, feedback }: a participant reviews a
 * camp they attended. Their table follows Firestore live (the registration
 * records that it was reviewed), so nothing cached needs reading again.
 */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export interface FeedbackRequest {
  registrationId: string;
  /** The API's field name for the 1–5 rating. */
  ratting: number;
  feedback: string;
}

export const sendFeedback = (body: FeedbackRequest) => apiFetch<unknown>('/feedback', { method: 'POST', body });

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback }, queryClient);
}
