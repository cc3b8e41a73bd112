/**
 * Users: the session exchange (POST /jwt), the caller's own profile
 * (POST /users), role look-ups (GET /user/:email) and the admin's list.
 */
import { Router } from 'express';
import { auth } from '../firebase.ts';
import { isOrganizer, requireAdmin, requireCaller, requireSignedIn } from '../http/auth.ts';
import { badRequest, forbidden, notFound, unauthenticated } from '../http/errors.ts';
import { pageRequestFrom, sendPage } from '../http/paging.ts';
import { parseOrThrow } from '../http/schemaValidation.ts';
import { emailParamSchema, upsertProfileSchema, userListFilterSchema } from './schemas.ts';
import { ensureUserProfile, findUserByEmail, listUsers } from './userStore.ts';

export const usersRouter = Router();

const SESSION_DAYS = 5;

/**
 * Exchanges a fresh ID token for a session cookie value that the API also
 * accepts as a bearer. The body's `{ email }` proves nothing and is ignored;
 * a session value cannot be exchanged for another one.
 */
usersRouter.post('/jwt', requireSignedIn, async (req, res) => {
  const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1] ?? '';
  try {
    // identifyCaller also accepts session values; only a real ID token may start a session.
    await auth.verifyIdToken(bearer, true);
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
  const profile = await ensureUserProfile({
    uid: caller.uid,
    email: caller.email,
    displayName: caller.name,
    photoURL: caller.picture,
  });
  res.json(profile);
});

usersRouter.get('/user/:email', requireSignedIn, async (req, res) => {
  const caller = requireCaller(res);
  const parsed = emailParamSchema.safeParse(req.params.email);
  if (!parsed.success) throw badRequest('The path must end with a valid email address.', { email: 'Enter a valid email address.' });
  const email = parsed.data;
  if (email !== caller.email && !isOrganizer(caller) && !caller.admin) {
    throw forbidden('You can only look up your own account.');
  }
  const profile = await findUserByEmail(email);
  if (!profile) throw notFound('No account uses this email address.');
  res.json(profile); // role is one of its fields, as the original client reads it
});

usersRouter.get('/users', requireAdmin, async (req, res) => {
  const filter = parseOrThrow(userListFilterSchema, { search: req.query.search, role: req.query.role }, 'The users filter');
  const { users, total } = await listUsers(pageRequestFrom(req.query), filter);
  sendPage(res, { items: users, total });
});
