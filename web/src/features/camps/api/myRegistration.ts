/** The signed-in participant's registration for one camp (its id is campId_uid), or null: is Join Camp still to do, or are they waiting? */
import { COLLECTIONS, registrationId, type Registration } from '@campcare/domain';
import { useQuery } from '@tanstack/react-query';
import { findDocument } from '../../../lib/firestoreRest.ts';
import { queryClient } from '../../../lib/queryClient.ts';

export type MyRegistration = Pick<Registration, 'waitlistStatus'>;

export const myRegistrationKey = (campId: string, uid: string | undefined) => ['myRegistration', campId, uid ?? null] as const;

/** Signed out (no uid): nothing to read, and no answer (`data` stays undefined). */
export function useMyRegistration(campId: string, uid: string | undefined) {
  return useQuery(
    {
      queryKey: myRegistrationKey(campId, uid),
      queryFn: ({ signal }) => findDocument<MyRegistration>(COLLECTIONS.registrations, registrationId(campId, uid!), signal),
      enabled: uid !== undefined,
    },
    queryClient,
  );
}
