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
    // Navigations run in a transition: while the next page's code loads, this page stays on screen with its
    // old location. A sign-out then (deleting the account leaves for home first) is a person leaving, not arriving.
    if (browserHasLeft(location.key)) return <PageSpinner label={t('auth.checkingSignIn')} />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from } satisfies FromState} />;
  }
  return <>{children}</>;
}

/**
 * Whether the browser's current history entry is no longer the one this page was rendered for. The router keeps
 * each entry's key in history.state; a memory router (tests) keeps none there, and is never left this way.
 */
function browserHasLeft(renderedKey: string): boolean {
  const currentKey = (window.history.state as { key?: unknown } | null)?.key;
  return typeof currentKey === 'string' && currentKey !== renderedKey;
}
