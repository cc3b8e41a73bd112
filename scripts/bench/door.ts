/**
 * `npm run bench:door`: the door with no signal (scripts/lib/doorScenario.ts)
 * on its own emulators: two phones offline for a whole session (a reload and
 * a browser restart included) admit 30 people, 3 of them on both phones,
 * register 5 walk-ins and refuse a forged code; back online, the figures are
 * read from Firestore.
 * The last line:
 *
 *   RESULT door_offline_checkins=<n> door_walkins=<n> door_lost=<n> door_duplicates=<n> door_conflicts=<n> door_forged_accepted=<n> door_sync_s=<s>
 *
 * Correct means door_offline_checkins=30, door_walkins=5, door_lost=0,
 * door_duplicates=0, door_conflicts=3 and door_forged_accepted=0; door_sync_s is the time from
 * the network's return until the server holds every admission.
 *
 * The outer run builds the functions and the web app and starts its own
 * emulators on the port offset of CAMPCARE_PORT_OFFSET (80 when unset); the
 * inner run (`--inner`, inside `emulators:exec`) seeds, plays the scenario
 * and writes a JSON file that the outer run prints.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

const OFFSET = process.env.CAMPCARE_PORT_OFFSET ?? '80';
process.env.CAMPCARE_PORT_OFFSET = OFFSET;

const { buildEnv, CACHE_DIR, MissingJavaError, runFirebase } = await import('../lib/emulators.ts');
const RESULTS_FILE = join(CACHE_DIR, `offset-${OFFSET}`, 'bench-door.json');

type Figures = Awaited<ReturnType<(typeof import('../lib/doorScenario.ts'))['runDoorScenario']>>;

const { values } = parseArgs({ options: { inner: { type: 'boolean' } } });
if (values.inner) await inner();
else await outer();

async function outer(): Promise<void> {
  const { runOrThrow } = await import('../lib/process.ts');
  console.log(`Building the functions and the web app for the benchmark emulators (port offset ${OFFSET})…`);
  await runOrThrow('npm', ['run', 'build'], { env: buildEnv() });
  writeFileSync(RESULTS_FILE, '{}');
  let code: number;
  try {
    const emulators = runFirebase(['emulators:exec', '--only', 'auth,firestore,functions,hosting', 'npx tsx scripts/bench/door.ts --inner']);
    code = await new Promise<number>((resolve) => emulators.on('exit', (c) => resolve(c ?? 1)));
  } catch (error) {
    console.error(error instanceof MissingJavaError ? error.message : error);
    process.exit(1);
  }
  const figures = JSON.parse(readFileSync(RESULTS_FILE, 'utf8')) as Partial<Figures>;
  if (code !== 0 || figures.checkedIn === undefined) {
    console.error(`The benchmark did not finish (exit code ${code}).`);
    process.exit(1);
  }
  print(figures as Figures);
}

function print(f: Figures): void {
  console.log('\nTwo phones offline for a whole session (reload and browser restart), then back online\n');
  const row = (label: string, value: string | number) => console.log(`  ${label.padEnd(44)}${String(value).padStart(10)}`);
  row('check-ins on the server after the sync', f.checkedIn);
  row('walk-ins on the server after the sync', f.walkIns);
  row('claim codes given offline that work', f.walkInCodesValid);
  row('recorded while the phones were offline', f.recordedWhileOffline);
  row('admitted but not on the server (lost)', f.lost);
  row('counted more than once (duplicates)', f.duplicates);
  row('conflicts recorded', f.conflicts);
  row('conflicts shown on phone A / phone B', `${f.conflictsShown.a} / ${f.conflictsShown.b}`);
  row('forged codes accepted', f.forgedAccepted);
  row('sync after the network returned', `${f.syncSeconds.toFixed(1)} s`);
  console.log(
    `\nRESULT door_offline_checkins=${f.checkedIn} door_walkins=${f.walkIns} door_lost=${f.lost} door_duplicates=${f.duplicates} door_conflicts=${f.conflicts} door_forged_accepted=${f.forgedAccepted} door_sync_s=${f.syncSeconds.toFixed(1)}`,
  );
}

/** Runs inside emulators:exec. */
async function inner(): Promise<void> {
  const { seed } = await import('../seed/index.ts');
  const { DOOR_DAY, runDoorScenario } = await import('../lib/doorScenario.ts');
  await seed({ reset: true });
  const figures = await runDoorScenario({ ...DOOR_DAY, log: (line) => console.log(`  ${line}`) });
  writeFileSync(RESULTS_FILE, JSON.stringify(figures));
}
