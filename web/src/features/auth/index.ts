/** The auth feature's public face. */
export { SessionProvider, StaticSessionProvider, useSession } from './session.tsx';
export type { Session, SessionStatus, SessionUser } from './session.tsx';
export { RequireAuth } from './RequireAuth.tsx';
export type { FromState } from './RequireAuth.tsx';
export { authErrorMessage } from './errors.ts';
/** Sign-in functions load the popup code, so they are imported lazily by callers outside the login pages. */
export const loadAuthActions = () => import('./actions.ts');
export { signOutUser } from './signOut.ts';
export type { SocialProvider } from './actions.ts';
