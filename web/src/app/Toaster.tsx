/**
 * react-hot-toast's Toaster with the app's durations (success 2 s, others
 * 4 s) and at most TOAST_LIMIT visible: loaded with the first toast
 * (lib/toast.ts, app/Toasts.tsx).
 */
// First, before react-hot-toast is evaluated: its styles must reach the page in a way the
// Content-Security-Policy allows (lib/toastStyleSheet.ts).
import '../lib/toastStyleSheet.ts';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@campcare/domain';
import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** react-hot-toast has no global limit: dismiss the oldest visible toasts past TOAST_LIMIT. */
function ToastLimit() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(TOAST_LIMIT)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);
  return null;
}

export default function AppToaster() {
  return (
    <>
      <Toaster
        position="top-center"
        toastOptions={{
          duration: TOAST_DURATION_MS.blank,
          success: { duration: TOAST_DURATION_MS.success },
          error: { duration: TOAST_DURATION_MS.error },
          // Loading toasts stay until replaced (react-hot-toast: Infinity).
          loading: { duration: Infinity },
          custom: { duration: TOAST_DURATION_MS.custom },
        }}
      />
      <ToastLimit />
    </>
  );
}
