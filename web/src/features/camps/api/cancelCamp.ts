/**
 * POST /cancelCamp/{id} { reason }: a camp people joined leaves every public
 * list at once (Manage Camps lists it among the cancelled ones); its
 * registrations are cancelled and refunded in the background.
 */
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import { invalidateCancelledCamps } from './cancelledCamps.ts';
import { invalidateOrganizerCamps } from './organizerCamps.ts';
import { ORGANIZER_REGISTRATIONS_KEY } from '../../../lib/queryKeys.ts';

export const cancelCamp = ({ campId, reason }: { campId: string; reason: string }) =>
  apiFetch<unknown>(`/cancelCamp/${encodeURIComponent(campId)}`, { method: 'POST', body: { reason } });

export function useCancelCamp() {
  return useMutation(
    { mutationFn: cancelCamp, onSuccess: () => Promise.all([invalidateOrganizerCamps(), invalidateCancelledCamps(), queryClient.invalidateQueries({ queryKey: ORGANIZER_REGISTRATIONS_KEY })]) },
    queryClient,
  );
}
