/**
 * GET /allavilableCamps?organizer=…: one page of the camps an organizer runs
 * (an admin: every camp, or one organizer's), searched and sorted. Every camp
 * mutation invalidates ORGANIZER_CAMPS_KEY (lib/queryKeys.ts), and so does deleting a registration.
 */
import type { CampWithId } from '@campcare/domain';
import { queryClient } from '../../../lib/queryClient.ts';
import { ORGANIZER_CAMPS_KEY } from '../../../lib/queryKeys.ts';
import { useApiListQuery } from '../../../lib/apiList.ts';
import type { ListingParams } from '../../../components/table/useListControls.ts';

/** `organizer`: whose camps ('' for every camp, which only an admin is given). */
export function useOrganizerCamps(params: ListingParams & { organizer: string }) {
  return useApiListQuery<CampWithId>(ORGANIZER_CAMPS_KEY[0], '/allavilableCamps', { ...params });
}

/** Reads the organizer's camp pages again (a camp was added, changed or removed). */
export function invalidateOrganizerCamps() {
  return queryClient.invalidateQueries({ queryKey: ORGANIZER_CAMPS_KEY });
}
