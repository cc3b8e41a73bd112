/**
 * Registers the service worker (web/sw/sw.ts: the installable app, pages that
 * open with no network) once the page has loaded and the browser is idle, so
 * it never competes with the first screen. UpdateNotice watches it for new
 * versions. Kept tiny: it is part of the entry every page loads.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
