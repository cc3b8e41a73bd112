/**
 * What tests need to talk to the running emulators: the site's origin, users
 * and their ID tokens (through the Auth emulator's REST API), API calls, and
 * a reseed between suites that change data.
 */
import { adminServices, emulatorHosts } from '../../scripts/lib/admin.ts';
import { hostingUrl } from '../../scripts/lib/emulators.ts';
import { seed } from '../../scripts/seed/index.ts';
import { COLLECTIONS, type Role } from '@campcare/domain';

export const SITE = process.env.CAMPCARE_HOSTING_URL ?? hostingUrl();
export const API = `${SITE}/api`;
const AUTH_REST = () => `http://${emulatorHosts().auth}/identitytoolkit.googleapis.com/v1`;
const API_KEY = 'demo-api-key';

export { adminServices };

/** Empties the emulators and loads the seed again. */
export const resetAndSeed = () => seed({ reset: true });

export interface TestUser {
  uid: string;
  email: string;
  password: string;
  idToken: string;
}

/** Signs in with email and password; returns a fresh ID token carrying the current claims. */
export async function signIn(email: string, password: string): Promise<TestUser> {
  const response = await fetch(`${AUTH_REST()}/accounts:signInWithPassword?key=${API_KEY}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  const body = (await response.json()) as { localId: string; idToken: string; error?: { message: string } };
  if (!response.ok) throw new Error(`Sign-in of ${email} failed: ${body.error?.message}`);
  return { uid: body.localId, email, password, idToken: body.idToken };
}

let counter = 0;

/**
 * A brand-new account once its onUserCreated trigger has finished (profile
 * written, Participant claim set), then given the wanted role in its claims
 * and its profile (no claims for `role: null`) and signed in so the token
 * carries them. Setting claims
 * before the trigger is done would race it.
 */
export async function createUser(
  options: { role?: Role | null; admin?: boolean; displayName?: string; email?: string } = {},
): Promise<TestUser> {
  const { auth } = adminServices();
  const email = options.email ?? `user-${Date.now()}-${counter++}@test.campcare.test`;
  const password = 'test-password';
  const user = await auth.createUser({ email, password, displayName: options.displayName ?? `Test User ${counter}` });
  await waitForUserTrigger(user.uid);
  const claims = options.role === null ? {} : { role: options.role ?? 'Participant', ...(options.admin ? { admin: true } : {}) };
  await auth.setCustomUserClaims(user.uid, claims);
  // The profile is the record the claims follow: the next POST /users (every
  // sign-in in the app) sets the claims back to what the profile says, so a
  // role given only in the claims would be lost at the second sign-in.
  if (options.role) {
    await adminServices().db.collection(COLLECTIONS.users).doc(user.uid).update({ role: options.role, admin: options.admin ?? false });
  }
  return signIn(email, password);
}

/** Waits until the onUserCreated trigger has written the profile and set the role claim. */
async function waitForUserTrigger(uid: string): Promise<void> {
  const { auth, db } = adminServices();
  const deadline = Date.now() + 90_000;
  for (;;) {
    const [profile, account] = await Promise.all([db.collection(COLLECTIONS.users).doc(uid).get(), auth.getUser(uid)]);
    if (profile.exists && account.customClaims?.role) return;
    if (Date.now() > deadline) throw new Error(`The onUserCreated trigger never finished for ${uid}.`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the API through the Hosting emulator, as the browser does. */
export async function api<T = unknown>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  }
  const response = await fetch(`${API}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON (an image, say): the text is the body.
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/**
 * The id of an account holder's own registration for a camp, or null: new
 * registrations have random ids (seeded ones keep `{campId}_{uid}`), so tests
 * that registered through the API or the browser look theirs up.
 */
export async function ownRegistrationId(campId: string, uid: string): Promise<string | null> {
  const { db } = adminServices();
  const snap = await db.collection(COLLECTIONS.registrations).where('campId', '==', campId).where('participantUid', '==', uid).get();
  const own = snap.docs.find((d) => (d.get('personKey') ? d.get('personKey') === `account:${uid}` : !d.get('dependant')));
  return own?.id ?? null;
}

/** ownRegistrationId, for a registration the test knows exists. */
export async function ownRegistrationIdOrThrow(campId: string, uid: string): Promise<string> {
  const id = await ownRegistrationId(campId, uid);
  if (!id) throw new Error(`No registration of ${uid} for ${campId}.`);
  return id;
}
