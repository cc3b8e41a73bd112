/** The Firebase SDK's app, for the parts that load it (Auth, the dashboard's Firestore, callables). */
import { initializeApp } from 'firebase/app';
import { firebaseOptions } from './firebaseConfig.ts';

export { emulatorOrigins, firebaseOptions, usingEmulators } from './firebaseConfig.ts';

export const firebaseApp = initializeApp(firebaseOptions);
