/** PUT /updateCamp/{id}: the camp's organizer edits it (registrations get the new copy from the propagation trigger). */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import type { CampPayload } from '../manage/campFormRules.ts';
import { invalidateOrganizerCamps } from './organizerCamps.ts';

export const updateCamp = ({ campId, payload }: { campId: string; payload: CampPayload }) =>
  apiFetch<unknown>(`/updateCamp/${encodeURIComponent(campId)}`, { method: 'PUT', body: payload });

export function useUpdateCamp() {
  return useMutation({ mutationFn: updateCamp, onSuccess: invalidateOrganizerCamps }, queryClient);
}
