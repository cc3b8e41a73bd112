/**
 * A Firestore listener as React state: the rows follow every change made
 * elsewhere (an organizer's confirmation shows up without a reload).
 */
import { onSnapshot, type Query } from 'firebase/firestore';
import { useEffect, useState } from 'react';

export interface LiveQueryState<T> {
  rows: (T & { _id: string })[];
  loading: boolean;
  error: Error | null;
}

/** `query` must be memoized by the caller (a new object means a new listener). */
export function useLiveQuery<T>(query: Query | null): LiveQueryState<T> {
  const [state, setState] = useState<LiveQueryState<T>>({ rows: [], loading: true, error: null });
  useEffect(() => {
    if (!query) return;
    setState((s) => ({ ...s, loading: true, error: null }));
    return onSnapshot(
      query,
      (snap) =>
        setState({
          rows: snap.docs.map((d) => ({ ...(d.data() as T), _id: d.id })),
          loading: false,
          error: null,
        }),
      (error) => setState({ rows: [], loading: false, error }),
    );
  }, [query]);
  return state;
}
