import { startTransition, useEffect, useState } from 'react';

/**
 * How many items of a list (a grid of camp cards) to render now: `first` at
 * once, then `step` more per task until all are in, each batch a transition
 * of its own. A grid's cards then reach the DOM in several short commits (and
 * the style and layout work after each) instead of one long one, which on a
 * phone kept input waiting and held back the first card's picture, the first
 * screen's largest paint. A new list starts again from `first`.
 *
 * `first` should fill what a visitor sees first (a row of the widest grid),
 * so that later batches only add below it and nothing on screen moves.
 */
export function useGradualCount<T>(items: readonly T[], first: number, step: number = first): number {
  const [progress, setProgress] = useState({ items, shown: first });
  // A new list (another page, another sort) is revealed from the start again.
  const sameList = progress.items === items || (progress.items.length === 0 && items.length === 0);
  if (!sameList) setProgress({ items, shown: first });
  const shown = sameList ? progress.shown : first;
  const done = shown >= items.length;
  useEffect(() => {
    if (done) return;
    // The next task, after the browser has had a chance to paint this batch.
    const timer = window.setTimeout(() => startTransition(() => setProgress((p) => (p.items === items ? { items, shown: p.shown + step } : p))), 0);
    return () => window.clearTimeout(timer);
  }, [items, shown, step, done]);
  return Math.min(shown, items.length);
}
