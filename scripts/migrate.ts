/**
 * `npm run migrate`: runs the data migrations that have not run yet
 * (functions/src/migrations/, the same runner as POST /api/migrations) and
 * prints what each did; `--list` prints the records (migrations/{id}) only.
 *
 * By default it talks to this checkout's emulators (CAMPCARE_PORT_OFFSET
 * aware). Against a real project, set GOOGLE_APPLICATION_CREDENTIALS to a
 * service-account key and pass `--project <id>`; both are required, so a
 * real project is never touched by accident.
 */
import { parseArgs } from 'node:util';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { adminServices, emulatorHosts } from './lib/admin.ts';

const usage = 'Usage: npm run migrate [-- --list] [-- --project <id>]';
const { values } = parseArgs({
  options: { project: { type: 'string' }, list: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}

let db: Firestore;
let target: string;
const credentials = process.env.GOOGLE_APPLICATION_CREDENTIALS;
if (values.project && credentials) {
  db = getFirestore(initializeApp({ credential: applicationDefault(), projectId: values.project }, 'migrate'));
  target = `the Firebase project "${values.project}" (credentials from ${credentials})`;
} else if (values.project || credentials) {
  console.error(
    'To migrate a real project, set GOOGLE_APPLICATION_CREDENTIALS to a service-account key file AND pass --project <id>.\n' +
      'Without both, this script only talks to the local emulators.',
  );
  process.exit(2);
} else {
  db = adminServices().db;
  target = `the local emulators (Firestore ${emulatorHosts().firestore})`;
}

// Imported only now: a step that reuses the functions' stores (005's seats) opens the functions' Firestore
// when it is imported, and that must find the emulators' address (set by adminServices) already there.
const { MIGRATIONS } = await import('../functions/src/migrations/index.ts');
const { migrationRecords, runMigrations } = await import('../functions/src/migrations/runner.ts');

console.log(`Migrations on ${target}:`);
if (!values.list) {
  const outcomes = await runMigrations(db, MIGRATIONS, { log: (message) => console.log(`  ${message}`) });
  if (outcomes.some((o) => o.result === 'failed')) process.exit(1);
}
for (const record of await migrationRecords(db)) {
  console.log(`  ${record.id.padEnd(32)} ${record.status.padEnd(8)} ${String(record.changed).padStart(6)} changed  ${record.finishedAt ?? record.startedAt}  (runs: ${record.runs})`);
}
process.exit(0);
