import { loadAuth } from '../../lib/authLazy.ts';

export async function signOutUser(): Promise<void> {
  const auth = await loadAuth();
  return auth.signOut();
}
