/**
 * reactfire's providers with the full Firestore SDK, for the dashboard (live
 * tables through reactfire hooks). Loaded lazily with the dashboard route so the
 * public pages never download the full SDK. It also nests the full Chakra
 * system: the public one carries only the recipes the public pages use.
 */
import { ChakraProvider } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { RequireAuth } from '../features/auth/index.ts';
import { auth } from '../lib/auth.ts';
import { firebaseApp } from '../lib/firebase.ts';
import { fullDb } from '../lib/firestoreFull.ts';
import { fullSystem } from './theme.full.ts';

export function FirebaseDataProviders() {
  return (
    <ChakraProvider value={fullSystem}>
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={fullDb}>
          <RequireAuth>
            <Outlet />
          </RequireAuth>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
    </ChakraProvider>
  );
}
