import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * A part of the page below its first screen (the footer, a pager), rendered
 * one commit after the rest: the commit that paints what the visitor sees
 * first carries less work. On a phone (4× CPU throttling) leaving the footer
 * and the pager out of that commit brings /allCamps' largest paint about a
 * third sooner after the app's code has run.
 */
export function BelowTheFold({ children }: { children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    startTransition(() => setShown(true));
  }, []);
  return shown ? children : null;
}
