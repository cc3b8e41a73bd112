/**
 * The one place that decides which Firebase project the app talks to: the
 * real one when built with VITE_FIREBASE_* settings, the local emulators
 * otherwise (ports follow the Hosting emulator's, so shifted suites work).
 * Settings only, no SDK: the public pages read Firestore over REST with them
 * (lib/firestoreRest.ts) without loading Firebase; lib/firebase.ts starts the SDK.
 */
import type { FirebaseOptions } from 'firebase/app';

const env = import.meta.env;

export const usingEmulators = !env.VITE_FIREBASE_PROJECT_ID;

export const firebaseOptions: FirebaseOptions = usingEmulators
  ? { projectId: 'demo-campcare', apiKey: 'demo-api-key', authDomain: 'demo-campcare.firebaseapp.com', appId: 'demo-campcare' }
  : {
      projectId: env.VITE_FIREBASE_PROJECT_ID,
      apiKey: env.VITE_FIREBASE_API_KEY,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
      appId: env.VITE_FIREBASE_APP_ID,
    };

const HOSTING_EMULATOR_PORT = 5000;

/** Emulator addresses: same host as the page, ports shifted like the Hosting emulator's. */
export function emulatorOrigins(): {
  auth: string;
  firestoreHost: string;
  firestorePort: number;
  functionsHost: string;
  functionsPort: number;
} {
  const pagePort = Number(window.location.port);
  const offset = env.DEV || !pagePort ? 0 : pagePort - HOSTING_EMULATOR_PORT;
  const host = window.location.hostname === 'localhost' ? '127.0.0.1' : window.location.hostname;
  return {
    auth: `http://${host}:${9099 + offset}`,
    firestoreHost: host,
    firestorePort: 8080 + offset,
    // Callable functions (setUserRole) are called on the Functions emulator directly.
    functionsHost: host,
    functionsPort: 5001 + offset,
  };
}

