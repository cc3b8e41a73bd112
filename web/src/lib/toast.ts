/**
 * The app's toasts. react-hot-toast (with its styling engine, ~4 KB gzip)
 * loads with the first toast shown, not with the first screen:
 * app/Toasts.tsx mounts its Toaster once a toast is asked for, and the toast
 * shows as soon as both are there. Import toasts from here, never from
 * react-hot-toast itself (the lint refuses it): such a toast would wait for a
 * Toaster nobody mounted.
 */
import type { ToastOptions } from 'react-hot-toast';

type HotToast = typeof import('react-hot-toast').default;

let library: Promise<HotToast> | null = null;
let wanted = false;
const listeners = new Set<() => void>();

function show(make: (toast: HotToast) => void): void {
  // The style sheet first: react-hot-toast writes its keyframes as its module is evaluated.
  library ??= import('./toastStyleSheet.ts').then(() => import('react-hot-toast')).then((m) => m.default);
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void library.then(make);
}

export const toast = {
  success: (message: string, options?: ToastOptions) => show((t) => t.success(message, options)),
  error: (message: string, options?: ToastOptions) => show((t) => t.error(message, options)),
};

/** Whether a toast was asked for yet, and a way to hear of the first (app/Toasts.tsx mounts the Toaster then). */
export function toastsWanted(): boolean {
  return wanted;
}

export function onFirstToast(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
