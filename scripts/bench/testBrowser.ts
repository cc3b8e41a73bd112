/**
 * `npm run bench:test-browser`: what a browser test's usual start costs the
 * machine in each headless browser installed: Chromium itself and Debian's
 * `chromium-headless-shell` (scripts/lib/chromium.ts). Six times over, a
 * fresh context logs in as the seeded participant through the login form
 * and opens /allCamps, as most browser tests begin. Prints, for each:
 *
 *   RESULT test_browser=<file name> test_browser_cpu_s=<x> test_browser_wall_s=<x>
 *
 * CPU is the seconds of processor time this process and its children (the
 * browser's processes, reaped or alive) used: on two cores the test lanes
 * wait for processors, not for the network, so that is what a run's length
 * follows. It needs the emulators running (`npm start`, on the port offset
 * of CAMPCARE_PORT_OFFSET).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import { CHROMIUM_OFFLINE_FLAGS, CHROMIUM_PATH } from '../lib/chromium.ts';
import { hostingUrl } from '../lib/emulators.ts';
import { logInThroughForm } from '../lib/loginForm.ts';

const BROWSERS = [CHROMIUM_PATH, '/usr/bin/chromium-headless-shell'].filter((path) => existsSync(path));
const ROUNDS = 6;
const LOAD = { timeout: 45_000 };
const site = hostingUrl();
const CLOCK_TICKS_PER_S = 100;

/** Processor seconds of a process and every descendant alive now, each with the time of the children it has reaped. */
function treeCpuSeconds(root: number): number {
  const children = new Map<number, number[]>();
  const ticks = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // it ended while we looked
    }
    // Fields after the command's closing parenthesis: state, ppid, …; utime, stime, cutime, cstime are the 12th to 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pid = Number(entry);
    const parent = Number(fields[1]);
    children.set(parent, [...(children.get(parent) ?? []), pid]);
    ticks.set(pid, fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0));
  }
  let total = 0;
  const pending = [root];
  while (pending.length > 0) {
    const pid = pending.pop()!;
    total += ticks.get(pid) ?? 0;
    pending.push(...(children.get(pid) ?? []));
  }
  return total / CLOCK_TICKS_PER_S;
}

async function measure(executablePath: string): Promise<void> {
  const browser = await chromium.launch({ executablePath, args: ['--headless', ...CHROMIUM_OFFLINE_FLAGS] });
  const cpuBefore = treeCpuSeconds(process.pid);
  const started = performance.now();
  for (let round = 0; round < ROUNDS; round++) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await logInThroughForm(page, site, { email: 'participant@campcare.test', password: 'campcare-participant' }, LOAD);
    await page.goto(`${site}/allCamps`);
    await page.getByRole('heading', { level: 1 }).first().waitFor(LOAD);
    // The camps arrive from Firestore after the heading; a listener keeps the network busy, so wait a fixed time.
    await page.waitForTimeout(1500);
    await context.close();
  }
  const cpu = treeCpuSeconds(process.pid) - cpuBefore;
  const wall = (performance.now() - started) / 1000;
  await browser.close();
  const name = executablePath.split('/').pop();
  console.log(`RESULT test_browser=${name} test_browser_cpu_s=${cpu.toFixed(1)} test_browser_wall_s=${wall.toFixed(1)}`);
}

for (const path of BROWSERS) await measure(path);
