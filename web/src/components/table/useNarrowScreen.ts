/**
 * Whether the screen is below the md breakpoint (a phone), where the
 * dashboard tables become cards. Read from matchMedia and followed as the
 * window turns or resizes; without matchMedia (jsdom) it is a wide screen.
 */
import { useSyncExternalStore } from 'react';

const PHONE = '(max-width: 47.99em)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(PHONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const narrowNow = () => typeof window.matchMedia === 'function' && window.matchMedia(PHONE).matches;

export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
