import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { PageSpinner } from '../../components/PageSpinner.tsx';
import { useTranslation } from '../../lib/i18n/index.ts';
import { useSession } from './session.tsx';

/** Where a sign-in page should go back to: the path remembered in location state `from`. */
export interface FromState {
  from?: string;
}

/** Renders its children for signed-in users; sends others to /login, remembering where they were going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { status, start } = useSession();
  const location = useLocation();
  // A guarded page cannot wait for the idle start of the session.
  useEffect(() => {
    if (status === 'loading') start();
  }, [status, start]);
  if (status === 'loading') return <PageSpinner label={t('auth.checkingSignIn')} />;
  if (status === 'signedOut') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  return <>{children}</>;
}
