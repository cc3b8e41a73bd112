/** The signed-in participant's registrations and bookings, live from Firestore. */
import type { Booking, Registration } from '@campcare/domain';
import { useMemo } from 'react';
import { fullDb } from '../../../lib/firestoreFull.ts';
import { participantBookingsQuery, participantRegistrationsQuery } from '../queries.ts';
import { useLiveQuery } from '../lib/useLiveQuery.ts';

export function useMyRegistrations(uid: string) {
  const query = useMemo(() => participantRegistrationsQuery(fullDb, uid), [uid]);
  return useLiveQuery<Registration>(query);
}

export function useMyBookings(uid: string) {
  const query = useMemo(() => participantBookingsQuery(fullDb, uid), [uid]);
  return useLiveQuery<Booking>(query);
}
