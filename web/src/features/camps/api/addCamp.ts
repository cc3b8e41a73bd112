/** POST /addCamp: an organizer adds a camp (they become its first organizer). */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import type { CampPayload } from '../manage/campFormRules.ts';
import { invalidateOrganizerCamps } from './organizerCamps.ts';

export const addCamp = (payload: CampPayload) => apiFetch<unknown>('/addCamp', { method: 'POST', body: payload });

export function useAddCamp() {
  return useMutation({ mutationFn: addCamp, onSuccess: invalidateOrganizerCamps }, queryClient);
}
