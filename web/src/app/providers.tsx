/**
 * Providers of every page: Chakra (our system, light and dark through
 * next-themes), the signed-in session, and toasts (success 2 s, others 4 s, at most TOAST_LIMIT visible).
 * The public pages read Firestore over its REST API (lib/firestoreRest.ts);
 * reactfire's providers with the full SDK wrap the dashboard only
 * (app/FirebaseDataProviders.tsx), which keeps the home page light.
 */
import { ChakraProvider } from '@chakra-ui/react';
import '@fontsource-variable/inter';
import '../lib/i18n/bengaliFont.css';
import { TOAST_DURATION_MS, TOAST_LIMIT } from '@campcare/domain';
import { ThemeProvider } from 'next-themes';
import { useEffect, type ReactNode } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { SessionProvider } from '../features/auth/index.ts';
import { system } from './theme.ts';

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

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <ThemeProvider attribute="class" disableTransitionOnChange defaultTheme="light" enableSystem={false}>
        <SessionProvider>
          {children}
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
        </SessionProvider>
      </ThemeProvider>
    </ChakraProvider>
  );
}
