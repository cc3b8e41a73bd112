/**
 * Client-side comfort guards mirroring the server's rules (the API and the
 * Firestore rules refuse the same things): an organizer page opened by a
 * non-organizer is an error (shown by the router's error page), a
 * participant page opened by an organizer falls back to the organizer home.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../auth/index.ts';
import { ORGANIZER_HOME } from '../lib/navigation.ts';

/** Shaped like a router error response (isRouteErrorResponse), so the error page can say "no access". */
export class ForbiddenPageError extends Error {
  readonly status = 403;
  readonly statusText = 'Forbidden';
  readonly internal = false;
  readonly data: string;
  constructor(message: string) {
    super(message);
    this.name = 'ForbiddenPageError';
    this.data = message;
  }
}

export function RequireOrganizer({ children }: { children: ReactNode }) {
  const { role } = useSession();
  if (role !== 'Organizer') throw new ForbiddenPageError('This page is for organizers only.');
  return <>{children}</>;
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const { role, isAdmin } = useSession();
  if (role !== 'Organizer' || !isAdmin) throw new ForbiddenPageError('This page is for administrators only.');
  return <>{children}</>;
}

export function RequireParticipant({ children }: { children: ReactNode }) {
  const { role } = useSession();
  if (role === 'Organizer') return <Navigate to={ORGANIZER_HOME} replace />;
  return <>{children}</>;
}
