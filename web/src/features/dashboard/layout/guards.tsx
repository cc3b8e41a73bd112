/**
 * Client-side comfort guards mirroring the server's rules (the API and the
 * Firestore rules refuse the same things): an organizer page opened by a
 * non-organizer is an error (shown by the router's error page), a
 * participant page opened by an organizer falls back to the organizer home.
 *
 * The organizer and admin guards ask reactfire's useSigninCheck for the
 * custom claims they need (domain's ORGANIZER_CLAIMS and ADMIN_CLAIMS, the
 * claims roleFromClaims reads), under the dashboard's AuthProvider
 * (app/FirebaseDataProviders.tsx). It follows the ID token, so a refreshed
 * token with new claims is seen at once.
 */
import { ADMIN_CLAIMS, ORGANIZER_CLAIMS } from '@campcare/domain';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSigninCheck } from 'reactfire';
import { PageSpinner } from '../../../components/PageSpinner.tsx';
import { useTranslation } from '../../../lib/i18n/index.ts';
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

/**
 * The page for whoever holds `claims`; anyone else signed in gets the error
 * page. While the claims are read, and once signed out (RequireAuth above
 * sends the visitor to /login), it shows a spinner rather than an error.
 */
function RequireClaims({ claims, refusalKey, children }: { claims: Record<string, unknown>; refusalKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const check = useSigninCheck({ requiredClaims: claims });
  if (check.status !== 'success' || !check.data.signedIn) return <PageSpinner label={t('dashboard.layout.checkingAccess')} />;
  if (!check.data.hasRequiredClaims) throw new ForbiddenPageError(t(refusalKey));
  return <>{children}</>;
}

export function RequireOrganizer({ children }: { children: ReactNode }) {
  return (
    <RequireClaims claims={ORGANIZER_CLAIMS} refusalKey="dashboard.layout.organizersOnly">
      {children}
    </RequireClaims>
  );
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  return (
    <RequireClaims claims={ADMIN_CLAIMS} refusalKey="dashboard.layout.adminsOnly">
      {children}
    </RequireClaims>
  );
}

export function RequireParticipant({ children }: { children: ReactNode }) {
  const { role } = useSession();
  if (role === 'Organizer') return <Navigate to={ORGANIZER_HOME} replace />;
  return <>{children}</>;
}
