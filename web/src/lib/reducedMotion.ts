/**
 * Whether the visitor asked their device for less motion
 * (`prefers-reduced-motion: reduce`), followed live: the carousels then
 * change slides at once, without sliding or gliding on after a drag.
 */
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => false);
}

/** Swiper's slide change, in milliseconds: its default, or none. */
export function slideSpeed(reduced: boolean): number {
  return reduced ? 0 : 300;
}
