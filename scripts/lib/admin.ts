/**
 * The Admin SDK pointed at this checkout's emulators (port offset aware),
 * for the seed, the tests and the benchmarks.
 */
import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { emulatorPorts, PROJECT_ID } from './emulators.ts';

let app: App | undefined;

export function emulatorHosts() {
  const ports = emulatorPorts();
  return { firestore: `127.0.0.1:${ports.firestore}`, auth: `127.0.0.1:${ports.auth}` };
}

export function adminServices() {
  if (!app) {
    const hosts = emulatorHosts();
    process.env.FIRESTORE_EMULATOR_HOST ??= hosts.firestore;
    process.env.FIREBASE_AUTH_EMULATOR_HOST ??= hosts.auth;
    process.env.GCLOUD_PROJECT ??= PROJECT_ID;
    app = getApps()[0] ?? initializeApp({ projectId: PROJECT_ID });
  }
  return { auth: getAuth(app), db: getFirestore(app) };
}

/** Empties Firestore and Auth through the emulators' own reset endpoints. */
export async function clearEmulators(): Promise<void> {
  const hosts = emulatorHosts();
  const responses = await Promise.all([
    fetch(`http://${hosts.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' }),
    fetch(`http://${hosts.auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }),
  ]);
  for (const r of responses) if (!r.ok) throw new Error(`Emulator reset failed: HTTP ${r.status} ${await r.text()}`);
}

/** An account the seed puts in the Auth emulator, with its password and custom claims. */
export interface SeedAccount {
  uid: string;
  email: string;
  password: string;
  displayName: string;
  photoURL: string | null;
  claims: Record<string, unknown>;
}

/**
 * Puts accounts in the Auth emulator in one request (its accounts:batchCreate,
 * which takes a plain password there), email verified and claims set. Unlike
 * createUser, an import starts no onUserCreated trigger.
 */
export async function importEmulatorAccounts(accounts: readonly SeedAccount[]): Promise<void> {
  if (accounts.length === 0) return;
  const users = accounts.map((a) => ({
    localId: a.uid,
    email: a.email,
    rawPassword: a.password,
    displayName: a.displayName,
    ...(a.photoURL ? { photoUrl: a.photoURL } : {}),
    emailVerified: true,
    customAttributes: JSON.stringify(a.claims),
  }));
  const response = await fetch(`http://${emulatorHosts().auth}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:batchCreate`, {
    method: 'POST',
    // The Auth emulator takes "owner" as an admin's credentials.
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ users }),
  });
  const body = (await response.json()) as { error?: { message: string }[] | { message: string } };
  if (!response.ok || (Array.isArray(body.error) && body.error.length > 0)) {
    throw new Error(`The Auth emulator refused the seed's accounts: HTTP ${response.status} ${JSON.stringify(body)}`);
  }
}

/**
 * Runs `write` with the functions emulator's background triggers off, for
 * bulk writers (the benchmark's 10,000 camps, list fixtures of a thousand)
 * that write what the triggers would derive (campSearch entries) themselves:
 * the triggers would only read it all again, thousands of times over, while
 * the figures or the tests run.
 *
 * Use it rarely, never once per test file: each time triggers are turned back
 * on, the Functions emulator registers every Firestore trigger again with the
 * Firestore emulator under a new key and never removes the old ones, so every
 * later write is dispatched once per past generation; and each cycle reloads
 * the functions (about 5.4 s here: 60 cycles took 321 s). After 120 cycles
 * one retention change took 16 s to reach its trigger, against 4 s on fresh
 * emulators, and in a full test run Firestore triggers stopped arriving.
 */
export async function withTriggersDisabled<T>(write: () => Promise<T>): Promise<T> {
  const hub = `http://127.0.0.1:${emulatorPorts().hub}/functions`;
  const toggle = async (action: 'disable' | 'enable') => {
    const response = await fetch(`${hub}/${action}BackgroundTriggers`, { method: 'PUT' });
    if (!response.ok) throw new Error(`The emulator hub refused to ${action} triggers: HTTP ${response.status} ${await response.text()}`);
  };
  await toggle('disable');
  try {
    return await write();
  } finally {
    await toggle('enable');
  }
}
