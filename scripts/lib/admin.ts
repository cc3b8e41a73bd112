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
