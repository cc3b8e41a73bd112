import { startTransition, useEffect, useState, type ReactNode } from 'react';

/**
 * A part of the page below its first screen, rendered after the commit that
 * paints what the visitor sees first, so that commit carries less work. The
 * render is a transition: React does it in slices of a few milliseconds,
 * yielding to input in between.
 *
 * Without `order`, it renders in the very next commit (the footer, the camps
 * pager): on a phone (4× CPU throttling) leaving them out of the first commit
 * brings /allCamps' largest paint about a third sooner. With `order` n, it
 * waits n × 16 ms, so several sections (the home page's) render in separate
 * short tasks instead of one long one.
 */
export function BelowTheFold({ order = 0, children }: { order?: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (order === 0) {
      startTransition(() => setShown(true));
      return;
    }
    const timer = window.setTimeout(() => startTransition(() => setShown(true)), order * 16);
    return () => window.clearTimeout(timer);
  }, [order]);
  return shown ? children : null;
}
