/** Where toasts show: nothing until the first toast is asked for (lib/toast.ts), then the Toaster, loaded then. */
import { lazy, Suspense, useEffect, useState } from 'react';
import { onFirstToast, toastsWanted } from '../lib/toast.ts';

const AppToaster = lazy(() => import('./Toaster.tsx'));

export function Toasts() {
  const [wanted, setWanted] = useState(toastsWanted);
  useEffect(() => {
    if (wanted) return;
    // A toast asked for between the first render and this effect counts too.
    if (toastsWanted()) setWanted(true);
    return onFirstToast(() => setWanted(true));
  }, [wanted]);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
