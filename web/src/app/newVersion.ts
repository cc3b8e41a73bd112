/**
 * A new version of CampCare was found (app/serviceWorker.ts loads this file
 * then): it downloads in the background and waits, since an open page keeps
 * the code it started with. Once it is ready, the layout is told (the
 * NEW_VERSION_EVENT, whose detail is the waiting worker) and offers to reload
 * into it (UpdateNotice.tsx).
 */
import { NEW_VERSION_EVENT } from './newVersionEvent.ts';

export function followNewVersion(registration: ServiceWorkerRegistration): void {
  const offer = (worker: ServiceWorker) => {
    dispatchEvent(new CustomEvent<ServiceWorker>(NEW_VERSION_EVENT, { detail: worker }));
  };
  if (registration.waiting) {
    offer(registration.waiting);
    return;
  }
  const installing = registration.installing;
  installing?.addEventListener('statechange', () => installing.state === 'installed' && offer(installing));
}
