/** The signed-in participant's registration for one camp (its id is campId_uid), or null: is Join Camp still to do, or are they waiting? */
import { COLLECTIONS, registrationId, type Registration } from '@campcare/domain';
import { findDocument } from '../../../lib/firestoreRest.ts';
import { useAsync } from '../../../lib/useAsync.ts';

export function useMyRegistration(campId: string, uid: string | undefined) {
  return useAsync(
    (signal) => (uid ? findDocument<Pick<Registration, 'waitlistStatus'>>(COLLECTIONS.registrations, registrationId(campId, uid), signal) : Promise.resolve(null)),
    [uid, campId],
  );
}
