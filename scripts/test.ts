/**
 * `npm test`: every suite, then how long each stage took and one closing line
 * `N passed, N failed`. Four lanes run side by side, as they share nothing:
 *
 *   checks     lint (eslint.config.js: import boundaries, cycles, hooks) and
 *              typecheck (`npm run typecheck`: every workspace, the scripts and
 *              the tests; esbuild and Vite strip types without checking them),
 *              together, then the unit tests (domain, functions, web
 *              components, the scripts' helpers). lint and typecheck
 *              count as one test each in the closing line, passed or
 *              failed
 *   api        the build, then inside `firebase emulators:exec` (Auth,
 *              Firestore with the real rules, Functions, Hosting) on this run's
 *              ports, with MailDev and the SMS inbox beside it: the smoke and API
 *              suites, one after the other (they share the emulators' data,
 *              and reseed it)
 *   browser    the same on a second set of emulators, BROWSER_OFFSET_SHIFT
 *              ports up, with its own functions build (for its ports), a
 *              copy of the web app and its own MailDev: the browser suite;
 *              then the restart test, which starts and stops `npm start`
 *              itself on ports of its own
 *   rules      the Firestore rules suite on a Firestore emulator of its own,
 *              RULES_OFFSET_SHIFT ports up (it needs nothing else)
 *
 * Once the checks and rules lanes are done (about a quarter of the way), the
 * journeys (each role's main journeys as people take them, tests/journeys/)
 * then the accessibility scans (tests/accessibility/) run on a third set of
 * emulators, JOURNEYS_OFFSET_SHIFT ports up, with its own functions build. The
 * machine is short of processors, not of time on them: a third set from the
 * start slowed every lane, while once the checks are done only the API and
 * browser lanes are left, and the journeys take the place the checks leave.
 * The scans and the restart test sit where they even out the lanes' ends:
 * in a CI run on 2026-11-27 (25 min 12 s in all) the journeys lane took
 * 16 min (journeys 9.5, then the scans 5), the browser lane 22 min and the
 * restart test 1.5 min more; the API lane, the longest, took 24.5 min.
 *
 * A stage that fails counts as a failure, but the others still run. Exits
 * non-zero when anything failed or when no test ran.
 *
 *   --only a,b   run only these (lint, typecheck, unit, smoke, api, rules, e2e,
 *                journeys, accessibility, restart); an emulator lane runs only if one of its suites is asked
 *   --serial     one lane after the other, each stage's output as it comes
 *                (to read a failure's log in order, or on a machine short of memory)
 */
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { buildDirs, buildEnv, MissingJavaError, portOffset, ROOT, runFirebase } from './lib/emulators.ts';
import { startMailDev } from './lib/maildev.ts';
import { startSmsInbox } from './lib/smsInbox.ts';
import { startDhis2Server } from './lib/dhis2Server.ts';
import { FAILED_PAGES_DIR, RESULTS_DIR as RESULTS, vitestArgs } from './lib/vitest.ts';
import { formatDuration } from './lib/duration.ts';

const { values } = parseArgs({ options: { only: { type: 'string' }, serial: { type: 'boolean', default: false } } });
const wanted = values.only ? new Set(values.only.split(',')) : null;
const want = (name: string) => !wanted || wanted.has(name);

/**
 * The browser suite's emulators, the rules suite's and the journeys' sit this
 * many ports above the run's own. 2, 3 and 4 keep a run's sets clear of one
 * another (Functions sits one port above Hosting, so full sets one port apart
 * would collide; the rules suite runs Firestore alone, and is done before the
 * journeys start) and of every port of the other offsets in use on the team's
 * machines (multiples of 7 from 10 to 80, and 90 for the restart test).
 */
const BROWSER_OFFSET_SHIFT = 2;
const RULES_OFFSET_SHIFT = 3;
const JOURNEYS_OFFSET_SHIFT = 4;
const OFFSET = portOffset();

/** The suites of each emulator lane, in this order, on the lane's own emulators. */
const LANE_SUITES = { api: ['smoke', 'api'], browser: ['e2e'], journeys: ['journeys', 'accessibility'] } as const;

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });
// The browser lane's suites run at another offset: their reports land here too (scripts/lib/vitest.ts).
process.env.CAMPCARE_TEST_RESULTS = RESULTS;

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  success: boolean;
  startTime: number;
  testResults: { endTime?: number; assertionResults: { fullName: string; status: string; failureMessages: string[] | null }[] }[];
}

const stageFailures: string[] = [];
/** Stages that write no test report: each counts as one test, passed or failed. */
const REPORTLESS_STAGES = new Set(['lint', 'typecheck', 'setup']);
let reportlessPassed = 0;
const timings: { stage: string; seconds: number; ok: boolean }[] = [];

