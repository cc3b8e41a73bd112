/**
 * `npm test`: every suite, then one closing line `N passed, N failed`.
 *   0. lint (eslint.config.js: import boundaries, cycles, hooks) and typecheck
 *      (`npm run typecheck`: every workspace, the scripts and the tests; esbuild
 *      and Vite strip types without checking them). Each counts as one test in
 *      the closing line, passed or failed; when one fails the suites still run
 *   1. unit tests (domain, functions, web components): nothing running
 *   2. build, then inside `firebase emulators:exec` (Auth, Firestore with the
 *      real rules, Functions, Hosting), with MailDev beside it as the inbox:
 *      smoke, API, rules and browser tests, then the journeys (each role's
 *      main journeys as people take them, tests/journeys/)
 *   3. the restart test, which starts and stops `npm start` itself
 * Exits non-zero when anything failed or when no test ran.
 *
 *   --only a,b   run only these projects (lint, typecheck, smoke, api, rules, e2e,
 *                journeys, restart, unit); the emulator stage runs only if one of its projects is asked
 */
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildEnv, MissingJavaError, runFirebase } from './lib/emulators.ts';
import { startMailDev } from './lib/maildev.ts';
import { run, runOrThrow } from './lib/process.ts';
import { RESULTS_DIR as RESULTS, vitestArgs } from './lib/vitest.ts';

const { values } = parseArgs({ options: { only: { type: 'string' } } });
const wanted = values.only ? new Set(values.only.split(',')) : null;
const want = (name: string) => !wanted || wanted.has(name);

rmSync(RESULTS, { recursive: true, force: true });
mkdirSync(RESULTS, { recursive: true });

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numTotalTests: number;
  success: boolean;
  testResults: { assertionResults: { fullName: string; status: string; failureMessages: string[] | null }[] }[];
}

const stageFailures: string[] = [];
/** Stages that write no test report: each counts as one test, passed or failed. */
const REPORTLESS_STAGES = new Set(['lint', 'typecheck', 'setup']);
let reportlessPassed = 0;

try {
  if (want('lint')) {
    const code = await run('npm', ['run', 'lint']);
    if (code !== 0) stageFailures.push('lint');
    else reportlessPassed++;
  }
  if (want('typecheck')) {
    const code = await run('npm', ['run', 'typecheck']);
    if (code !== 0) stageFailures.push('typecheck');
    else reportlessPassed++;
  }
  if (want('unit')) {
    const code = await run('npx', vitestArgs('unit', ['domain', 'functions-unit', 'web-unit']));
    if (code !== 0) stageFailures.push('unit');
  }

  const emulatorProjects = ['smoke', 'api', 'rules', 'e2e', 'journeys'].filter(want);
  if (emulatorProjects.length > 0 || want('restart')) {
    console.log('\nBuilding the functions and the web app for the emulator suites…');
    await runOrThrow('npm', ['run', 'build'], { env: buildEnv() });
  }
  if (emulatorProjects.length > 0) {
    const inner = `npx tsx scripts/test-on-emulators.ts ${emulatorProjects.join(',')}`;
    const maildev = await startMailDev();
    try {
      const emulators = runFirebase(['emulators:exec', '--only', 'auth,firestore,functions,hosting', inner]);
      const code = await new Promise<number>((r) => emulators.on('exit', (c) => r(c ?? 1)));
      if (code !== 0) stageFailures.push('emulators');
    } finally {
      maildev.kill('SIGTERM');
    }
  }
  if (want('restart')) {
    const code = await run('npx', vitestArgs('restart', ['restart']));
    if (code !== 0) stageFailures.push('restart');
  }
} catch (error) {
  console.error(error instanceof MissingJavaError ? error.message : error);
  stageFailures.push('setup');
}

let passed = reportlessPassed;
let failed = 0;
/** Tests that passed on a retry (vitest.config.ts): counted as passed, and named, so flakiness stays in sight. */
const passedOnRetry: string[] = [];
for (const file of readdirSync(RESULTS)) {
  if (!file.endsWith('.json')) continue;
  const report = JSON.parse(readFileSync(join(RESULTS, file), 'utf8')) as VitestReport;
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  for (const test of report.testResults.flatMap((r) => r.assertionResults)) {
    const firstFailure = test.failureMessages?.[0];
    if (test.status === 'passed' && firstFailure) passedOnRetry.push(`${test.fullName}\n    first attempt: ${firstFailure.split('\n')[0]}`);
  }
}
if (passedOnRetry.length > 0) console.log(`\nPassed only on a retry (flaky, worth a look):\n  ${passedOnRetry.join('\n  ')}`);
// lint and typecheck count one test each; a suite that crashed before its report counts
// one too when its reports show none, so red is never hidden.
const reportless = stageFailures.filter((stage) => REPORTLESS_STAGES.has(stage)).length;
const crashed = stageFailures.length - reportless;
failed += reportless;
if (crashed > 0 && failed === reportless) failed += crashed;
if (stageFailures.length > 0) console.log(`\nStages with failures: ${stageFailures.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
