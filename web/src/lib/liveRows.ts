/**
 * The web app's one way to follow Firestore live (the other way to read is
 * TanStack Query: lib/queryClient.ts). A live query as rows: the rows follow
 * every change made elsewhere, an organizer's confirmation or a payment
 * recorded by the webhook, without a reload. The query comes from a feature's
 * queries (the full SDK, lib/firestoreFull.ts), its hook lives in the
 * feature's api/ folder (dashboard/api/myRegistrations.ts).
 *
 * A hand-written listener rather than reactfire's useFirestoreCollectionData:
 * reactfire 4.2.6 keeps its listener (and the last result, an error included)
 * in a module-level cache after the component unmounts, so once the user
 * signs out that listener fails with permission-denied and the next mount of
 * the same query shows the cached error. This one stops listening on unmount.
 */
import { onSnapshot, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

export interface LiveRows<T> {
  rows: (T & { _id: string })[];
  loading: boolean;
  error: Error | null;
}

/** `query` must be memoized by the caller (a new object means a new listener). */
export function useLiveRows<T>(query: Query): LiveRows<T> {
  const [state, setState] = useState<LiveRows<T>>({ rows: [], loading: true, error: null });
  useEffect(() => {
    setState({ rows: [], loading: true, error: null });
    return onSnapshot(
      query,
      (snap) => setState({ rows: snap.docs.map((d) => ({ ...(d.data() as T), _id: d.id })), loading: false, error: null }),
      (error) => setState({ rows: [], loading: false, error }),
    );
  }, [query]);
  return state;
}