/** Runs one stage, timing it; a stage that throws or answers false is a failed stage. */
async function stage(name: string, work: () => Promise<boolean>): Promise<boolean> {
  const started = performance.now();
  let ok = false;
  try {
    ok = await work();
  } catch (error) {
    console.error(`[${name}] ${error instanceof MissingJavaError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }
  timings.push({ stage: name, seconds: (performance.now() - started) / 1000, ok });
  if (!ok) stageFailures.push(name);
  else if (REPORTLESS_STAGES.has(name)) reportlessPassed++;
  return ok;
}

/** Copies a child's output to ours line by line, each line marked with its lane, so lanes running together stay readable. */
function relay(child: ChildProcess, label: string): Promise<number> {
  const prefix = values.serial ? '' : `[${label}] `;
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    const target = stream === child.stderr ? process.stderr : process.stdout;
    createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => target.write(`${prefix}${line}\n`));
  }
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const piped: SpawnOptions = { stdio: ['ignore', 'pipe', 'pipe'] };

async function command(label: string, cmd: string, args: string[], options: SpawnOptions = {}): Promise<boolean> {
  return (await relay(spawn(cmd, args, { cwd: ROOT, ...piped, ...options }), label)) === 0;
}

/** lint and typecheck together (neither writes anything), then the unit tests. */
async function checksLane(): Promise<void> {
  await Promise.all([
    want('lint') ? stage('lint', () => command('lint', 'npm', ['run', '-s', 'lint'])) : null,
    want('typecheck') ? stage('typecheck', () => command('typecheck', 'npm', ['run', '-s', 'typecheck'])) : null,
  ]);
  // Beside the emulator lanes a component test's clicks can take far longer than alone (one took over 15 s
  // on a loaded 2-core machine): the time limit is there to stop a hung test, not to measure speed.
  const sideBySide = values.serial ? [] : ['--testTimeout=60000'];
  if (want('unit')) await stage('unit', () => command('unit', 'npx', [...vitestArgs('unit', ['domain', 'functions-unit', 'web-unit', 'scripts-unit']), ...sideBySide]));
}

/** The restart test: its emulators use ports of their own (tests/restart/), clear of the other lanes'. */
async function restartTest(): Promise<void> {
  if (want('restart')) await stage('restart', () => command('restart', 'npx', vitestArgs('restart', ['restart'])));
}

/** Whether this run has built the web app at its own offset, for the other sets to copy. */
let webBuilt = false;

/**
 * The build for one set of emulators. The functions are built for its ports
 * (its Hosting address, MailDev and SMS inbox). The web app is the same for
 * every set, since it finds the emulators from its page's own address
 * (web/src/lib/firebaseConfig.ts): built once, at the run's own offset, and
 * copied for the others (Vite took 38-41 s of a lane's time for each).
 */
function build(offset: number, name: string): Promise<boolean> {
  const env = buildEnv(offset);
  if (offset === OFFSET || !webBuilt) {
    return stage(name, async () => {
      const ok = await command(name, 'npm', ['run', 'build'], { env });
      if (ok && offset === OFFSET) webBuilt = true;
      return ok;
    });
  }
  return stage(name, () => {
    const web = buildDirs(offset).web;
    rmSync(web, { recursive: true, force: true });
    cpSync(buildDirs(OFFSET).web, web, { recursive: true });
    return command(name, 'npm', ['run', 'build', '-w', 'functions'], { env });
  });
}

/** One set of emulators (with its MailDev and SMS inbox) running its lane's suites one after another: they share its data. */
async function emulatorLane(lane: keyof typeof LANE_SUITES, offset: number): Promise<void> {
  const suites = LANE_SUITES[lane].filter(want);
  await stage(lane, async () => {
    const maildev = await startMailDev(offset);
    const smsInbox = await startSmsInbox(offset);
    const dhis2 = await startDhis2Server(offset);
    try {
      const inner = `npx tsx scripts/test-on-emulators.ts ${suites.join(',')}`;
      return (await relay(runFirebase(['emulators:exec', '--only', 'auth,firestore,functions,hosting', inner], piped, offset), lane)) === 0;
    } finally {
      maildev.kill('SIGTERM');
      await smsInbox.close();
      await dhis2.close();
    }
  });
}

/**
 * Both emulator lanes: the API lane's build first (the run's one build of the
 * web app), then its suites beside the browser lane's functions build and
 * suites, which the restart test follows.
 */
async function emulatorLanes(): Promise<void> {
  const api = LANE_SUITES.api.some(want);
  const browser = LANE_SUITES.browser.some(want);
  const browserOffset = OFFSET + BROWSER_OFFSET_SHIFT;
  const browserLane = async () => {
    if (browser && (await build(browserOffset, 'build-browser'))) await emulatorLane('browser', browserOffset);
    await restartTest();
  };
  const apiBuilt = api && (await build(OFFSET, 'build'));
  if (values.serial) {
    if (apiBuilt) await emulatorLane('api', OFFSET);
    await browserLane();
  } else {
    await Promise.all([apiBuilt ? emulatorLane('api', OFFSET) : null, browserLane()]);
  }
}

/** The journeys, then the accessibility scans, on a set of emulators of their own, with their own functions build. */
async function journeysLane(): Promise<void> {
  if (!LANE_SUITES.journeys.some(want)) return;
  const offset = OFFSET + JOURNEYS_OFFSET_SHIFT;
  if (await build(offset, 'build-journeys')) await emulatorLane('journeys', offset);
}

/** The rules suite on a Firestore emulator of its own, writing its report with the others. */
async function rulesLane(): Promise<void> {
  if (!want('rules')) return;
  await stage('rules', async () => {
    const report = join(RESULTS, 'rules.json');
    const inner = `npx vitest run --project rules --reporter=default --reporter=json --outputFile.json=${JSON.stringify(report)}`;
    return (await relay(runFirebase(['emulators:exec', '--only', 'firestore', inner], piped, OFFSET + RULES_OFFSET_SHIFT), 'rules')) === 0;
  });
}

const started = performance.now();
try {
  if (values.serial) {
    await checksLane();
    await emulatorLanes();
    await rulesLane();
    await journeysLane();
  } else {
    const checksThenJourneys = async () => {
      await Promise.all([checksLane(), rulesLane()]);
      await journeysLane();
    };
    await Promise.all([checksThenJourneys(), emulatorLanes()]);
  }
} catch (error) {
  console.error(error instanceof MissingJavaError ? error.message : error);
  stageFailures.push('setup');
}
const totalSeconds = (performance.now() - started) / 1000;

let passed = reportlessPassed;
let failed = 0;
/** Tests that passed on a retry (vitest.config.ts): counted as passed, and named, so flakiness stays in sight. */
const passedOnRetry: string[] = [];
/** How long each suite's own run took, from its report (the emulator lane runs several). */
const suiteSeconds = new Map<string, number>();
for (const file of readdirSync(RESULTS)) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(RESULTS, file), 'utf8')) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  const ends = report.testResults.map((r) => r.endTime ?? 0).filter((t) => t > 0);
  if (ends.length > 0) suiteSeconds.set(file.replace(/\.json$/, ''), (Math.max(...ends) - report.startTime) / 1000);
  for (const test of report.testResults.flatMap((r) => r.assertionResults)) {
    const firstFailure = test.failureMessages?.[0];
    if (test.status === 'passed' && firstFailure) passedOnRetry.push(`${test.fullName}\n    first attempt: ${firstFailure.split('\n')[0]}`);
  }
}
if (passedOnRetry.length > 0) console.log(`\nPassed only on a retry (flaky, worth a look):\n  ${passedOnRetry.join('\n  ')}`);
const failedPages = existsSync(FAILED_PAGES_DIR) ? readdirSync(FAILED_PAGES_DIR).length : 0;
if (failedPages > 0) console.log(`\nWhat the pages of failed attempts showed (screenshots and logs): ${relative(process.cwd(), FAILED_PAGES_DIR)}/ (${failedPages} entries)`);

console.log(`\nHow long each stage took (${values.serial ? 'one after another' : 'checks, API, browser and rules lanes side by side, then the journeys and accessibility scans'}):`);
for (const { stage: name, seconds, ok } of timings) {
  const laneSuites: readonly string[] = name in LANE_SUITES ? LANE_SUITES[name as keyof typeof LANE_SUITES] : [];
  const suites = laneSuites.filter((s) => suiteSeconds.has(s)).map((s) => `${s} ${formatDuration(suiteSeconds.get(s)!)}`);
  console.log(`  ${name.padEnd(10)} ${formatDuration(seconds).padStart(12)}  ${ok ? 'ok' : 'FAILED'}${suites.length > 0 ? `  (${suites.join(', ')})` : ''}`);
}
console.log(`  ${'total'.padEnd(10)} ${formatDuration(totalSeconds).padStart(12)}`);

// lint and typecheck count one test each; a suite that crashed before its report counts
// one too when its reports show none, so red is never hidden.
const reportless = stageFailures.filter((name) => REPORTLESS_STAGES.has(name)).length;
const crashed = stageFailures.length - reportless;
failed += reportless;
if (crashed > 0 && failed === reportless) failed += crashed;
if (stageFailures.length > 0) console.log(`\nStages with failures: ${stageFailures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
