/**
 * Users: the session exchange (POST /jwt), the caller's own profile
 * (POST /users) and the admin's list. Looking someone up by email
 * (GET /user/:email) needs their registrations, so it lives with them
 * (registrations/routes.ts).
 */
import { Router } from 'express';
import { auth } from '../firestore/firebase.ts';
import { requireAdmin, requireCaller, requireSignedIn } from '../http/auth.ts';
import { unauthenticated } from '../http/errors.ts';
import { pageRequestFrom, sendPage } from '../http/paging.ts';
import { parseOrThrow } from '../http/schemaValidation.ts';
import { upsertProfileSchema, userListFilterSchema } from './schemas.ts';
import { ensureUserProfile, listUsers } from './userStore.ts';
import { enforceRateLimit } from '../rateLimits/rateLimitAccess.ts';

export const usersRouter = Router();

const SESSION_DAYS = 5;

/** A session starts only from a sign-in this recent (Firebase's own advice for session cookies). */
export const SESSION_SIGN_IN_MAX_AGE_SECONDS = 5 * 60;

/**
 * Exchanges an ID token from a recent sign-in for a session cookie value
 * that the API also accepts as a bearer. The body's `{ email }` proves
 * nothing and is ignored; a session value cannot be exchanged for another
 * one, and neither can an ID token refreshed long after its sign-in (a
 * stolen refresh token would otherwise mint five-day sessions).
 */
usersRouter.post('/jwt', requireSignedIn, async (req, res) => {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? '';
  let decoded;
  try {
    // identifyCaller also accepts session values; only a real ID token may start a session.
    decoded = await auth.verifyIdToken(bearer, true);
  } catch {
    throw unauthenticated('Sign in again: a session can only be started with a fresh ID token.');
  }
  if (Date.now() / 1000 - decoded.auth_time > SESSION_SIGN_IN_MAX_AGE_SECONDS) {
    throw unauthenticated('Sign in again: a session can only be started within five minutes of signing in.');
  }
  try {
    const token = await auth.createSessionCookie(bearer, { expiresIn: SESSION_DAYS * 24 * 60 * 60 * 1000 });
    res.json({ token });
  } catch {
    throw unauthenticated('Sign in again: a session can only be started with a fresh ID token.');
  }
});

/** Idempotent: creates or refreshes the caller's own profile; a role in the body is ignored. */
usersRouter.post('/users', requireSignedIn, async (req, res) => {
  parseOrThrow(upsertProfileSchema, req.body, 'The profile');
  const caller = requireCaller(res);
  await enforceRateLimit('profile', req, res);
  const profile = await ensureUserProfile({
    uid: caller.uid,
    email: caller.email,
    // Only a name the token really carries: at sign-up the app's first request goes with a token from
    // before the name was set, and may arrive after the one that brings it; the email's stand-in
    // (caller.name without one) would then overwrite the real name.
    displayName: typeof caller.token.name === 'string' ? caller.token.name : '',
    photoURL: caller.picture,
  });
  res.json(profile);
});

usersRouter.get('/users', requireAdmin, async (req, res) => {
  const filter = parseOrThrow(userListFilterSchema, { search: req.query.search, role: req.query.role }, 'The users filter');
  const page = pageRequestFrom(req.query);
  sendPage(res, page, await listUsers(page, filter), (user) => user.uid);
});
