/**
 * GET /allRegisterUser: one page of the registrations of the camps an
 * organizer runs (an admin: every camp's, or one organizer's), searched and
 * sorted. Confirming or deleting one, or cancelling a camp, invalidates
 * ORGANIZER_REGISTRATIONS_KEY (lib/queryKeys.ts).
 */
import type { RegistrationWithId } from '@campcare/domain';
import { queryClient } from '../../../lib/queryClient.ts';
import { ORGANIZER_REGISTRATIONS_KEY } from '../../../lib/queryKeys.ts';
import { useApiListQuery } from '../../../lib/apiList.ts';
import type { ListingParams } from '../../../components/table/useListControls.ts';

/** `organizer`: an admin's filter ('' for every camp); the API keeps an organizer to the camps they run. */
export function useOrganizerRegistrations(params: ListingParams & { organizer: string }) {
  return useApiListQuery<RegistrationWithId>(ORGANIZER_REGISTRATIONS_KEY[0], '/allRegisterUser', { ...params });
}

export function invalidateOrganizerRegistrations() {
  return queryClient.invalidateQueries({ queryKey: ORGANIZER_REGISTRATIONS_KEY });
}
