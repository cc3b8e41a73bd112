/**
 * CampCare's service worker. It keeps the app's own files on the device, so
 * that a page opened once with a network opens again with none, a reload
 * included (the door's Check-in page first of all: its code, its texts and
 * the shell around it); what people do offline is kept by the pages
 * themselves (IndexedDB). It never answers for the API, Firebase or other
 * origins: those go to the network as if it were not there.
 *
 * Updates: every build lists its files with their hashes (Workbox precaching,
 * the list injected by vite-plugin-pwa), so a new deployment is a new
 * service worker. The browser looks for one at each navigation (sw.js is
 * served with no-cache), the page also asks after load, every hour and when
 * the network returns (app/serviceWorker.ts). A new one downloads the new
 * files in the background and then waits, so an open page keeps the code it
 * started with. It takes over at the next navigation or reload when a single
 * CampCare window is open (that navigation is answered with a page that
 * reloads once the new version is active), when every window is closed, or
 * when the person presses Reload in the notice the page shows.
 */
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

const appShell = createHandlerBoundToURL('/index.html');

/**
 * The page that stands in while a new version takes over: it reloads once
 * the new worker is active. Answering with a bare `Refresh: 0` instead, the
 * browser sometimes asked again before the new worker was active, was
 * answered with another refresh by this one, and then followed it no more
 * (a blank page, seen under load in the installable-app test). The script
 * waits for the new worker (three seconds at most); the header is there in
 * case the script cannot run.
 */
const TAKE_OVER_SCRIPT = `
(async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  const next = registration && (registration.waiting || registration.installing);
  if (next && next.state !== 'activated') {
    await new Promise((resolve) => {
      next.addEventListener('statechange', () => next.state === 'activated' && resolve());
      setTimeout(resolve, 3000);
    });
  }
  location.reload();
})();
`;
const TAKE_OVER_PAGE = `<!doctype html><meta charset="utf-8"><title>CampCare</title><script>${TAKE_OVER_SCRIPT}</script>`;

/**
 * The stand-in page is made here, so none of Hosting's headers reach it: it carries its own, as strict as
 * a page can be that runs one script (allowed by its hash), and may not be framed.
 */
let takeOverHeaders: Promise<Record<string, string>> | undefined;
function takeOverPageHeaders(): Promise<Record<string, string>> {
  takeOverHeaders ??= crypto.subtle.digest('SHA-256', new TextEncoder().encode(TAKE_OVER_SCRIPT)).then((digest) => ({
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
    'Content-Security-Policy': `default-src 'none'; script-src 'sha256-${btoa(String.fromCharCode(...new Uint8Array(digest)))}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
    'X-Frame-Options': 'DENY',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    Refresh: '5',
  }));
  return takeOverHeaders;
}

/** A navigation while a new version waits and this is the only window: the new version takes over, and the page asks again once it has. */
async function navigate(options: RouteHandlerCallbackOptions): Promise<Response> {
  const waiting = self.registration.waiting;
  if (waiting && (await self.clients.matchAll({ type: 'window' })).length <= 1) {
    waiting.postMessage({ type: 'SKIP_WAITING' });
    return new Response(TAKE_OVER_PAGE, { headers: await takeOverPageHeaders() });
  }
  return appShell(options);
}

// Every page of the app is the same index.html (the router draws it); the API and Firebase's own pages are not.
registerRoute(new NavigationRoute(navigate, { denylist: [/^\/api\//, /^\/__\//] }));

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
