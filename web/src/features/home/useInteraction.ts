import { useEffect, useState } from 'react';

const EVENTS = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'scroll', 'wheel', 'focusin'] as const;

/**
 * True once the visitor interacts with the page. The carousels' code (Swiper,
 * ~28 KB gzip) loads then: the first slides are plain markup until someone
 * could possibly use the controls, which keeps the first load small.
 */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return;
    const done = () => setInteracted(true);
    const options = { once: true, passive: true, capture: true } as const;
    EVENTS.forEach((e) => window.addEventListener(e, done, options));
    return () => EVENTS.forEach((e) => window.removeEventListener(e, done, options));
  }, [interacted]);
  return interacted;
}
