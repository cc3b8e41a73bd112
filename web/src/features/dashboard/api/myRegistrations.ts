/** The signed-in participant's registrations, live from Firestore (the rules allow only their own). */
import type { Registration } from '@campcare/domain';
import { useMemo } from 'react';
import { fullDb } from '../../../lib/firestoreFull.ts';
import { participantRegistrationsQuery } from '../queries.ts';
import { useLiveRows } from '../../../lib/liveRows.ts';

export function useMyRegistrations(uid: string) {
  const query = useMemo(() => participantRegistrationsQuery(fullDb, uid), [uid]);
  return useLiveRows<Registration>(query);
}
