/**
 * `npm start` keeps data across a restart: a document written while it runs
 * is there after Ctrl-C and a new start. Runs its own emulators on shifted
 * ports and a temporary data folder, so it never touches a developer's data.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { hostingUrl, ROOT } from '../../scripts/lib/emulators.ts';

// Offsets are multiples of 10 below 100: larger ones would land on another suite's ports.
const OFFSET = 90;
const dataDir = mkdtempSync(join(tmpdir(), 'campcare-restart-'));
const env = { ...process.env, CAMPCARE_PORT_OFFSET: String(OFFSET) };
const firestore = `http://127.0.0.1:${8080 + OFFSET}/v1/projects/demo-campcare/databases/(default)/documents`;
let running: ChildProcess | null = null;
/** What each `npm start` printed, shown when an expectation fails (the children's output is otherwise lost). */
const printed: string[] = [];

function startApp({ build }: { build: boolean }): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    // node with tsx's loader, not npx: npx does not pass our Ctrl-C (SIGINT) on to the script.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts', '--data', dataDir, ...(build ? [] : ['--no-build'])], { cwd: ROOT, env });
    let output = '';
    const slot = printed.push('') - 1;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      printed[slot] = output;
      if (output.includes('Press Ctrl-C to stop.')) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`npm start exited (${code}) before it was ready:\n${output.slice(-3000)}`)));
    running = child;
  });
}

function stopApp(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.on('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/**
 * The status of the first API call after a start. The first call starts the
 * functions' worker; on a loaded machine that can outlast the Hosting
 * emulator's proxy timeout, which answers 504 while the worker is still
 * starting, so a gateway error is asked again (for up to three minutes).
 */
async function firstApiStatus(): Promise<number> {
  const deadline = Date.now() + 180_000;
  for (;;) {
    const { status } = await fetch(`${hostingUrl(OFFSET)}/api/allcamp`);
    if ((status !== 502 && status !== 504) || Date.now() > deadline) return status;
    // A 502 can come back at once; do not spin on it.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

/**
 * This run's processes: every one whose command line names its data folder
 * (`npm start --data`, and the emulators it starts with `--export-on-exit`)
 * and all their descendants (Firestore's Java, the functions' workers). The
 * emulators run in process groups of their own, so a group kill misses them.
 */
function processesOfThisRun(): number[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='])
    .toString()
    .split('\n')
    .flatMap((line) => {
      const match = /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line);
      return match ? [{ pid: Number(match[1]), ppid: Number(match[2]), args: match[3] ?? '' }] : [];
    });
  const found = new Set(rows.filter((row) => row.args.includes(dataDir)).map((row) => row.pid));
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of rows) {
      if (found.has(row.ppid) && !found.has(row.pid)) {
        found.add(row.pid);
        grew = true;
      }
    }
  }
  found.delete(process.pid);
  return [...found];
}

/**
 * After a failure or a timeout the app may still run: Ctrl-C it, and if it has
 * not stopped within a minute, kill every process of this run, so no emulator
 * outlives the test and holds its ports.
 */
afterAll(async () => {
  const child = running;
  if (child && child.exitCode === null && child.signalCode === null) {
    await Promise.race([stopApp(child), new Promise((resolve) => setTimeout(resolve, 60_000))]);
  }
  for (const pid of processesOfThisRun()) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Already gone.
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('keeps a document written before a restart', async () => {
    let app = await startApp({ build: true });
    expect(await firstApiStatus()).toBe(200);
    const marker = `written-${Date.now()}`;
    const write = await fetch(`${firestore}/restartProbe/probe`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ fields: { marker: { stringValue: marker } } }),
    });
    expect(write.status).toBe(200);
    await stopApp(app);

    app = await startApp({ build: false });
    const read = await fetch(`${firestore}/restartProbe/probe`, { headers: { authorization: 'Bearer owner' } });
    expect(read.status, `the document written before the restart is gone; npm start printed:\n${printed.map((o, i) => `--- start ${i + 1} (last 3,000 characters) ---\n${o.slice(-3000)}`).join('\n')}`).toBe(200);
    const body = (await read.json()) as { fields: { marker: { stringValue: string } } };
    expect(body.fields.marker.stringValue).toBe(marker);
    await stopApp(app);
  });
});
