/**
 * The Firestore queries the dashboard runs straight from the browser. Pure
 * builders so the rules tests can import and run exactly these. Ordering is
 * done in memory on the (small, per-participant) results, so the participant
 * queries are single equality filters that need no composite index; the
 * organizer's figures are aggregation queries over the camps they run (an
 * admin's over every camp), whose cost does not grow with the number of
 * documents read.
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

/**
 * Whose camps the organizer's figures cover: one organizer's uid (the camps
 * they run; the rules allow nothing wider), or null for every camp (admins).
 */
export type CampScope = string | null;

function scoped(db: Firestore, name: string, scope: CampScope): Query {
  const all = collection(db, name);
  return scope ? query(all, where('organizerUids', 'array-contains', scope)) : query(all);
}

/** Organizer analytics: the camps in scope (counted), their registrations and bookings (counted or summed). */
export function organizerCampsQuery(db: Firestore, scope: CampScope): Query {
  return scoped(db, COLLECTIONS.camps, scope);
}
export function organizerRegistrationsQuery(db: Firestore, scope: CampScope): Query {
  return scoped(db, COLLECTIONS.registrations, scope);
}
/** Paid registrations the organizers confirmed: a part of the paid ones (free camps' confirmations are not in the rate). */
export function confirmedRegistrationsQuery(db: Firestore, scope: CampScope): Query {
  return query(scoped(db, COLLECTIONS.registrations, scope), where('PaymentStatus', '==', 'Paid'), where('ConfirmationStatus', '==', 'Confirmed'));
}
export function paidRegistrationsQuery(db: Firestore, scope: CampScope): Query {
  return query(scoped(db, COLLECTIONS.registrations, scope), where('PaymentStatus', '==', 'Paid'));
}
export function organizerBookingsQuery(db: Firestore, scope: CampScope): Query {
  return scoped(db, COLLECTIONS.bookings, scope);
}

/** The camps in scope with the most registrations, for the organizer's chart. */
export function mostRegisteredCampsQuery(db: Firestore, count: number, scope: CampScope): Query {
  return query(scoped(db, COLLECTIONS.camps, scope), orderBy('ParticipantCount', 'desc'), limit(count));
}
