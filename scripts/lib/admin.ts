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
  await Promise.all([
    emptied(fetch(`http://${hosts.firestore}/emulator/v1/projects/${PROJECT_ID}/databases/(default)/documents`, { method: 'DELETE' })),
    clearEmulatorAccounts(),
  ]);
}

/** Deletes every account in the Auth emulator (which starts no onUserDeleted trigger). */
export function clearEmulatorAccounts(): Promise<void> {
  return emptied(fetch(`http://${emulatorHosts().auth}/emulator/v1/projects/${PROJECT_ID}/accounts`, { method: 'DELETE' }));
}

async function emptied(request: Promise<Response>): Promise<void> {
  const response = await request;
  if (!response.ok) throw new Error(`Emulator reset failed: HTTP ${response.status} ${await response.text()}`);
}

/**
 * Every document in the Firestore emulator, at any depth, by path
 * (`collection/id/sub/id`), with its update time. One kindless query over
 * the whole database, names only (the Admin SDK's recursiveDelete lists
 * documents the same way); "owner" passes the rules.
 */
export async function listEmulatorDocuments(): Promise<Map<string, string>> {
  const response = await fetch(`http://${emulatorHosts().firestore}/v1/projects/${PROJECT_ID}/databases/(default)/documents:runQuery`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
    body: JSON.stringify({ structuredQuery: { from: [{ allDescendants: true }], select: { fields: [{ fieldPath: '__name__' }] } } }),
  });
  if (!response.ok) throw new Error(`Listing the emulator's documents failed: HTTP ${response.status} ${await response.text()}`);
  const rows = (await response.json()) as { document?: { name: string; updateTime: string } }[];
  const documents = new Map<string, string>();
  for (const { document } of rows) {
    if (document) documents.set(document.name.slice(document.name.indexOf('/documents/') + '/documents/'.length), document.updateTime);
  }
  return documents;
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
 * The firebase CLI on its own makes each cycle costly: turning triggers back
 * on reloads the functions (about 5.4 s here: 60 cycles took 321 s) and
 * registers every Firestore trigger again under a new key, keeping the old
 * ones, so every later write is dispatched once per past cycle (after 120
 * cycles one retention change took 16 s to reach its trigger, against 4 s
 * on fresh emulators). runFirebase's preload (firebaseTriggerToggles.mjs)
 * turns the same triggers back on instead: 10 cycles took 0.1 s.
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
