/** Ids of the camps the signed-in participant has joined, to mark their cards (their registrations are readable only by them). */
import type { RegistrationWithId } from '@campcare/domain';
import { runQuery } from '../../../lib/firestoreRest.ts';
import { useAsync } from '../../../lib/useAsync.ts';
import { myRegistrationsPlan } from '../queryPlans.ts';

const NO_CAMPS_JOINED: ReadonlySet<string> = new Set();

export async function fetchMyCampIds(uid: string, signal?: AbortSignal): Promise<Set<string>> {
  const registrations = await runQuery<RegistrationWithId>(myRegistrationsPlan(uid), { signal });
  return new Set(registrations.map((r) => r.campId));
}

/** Signed out (no uid): nothing to read, and no re-render of the grid when nothing arrives. */
export function useMyCampIds(uid: string | undefined): ReadonlySet<string> {
  const mine = useAsync<ReadonlySet<string>>(
    (signal) => (uid ? fetchMyCampIds(uid, signal) : Promise.resolve(NO_CAMPS_JOINED)),
    [uid],
    uid ? undefined : NO_CAMPS_JOINED,
  );
  return mine.data ?? NO_CAMPS_JOINED;
}
