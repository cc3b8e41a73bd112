/** The full Firestore SDK (live listeners), loaded only with the dashboard. */
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { emulatorOrigins, firebaseApp, usingEmulators } from './firebase.ts';

export const fullDb = getFirestore(firebaseApp);

if (usingEmulators) {
  const { firestoreHost, firestorePort } = emulatorOrigins();
  connectFirestoreEmulator(fullDb, firestoreHost, firestorePort);
}
