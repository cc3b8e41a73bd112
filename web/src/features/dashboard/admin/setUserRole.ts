/** The admin's role change: the `setUserRole` callable (only the admin claim counts, on the server). */
import type { Role } from '@campcare/domain';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { emulatorOrigins, firebaseApp, usingEmulators } from '../../../lib/firebase.ts';

const functions = getFunctions(firebaseApp, 'us-central1');
if (usingEmulators) {
  const { functionsHost, functionsPort } = emulatorOrigins();
  connectFunctionsEmulator(functions, functionsHost, functionsPort);
}

const callable = httpsCallable<{ uid: string; role: Role }, { uid: string; role: Role; admin: boolean }>(functions, 'setUserRole');

export async function setUserRole(uid: string, role: Role) {
  return (await callable({ uid, role })).data;
}
