/** The auth feature's public face. */
export { SessionProvider, useSession } from './session.tsx';
export type { Session, SessionStatus, SessionUser } from './session.tsx';
export { RequireAuth } from './RequireAuth.tsx';
export type { FromState } from './RequireAuth.tsx';
export { authErrorMessage } from './errors.ts';
export { signOutUser } from './signOut.ts';
export type { SocialProvider } from './actions.ts';
export { authRoutes } from './routes.ts';
