/**
 * The signed-in account holder's own registration for one camp, or null: is
 * Join Camp still to do, or are they waiting? Read by query (registration ids
 * say nothing about whose they are); the people they registered for the camp
 * come with it and are left out here.
 */
import { accountPersonKey, type Registration } from '@campcare/domain';
import { useQuery } from '@tanstack/react-query';
import { runQuery } from '../../../lib/firestoreRest.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import { myRegistrationsForCampPlan } from '../queryPlans.ts';

type Mine = Pick<Registration, 'waitlistStatus' | 'personKey' | 'dependant'> & { _id: string };

/** Their own: keyed to their account, or (older registrations, no key) not someone else's. */
export function ownRegistration(registrations: readonly Mine[], uid: string): Mine | null {
  return registrations.find((r) => (r.personKey ? r.personKey === accountPersonKey(uid) : !r.dependant)) ?? null;
}

export type MyRegistration = Pick<Registration, 'waitlistStatus'>;

export const myRegistrationKey = (campId: string, uid: string | undefined) => ['myRegistration', campId, uid ?? null] as const;

/** Signed out (no uid): nothing to read, and no answer (`data` stays undefined). */
export function useMyRegistration(campId: string, uid: string | undefined) {
  return useQuery<MyRegistration | null>(
    {
      queryKey: myRegistrationKey(campId, uid),
      queryFn: async ({ signal }) => ownRegistration(await runQuery<Mine>(myRegistrationsForCampPlan(uid!, campId), { signal }), uid!),
      enabled: uid !== undefined,
    },
    queryClient,
  );
}
