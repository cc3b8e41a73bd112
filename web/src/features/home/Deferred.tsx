import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children a little after the first paint (order × one task), so
 * the home page's first render is one short task instead of one long one:
 * phones get the banner on screen sooner and stay responsive. The render is a
 * transition, so React does it in slices of a few milliseconds, yielding to
 * input in between, instead of one long task.
 */
export function Deferred({ order, children }: { order: number; children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => startTransition(() => setReady(true)), order * 16);
    return () => window.clearTimeout(timer);
  }, [order]);
  return ready ? <>{children}</> : null;
}
