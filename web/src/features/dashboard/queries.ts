/**
 * The Firestore queries the dashboard runs straight from the browser. Pure
 * builders so the rules tests can import and run exactly these. Ordering is
 * done in memory on the (small, per-participant) results, so the participant
 * queries are single equality filters that need no composite index; the
 * organizer's figures are aggregation queries whose cost does not grow with
 * the number of documents read.
 */
import {
  collection,
  limit,
  orderBy,
  query,
  where,
  type Firestore,
  type Query,
} from 'firebase/firestore';
import { COLLECTIONS } from '@campcare/domain';

/** The participant's own registrations (the rules require the uid filter). */
export function participantRegistrationsQuery(db: Firestore, uid: string): Query {
  return query(collection(db, COLLECTIONS.registrations), where('participantUid', '==', uid));
}

/** The participant's own bookings (one per successful payment). */
export function participantBookingsQuery(db: Firestore, uid: string): Query {
  return query(collection(db, COLLECTIONS.bookings), where('participantUid', '==', uid));
}

/** Organizer analytics: every camp (counted), every registration and booking (counted or summed). */
export function allCampsQuery(db: Firestore): Query {
  return query(collection(db, COLLECTIONS.camps));
}
export function allRegistrationsQuery(db: Firestore): Query {
  return query(collection(db, COLLECTIONS.registrations));
}
export function confirmedRegistrationsQuery(db: Firestore): Query {
  return query(collection(db, COLLECTIONS.registrations), where('ConfirmationStatus', '==', 'Confirmed'));
}
export function paidRegistrationsQuery(db: Firestore): Query {
  return query(collection(db, COLLECTIONS.registrations), where('PaymentStatus', '==', 'Paid'));
}
export function allBookingsQuery(db: Firestore): Query {
  return query(collection(db, COLLECTIONS.bookings));
}

/** The camps with the most registrations, for the organizer's chart. */
export function mostRegisteredCampsQuery(db: Firestore, count: number): Query {
  return query(collection(db, COLLECTIONS.camps), orderBy('ParticipantCount', 'desc'), limit(count));
}
