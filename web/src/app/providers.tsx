/**
 * Providers of every page: Chakra (our system, light and dark through
 * next-themes), the signed-in session, and toasts (app/Toasts.tsx: loaded with the first one).
 * The public pages read Firestore over its REST API (lib/firestoreRest.ts);
 * reactfire's providers with the full SDK wrap the dashboard only
 * (app/FirebaseDataProviders.tsx), which keeps the home page light.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { withEmotionCache } from '@emotion/react';
import { ThemeProvider } from 'next-themes';
import type { ReactNode } from 'react';
import { SessionProvider } from '../features/auth/index.ts';
import { groupStyleRules } from './groupedStyleRules.ts';
import { system } from './theme.ts';
import { Toasts } from './Toasts.tsx';

/** Rendered before anything styled, so Emotion inserts every rule of the app the cheaper way (groupedStyleRules.ts). */
const GroupedStyleRules = withEmotionCache((_props: object, cache) => {
  groupStyleRules(cache);
  return null;
});

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={system}>
      <GroupedStyleRules />
      <ThemeProvider attribute="class" disableTransitionOnChange defaultTheme="light" enableSystem={false}>
        <SessionProvider>
          {children}
          <Toasts />
        </SessionProvider>
      </ThemeProvider>
    </ChakraProvider>
  );
}
