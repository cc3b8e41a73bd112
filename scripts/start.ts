/**
 * `npm start`: builds the functions and the web app, starts the Auth,
 * Firestore, Functions and Hosting emulators with the data of the last run
 * (or the seed on the first run), MailDev (the local inbox every mail goes
 * to) and the SMS inbox (where every text message goes), and prints where to
 * go and who to be.
 *
 *   --dev         also runs Vite's dev server with hot reload
 *   --reset-only  forgets the saved data, so the next start seeds afresh
 *   --data DIR    keep the data in DIR instead of .emulator-data
 *   --no-build    start from the last build
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { buildEnv, hostingUrl, MissingJavaError, ROOT, runFirebase } from './lib/emulators.ts';
import { mailInboxUrl, startMailDev } from './lib/maildev.ts';
import { startSmsInbox, type SmsInbox } from './lib/smsInbox.ts';
import { startDhis2Server, type Dhis2Server } from './lib/dhis2Server.ts';
import { run, runOrThrow, waitFor } from './lib/process.ts';
import { demoAccounts, seed } from './seed/index.ts';
import { seedStaff } from './seed/data.ts';

/** ", door staff of camp-06" and the like: the camps a demo account works at. */
function staffNote(uid: string): string {
  const roles = seedStaff.filter((s) => s.uid === uid).map((s) => `${s.role} staff of ${s.campId}`);
  return roles.length > 0 ? ` (${roles.join(', ')})` : '';
}

const { values: flags } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    'reset-only': { type: 'boolean', default: false },
    data: { type: 'string', default: '.emulator-data' },
    'no-build': { type: 'boolean', default: false },
  },
});

const dataDir = resolve(ROOT, flags.data!);

if (flags['reset-only']) {
  rmSync(dataDir, { recursive: true, force: true });
  console.log('Saved emulator data removed: the next `npm start` loads the seed again.');
  process.exit(0);
}

const hasSavedData = existsSync(dataDir) && readdirSync(dataDir).length > 0;
let maildev: ChildProcess | undefined;
let smsInbox: SmsInbox | undefined;
let dhis2: Dhis2Server | undefined;

/**
 * The emulators run no scheduled functions, so this stands in for
 * `expireSeatOffers`, `eraseExpiredHealth`, `scrubSentMail` and
 * `mailScreeningResults`: every minute it asks the API to pass on the seats
 * of offers that ran out (deployed: every five minutes), to erase health
 * details past their retention, to take the words out of mails sent long
 * enough ago and to mail the results of camps whose day is over (deployed:
 * every hour).
 */
function tickEmulatorSweeps(site: string): void {
  setInterval(() => {
    for (const sweep of ['sweepSeatOffers', 'sweepUnpaidSeats', 'eraseExpiredHealthDetails', 'scrubSentMail', 'sweepSms', 'mailScreeningResults']) {
      fetch(`${site}/api/emulator/${sweep}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).catch(
        () => undefined, // the emulators are stopping, or busy: the next tick tries again
      );
    }
  }, 60_000).unref();
}

try {
  if (!flags['no-build']) {
    console.log('Building the functions and the web app…');
    await runOrThrow('npm', ['run', 'build'], { env: buildEnv() });
  }

  // The inbox first, so the first mail the functions send has somewhere to go.
  maildev = await startMailDev();
  smsInbox = await startSmsInbox();
  dhis2 = await startDhis2Server();
  const args = ['emulators:start', '--only', 'auth,firestore,functions,hosting', '--export-on-exit', dataDir];
  if (hasSavedData) args.push('--import', dataDir);
  // Its own process group: a Ctrl-C reaches it once, through us, so it can export.
  const emulators = runFirebase(args, { detached: true });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log('\nStopping the emulators and saving their data…');
    emulators.kill(signal);
    maildev?.kill('SIGTERM');
    void smsInbox?.close();
    void dhis2?.close();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  const exited = new Promise<number>((r) => emulators.on('exit', (code) => r(code ?? 0)));

  const site = hostingUrl();
  await Promise.race([
    waitFor('the API behind the Hosting emulator', async () => (await fetch(`${site}/api/allcamp`)).ok, 180_000),
    exited.then((code) => {
      throw new Error(`The emulators exited early (code ${code}); see the log above.`);
    }),
  ]);

  if (!hasSavedData) {
    const summary = await seed();
    console.log(`Seeded ${summary.camps} camps, ${summary.users} users, ${summary.registrations} registrations, ${summary.reviews} reviews.`);
  }

  if (flags.dev) void run('npm', ['run', 'dev', '-w', 'web'], { cwd: ROOT });
  tickEmulatorSweeps(site);

  const accounts = demoAccounts()
    .map((u) => `    ${u.email.padEnd(28)} ${u.password.padEnd(22)} ${u.admin ? 'Admin + Organizer' : u.role}${staffNote(u.uid)}`)
    .join('\n');
  console.log(`
  CampCare is running on the Firebase emulators.

    Site:  ${site}${flags.dev ? '\n    Dev:   http://127.0.0.1:5173 (hot reload)' : ''}
    Mail:  ${mailInboxUrl()} (MailDev: every mail CampCare sends lands here)
    SMS:   ${smsInbox.url} (the SMS inbox: every text message CampCare sends lands here, by number)
    DHIS2: ${dhis2.url} (the local DHIS2: the camp figures an organizer pushes land here)
    Data:  ${join(flags.data!)} (saved on exit; \`npm run reset\` brings the seed back)

  Demo accounts:
${accounts}

  Press Ctrl-C to stop.
`);
  const code = await exited;
  maildev.kill('SIGTERM');
  await smsInbox.close();
  await dhis2.close();
  process.exit(code);
} catch (error) {
  console.error(error instanceof MissingJavaError ? error.message : error);
  maildev?.kill('SIGTERM');
  process.exit(1);
}
