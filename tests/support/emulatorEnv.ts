/**
 * Points the Admin SDK at this offset's emulators before a test file's
 * imports run. The API tests import functions' own modules, which start the
 * Admin SDK as they load (functions/src/firestore/firebase.ts); inside
 * `firebase emulators:exec` the variables are already set, but a file run on
 * its own against `npm start` would otherwise reach for Google's servers.
 */
import { emulatorHosts } from '../../scripts/lib/admin.ts';
import { PROJECT_ID } from '../../scripts/lib/emulators.ts';

const hosts = emulatorHosts();
process.env.FIRESTORE_EMULATOR_HOST ??= hosts.firestore;
process.env.FIREBASE_AUTH_EMULATOR_HOST ??= hosts.auth;
process.env.GCLOUD_PROJECT ??= PROJECT_ID;
