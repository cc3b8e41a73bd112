/**
 * The admin's role change: the `setUserRole` callable (only the admin claim
 * counts, on the server). The users list is read again afterwards.
 */
import type { Role } from '@campcare/domain';
import { useMutation } from '@tanstack/react-query';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { emulatorOrigins, firebaseApp, usingEmulators } from '../../../lib/firebase.ts';
import { queryClient } from '../../../lib/queryClient.ts';
import { USERS_KEY } from '../../../lib/queryKeys.ts';

const functions = getFunctions(firebaseApp, 'us-central1');
if (usingEmulators) {
  const { functionsHost, functionsPort } = emulatorOrigins();
  connectFunctionsEmulator(functions, functionsHost, functionsPort);
}

const callable = httpsCallable<{ uid: string; role: Role }, { uid: string; role: Role; admin: boolean }>(functions, 'setUserRole');

export async function setUserRole({ uid, role }: { uid: string; role: Role }) {
  return (await callable({ uid, role })).data;
}

export function useSetUserRole() {
  return useMutation({ mutationFn: setUserRole, onSuccess: () => queryClient.invalidateQueries({ queryKey: USERS_KEY }) }, queryClient);
}
