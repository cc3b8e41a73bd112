/** DELETE /campDelete/{id}: a camp nobody joined is deleted (one that people joined is cancelled instead). */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import { invalidateOrganizerCamps } from './organizerCamps.ts';

export const deleteCamp = (campId: string) => apiFetch<void>(`/campDelete/${encodeURIComponent(campId)}`, { method: 'DELETE' });

export function useDeleteCamp() {
  return useMutation({ mutationFn: deleteCamp, onSuccess: invalidateOrganizerCamps }, queryClient);
}
