/**
 * Registers the service worker (web/sw/sw.ts: the installable app, pages that
 * open with no network) once the page has loaded and the browser is idle, so
 * it never competes with the first screen. The browser looks for a new
 * version at each navigation; this also asks every hour and when the network
 * returns. Kept tiny, as part of the entry every page loads: what follows a
 * new version (newVersion.ts, and the notice it brings) loads only when one
 * is found.
 */
const CHECK_EVERY_MS = 60 * 60_000;

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const watch = (registration: ServiceWorkerRegistration) => {
    // Without a controller this page is the first visit: the worker installing is the first version, not an update.
    const found = () => container.controller && void import('./newVersion.ts').then((module) => module.followNewVersion(registration));
    if (registration.waiting || registration.installing) found();
    registration.addEventListener('updatefound', found);
    const check = () => navigator.onLine && registration.update().catch(() => undefined);
    setInterval(check, CHECK_EVERY_MS);
    addEventListener('online', check);
  };
  const register = () => container.register('/sw.js').then(watch, () => undefined);
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000));
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
