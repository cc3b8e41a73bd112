import { startTransition, useEffect, useRef, useState, type DependencyList } from 'react';

export type AsyncState<T> =
  | { status: 'loading'; data: T | undefined; error: null }
  | { status: 'success'; data: T; error: null }
  | { status: 'error'; data: T | undefined; error: Error };

/**
 * The two first screens' read hook (home and Available Camps, with the search
 * box's suggestions): the same REST query functions (firestoreRest.ts) as
 * TanStack Query would run, through this 0.3 KB hook, because those screens
 * have a byte budget (180 KB of JavaScript, npm run bench:web) that TanStack
 * Query's ~11 KB gzip would break. Every other read goes through TanStack
 * Query (queryClient.ts), or follows Firestore live (liveRows.ts). A feature's
 * api/ module wraps the one it uses, so components see only that feature's
 * hooks.
 *
 * Runs a one-shot read whenever its inputs change, cancelling the previous
 * one; keeps the last data while the next read runs (no flash of emptiness).
 * Results are rendered as a transition (see below). `initialData`, when the
 * first read's result is already at hand, is shown by the first render and
 * that read is skipped.
 */
export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList, initialData?: T): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>(() =>
    initialData === undefined ? { status: 'loading', data: undefined, error: null } : { status: 'success', data: initialData, error: null },
  );
  const skipFirstLoad = useRef(initialData !== undefined);
  useEffect(() => {
    if (skipFirstLoad.current) {
      skipFirstLoad.current = false;
      return;
    }
    const controller = new AbortController();
    setState((s) => ({ status: 'loading', data: s.data, error: null }));
    load(controller.signal).then(
      (data) => {
        // A transition: what the data shows (a grid of cards, say) renders in
        // short slices that input can interrupt, not in one long task.
        if (!controller.signal.aborted) startTransition(() => setState({ status: 'success', data, error: null }));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) {
          setState((s) => ({ status: 'error', data: s.data, error: error instanceof Error ? error : new Error(String(error)) }));
        }
      },
    );
    return () => controller.abort();
    // The caller lists what `load` depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return state;
}
