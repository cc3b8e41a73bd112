/** The signed-in participant's bookings (one per successful payment), live from Firestore. */
import type { Booking } from '@campcare/domain';
import { useMemo } from 'react';
import { fullDb } from '../../../lib/firestoreFull.ts';
import { participantBookingsQuery } from '../queries.ts';
import { useLiveRows } from '../../../lib/liveRows.ts';

export function useMyBookings(uid: string) {
  const query = useMemo(() => participantBookingsQuery(fullDb, uid), [uid]);
  return useLiveRows<Booking>(query);
}
