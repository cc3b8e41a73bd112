/**
 * The organizer's figures, from Firestore aggregation queries (counted and
 * summed on the server: the cost does not grow with the number of documents),
 * cached by TanStack Query like the API's reads. reactfire has no hook for
 * aggregations, and these are one-shot reads, not live ones.
 */
import type { Camp } from '@campcare/domain';
import { count, getAggregateFromServer, getDocs, sum } from 'firebase/firestore';
import { useQuery } from '@tanstack/react-query';
import { fullDb } from '../../../lib/firestoreFull.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import { centsToDollars, confirmationRate } from '../lib/analytics.ts';
import {
  confirmedRegistrationsQuery,
  mostRegisteredCampsQuery,
  organizerBookingsQuery,
  organizerCampsQuery,
  organizerRegistrationsQuery,
  paidRegistrationsQuery,
  type CampScope,
} from '../queries.ts';

export interface OrganizerFigures {
  camps: number;
  registrations: number;
  revenue: number;
  confirmationRate: number;
  confirmed: number;
  paid: number;
  perCamp: { name: string; registrations: number }[];
}

export const CHART_CAMPS = 10;

/** The figures of the camps in scope: one organizer's (their uid), or every camp's (null, admins). */
export async function loadOrganizerFigures(scope: CampScope): Promise<OrganizerFigures> {
  const [camps, registrations, confirmed, paid, charged, refunded, top] = await Promise.all([
    getAggregateFromServer(organizerCampsQuery(fullDb, scope), { n: count() }),
    getAggregateFromServer(organizerRegistrationsQuery(fullDb, scope), { n: count() }),
    getAggregateFromServer(confirmedRegistrationsQuery(fullDb, scope), { n: count() }),
    getAggregateFromServer(paidRegistrationsQuery(fullDb, scope), { n: count() }),
    // Net of refunds: what was charged minus what went back. Two queries: sums asked together cover only the
    // bookings that have every summed field, and most have no amountRefunded (both sums came back 0 on the seed).
    getAggregateFromServer(organizerBookingsQuery(fullDb, scope), { cents: sum('amount') }),
    getAggregateFromServer(organizerBookingsQuery(fullDb, scope), { cents: sum('amountRefunded') }),
    getDocs(mostRegisteredCampsQuery(fullDb, CHART_CAMPS, scope)),
  ]);
  const confirmedCount = confirmed.data().n;
  const paidCount = paid.data().n;
  return {
    camps: camps.data().n,
    registrations: registrations.data().n,
    revenue: centsToDollars((charged.data().cents ?? 0) - (refunded.data().cents ?? 0)),
    confirmed: confirmedCount,
    paid: paidCount,
    confirmationRate: confirmationRate(confirmedCount, paidCount),
    perCamp: top.docs.map((d) => {
      const camp = d.data() as Camp;
      return { name: camp.CampName, registrations: camp.ParticipantCount };
    }),
  };
}

export function useOrganizerFigures(scope: CampScope) {
  return useQuery(
    {
      queryKey: ['organizerFigures', scope],
      queryFn: () => loadOrganizerFigures(scope),
      // Registrations and payments arrive from other people: read again at every visit, showing the last figures meanwhile.
      staleTime: 0,
    },
    queryClient,
  );
}
