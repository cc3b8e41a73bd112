/**
 * Firestore Lite for the public pages' one-shot reads: a fraction of the full
 * SDK's size (no offline cache, no listeners), which the home page budget needs.
 * The dashboard uses the full SDK (lib/firestoreFull.ts) through reactfire.
 */
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore/lite';
import { emulatorOrigins, firebaseApp, usingEmulators } from './firebase.ts';

export const liteDb = getFirestore(firebaseApp);

if (usingEmulators) {
  const { firestoreHost, firestorePort } = emulatorOrigins();
  connectFirestoreEmulator(liteDb, firestoreHost, firestorePort);
}
