/**
 * Who is calling. The bearer is a Firebase ID token (the web app) or a
 * session cookie value from POST /jwt (scripts); the role comes from the
 * token's custom claims, never from the request.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { roleFromClaims, type Role } from '@campcare/domain';
import { auth } from '../firestore/firebase.ts';
import { ApiError, forbidden, unauthenticated } from './errors.ts';

export interface Caller {
  uid: string;
  email: string;
  name: string;
  picture: string | null;
  role: Role;
  admin: boolean;
  token: DecodedIdToken;
}

export function callerFromToken(token: DecodedIdToken): Caller {
  return {
    uid: token.uid,
    email: (token.email ?? '').toLowerCase(),
    name: typeof token.name === 'string' && token.name ? token.name : (token.email ?? '').split('@')[0] ?? '',
    picture: typeof token.picture === 'string' ? token.picture : null,
    ...roleFromClaims(token),
    token,
  };
}

const REVOKED_CODES = new Set(['auth/id-token-revoked', 'auth/session-cookie-revoked', 'auth/user-disabled']);
const isRevoked = (error: unknown) => REVOKED_CODES.has((error as { code?: string }).code ?? '');

/**
 * Verifies with revocation checks: a role change revokes the user's
 * tokens, so an ID token or session value signed in before it is refused.
 */
async function verifyBearer(bearer: string): Promise<DecodedIdToken> {
  try {
    return await auth.verifyIdToken(bearer, true);
  } catch (error) {
    if (isRevoked(error)) throw error;
    return auth.verifySessionCookie(bearer, true);
  }
}

/** The 401 for a token signed in before the user's role changed: the browser signs in again on this code. */
export const SESSION_REVOKED = 'session-revoked';

/** Reads the bearer if there is one; a bearer that does not verify is a 401. */
export const identifyCaller: RequestHandler = async (req, res, next) => {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) {
    if (header) return next(unauthenticated('The Authorization header must be "Bearer <token>".'));
    res.locals.caller = null;
    return next();
  }
  try {
    res.locals.caller = callerFromToken(await verifyBearer(match[1]!));
    next();
  } catch (error) {
    if (isRevoked(error)) {
      return next(new ApiError(401, SESSION_REVOKED, 'Your role or access changed since you signed in. Please sign in again.'));
    }
    next(unauthenticated('Your session has expired or is invalid. Please sign in again.'));
  }
};

export function optionalCaller(res: Response): Caller | null {
  return (res.locals.caller as Caller | null | undefined) ?? null;
}

export function requireCaller(res: Response): Caller {
  const caller = optionalCaller(res);
  if (!caller) throw unauthenticated();
  return caller;
}

export const isOrganizer = (caller: Caller) => caller.role === 'Organizer';

function guard(check: (caller: Caller) => boolean, message: string): RequestHandler {
  return (_req: Request, res: Response, next: NextFunction) => {
    const caller = optionalCaller(res);
    if (!caller) return next(unauthenticated());
    if (!check(caller)) return next(forbidden(message));
    next();
  };
}

export const requireSignedIn = guard(() => true, '');
/** Organizer routes; admins may do everything an organizer may (each camp is then checked with assertCanManageCamp). */
export const requireOrganizer = guard((c) => isOrganizer(c) || c.admin, 'Only organizers can do this.');
export const requireParticipant = guard((c) => c.role === 'Participant', 'Only participants can do this.');
export const requireAdmin = guard((c) => c.admin, 'Only admins can do this.');
