/**
 * A live Firestore query as table rows, through reactfire (the dashboard sits
 * under its FirestoreProvider, app/FirebaseDataProviders.tsx): the rows follow
 * every change made elsewhere, an organizer's confirmation or a payment
 * recorded by the webhook, without a reload. reactfire shares one listener
 * between the components that ask for the same query.
 */
import type { Query } from 'firebase/firestore';
import { useFirestoreCollectionData } from 'reactfire';

export interface LiveRows<T> {
  rows: (T & { _id: string })[];
  loading: boolean;
  error: Error | null;
}

export function useLiveRows<T>(query: Query): LiveRows<T> {
  const { status, data, error } = useFirestoreCollectionData(query, { idField: '_id' });
  return {
    rows: status === 'success' ? (data as (T & { _id: string })[]) : [],
    loading: status === 'loading',
    error: status === 'error' ? (error ?? new Error('The list could not be read.')) : null,
  };
}
