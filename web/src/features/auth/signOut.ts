import { signOut } from 'firebase/auth';
import { auth } from '../../lib/auth.ts';

export function signOutUser(): Promise<void> {
  return signOut(auth);
}
