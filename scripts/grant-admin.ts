/**
 * `npm run grant-admin -- <email>`: makes an existing account an admin (and
 * an Organizer, so the dashboard is theirs too). Only the Admin SDK can do
 * this, which is how the first admin comes to exist; after that admins use
 * the setUserRole callable for roles.
 *
 * By default it talks to this checkout's emulators (CAMPCARE_PORT_OFFSET
 * aware). Against a real project, set GOOGLE_APPLICATION_CREDENTIALS to a
 * service-account key and pass `--project <id>`; both are required, so a
 * real project is never touched by accident.
 */
import { parseArgs } from 'node:util';
import { COLLECTIONS, type RoleClaims } from '@campcare/domain';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { adminServices, emulatorHosts } from './lib/admin.ts';

const usage = 'Usage: npm run grant-admin -- <email> [--project <id>]';

const { values, positionals } = parseArgs({
  options: { project: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  allowPositionals: true,
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const email = positionals[0]?.trim().toLowerCase();
if (!email || positionals.length !== 1 || !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
  console.error(`Give exactly one email address.\n${usage}`);
  process.exit(2);
}

let services: { auth: Auth; db: Firestore };
let target: string;
const credentials = process.env.GOOGLE_APPLICATION_CREDENTIALS;
if (values.project && credentials) {
  const app = initializeApp({ credential: applicationDefault(), projectId: values.project }, 'grant-admin');
  services = { auth: getAuth(app), db: getFirestore(app) };
  target = `the Firebase project "${values.project}" (credentials from ${credentials})`;
} else if (values.project || credentials) {
  console.error(
    'To change a real project, set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file AND pass --project <id>.\n' +
      'Without both, this script only talks to the local emulators.',
  );
  process.exit(2);
} else {
  services = adminServices();
  const hosts = emulatorHosts();
  target = `the local emulators (Auth ${hosts.auth}, Firestore ${hosts.firestore})`;
}

try {
  const user = await services.auth.getUserByEmail(email).catch(() => null);
  if (!user) {
    console.error(`No account uses ${email} on ${target}. Sign up first, then run this again.`);
    process.exit(1);
  }
  const before = (user.customClaims ?? {}) as RoleClaims;
  const claims = { ...user.customClaims, role: 'Organizer', admin: true };
  await services.auth.setCustomUserClaims(user.uid, claims);
  const now = new Date().toISOString();
  const profileRef = services.db.collection(COLLECTIONS.users).doc(user.uid);
  const profile = await profileRef.get();
  await profileRef.set(
    {
      uid: user.uid,
      email,
      role: 'Organizer',
      admin: true,
      updatedAt: now,
      ...(profile.exists
        ? {}
        : { displayName: user.displayName ?? '', photoURL: user.photoURL ?? null, createdAt: now }),
    },
    { merge: true },
  );
  console.log(`Granted admin on ${target}:`);
  console.log(`  account   ${email} (uid ${user.uid})`);
  console.log(`  claims    role ${before.role ?? '(none)'} → Organizer, admin ${before.admin === true} → true`);
  console.log(`  profile   users/${user.uid} ${profile.exists ? 'updated' : 'created'}`);
  console.log('They must sign out and in again (or refresh their ID token) for the new claims to apply.');
  process.exit(0);
} catch (error) {
  console.error(`Could not grant admin on ${target}: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
