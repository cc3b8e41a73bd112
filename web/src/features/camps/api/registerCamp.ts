/**
 * POST /registerCamp: the signed-in participant joins a camp; a full camp puts
 * them on its waiting list ({ waitlisted: true, position }). The answer goes
 * into the cache: the account holder's own registration for the camp page's
 * badge and buttons (not when they registered someone they care for), and one
 * more participant on the camp when a seat was taken. Already registered:
 * their registration is read again.
 */
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, apiFetch } from '../../../lib/api.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import type { toRegistrationRequest } from '../registrationForm.ts';
import { campKey, type fetchCamp } from './camp.ts';
import { myRegistrationKey, type MyRegistration } from './myRegistration.ts';

export type RegistrationRequest = ReturnType<typeof toRegistrationRequest>;

export const registerCamp = (body: RegistrationRequest) =>
  apiFetch<{ insertedId: string; waitlisted?: boolean; position?: number }>('/registerCamp', { method: 'POST', body });

export function useRegisterCamp(campId: string, uid: string) {
  return useMutation(
    {
      mutationFn: registerCamp,
      onSuccess: (answer, body) => {
        if (!body.dependant) queryClient.setQueryData<MyRegistration>(myRegistrationKey(campId, uid), { waitlistStatus: answer.waitlisted ? 'Waiting' : null });
        if (!answer.waitlisted) {
          queryClient.setQueryData<Awaited<ReturnType<typeof fetchCamp>>>(campKey(campId), (camp) => camp && { ...camp, ParticipantCount: camp.ParticipantCount + 1 });
        }
      },
      onError: (error, body) => {
        if (!body.dependant && error instanceof ApiRequestError && error.code === 'already-registered') {
          void queryClient.invalidateQueries({ queryKey: myRegistrationKey(campId, uid) });
        }
      },
    },
    queryClient,
  );
}
