/**
 * `npm run screenshot`: refreshes the README's picture, docs/screenshot.png,
 * the home page at 1280×900 on the seeded emulators. `npm test` never writes
 * it, so a test run leaves the working tree as it was.
 *
 * The outer run builds and starts its own emulators (on CAMPCARE_PORT_OFFSET,
 * 80 when unset, so it never disturbs a running `npm start`); the inner run
 * (`--inner`, inside `emulators:exec`) seeds and takes the picture.
 * `--site http://127.0.0.1:5000` photographs an already running site instead
 * (no build, no seeding: use it on a fresh `npm start` or after `npm run reset`).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { CHROMIUM_OFFLINE_FLAGS, CHROMIUM_PATH } from './lib/chromium.ts';
import { waitForOnScreenImages } from './lib/pageReady.ts';

process.env.CAMPCARE_PORT_OFFSET ??= '80';
const { buildEnv, hostingUrl, MissingJavaError, ROOT, runFirebase } = await import('./lib/emulators.ts');

const OUTPUT = join(ROOT, 'docs', 'screenshot.png');
const LOAD_MS = 45_000;

const { values } = parseArgs({ options: { inner: { type: 'boolean' }, site: { type: 'string' } } });

if (values.site) await photograph(values.site.replace(/\/$/, ''));
else if (values.inner) await inner();
else await outer();

async function outer(): Promise<void> {
  const { runOrThrow } = await import('./lib/process.ts');
  console.log(`Building the functions and the web app (port offset ${process.env.CAMPCARE_PORT_OFFSET})…`);
  await runOrThrow('npm', ['run', 'build'], { env: buildEnv() });
  let code: number;
  try {
    const emulators = runFirebase(['emulators:exec', '--only', 'auth,firestore,functions,hosting', 'npx tsx scripts/screenshot.ts --inner']);
    code = await new Promise<number>((resolve) => emulators.on('exit', (c) => resolve(c ?? 1)));
  } catch (error) {
    console.error(error instanceof MissingJavaError ? error.message : error);
    code = 1;
  }
  process.exit(code);
}

async function inner(): Promise<void> {
  const { seed } = await import('./seed/index.ts');
  await seed({ reset: true });
  await photograph(hostingUrl());
}

/** The home page once its popular camps, reviews, donors and pictures have loaded. */
async function photograph(site: string): Promise<void> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--headless', ...CHROMIUM_OFFLINE_FLAGS] });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(site);
    await page.getByTestId('popular-camps').getByTestId('camp-card').nth(5).waitFor({ timeout: LOAD_MS });
    await page.getByTestId('rating-summary').waitFor({ timeout: LOAD_MS });
    await page.getByTestId('donor-list').locator('li').nth(5).waitFor({ timeout: LOAD_MS });
    await page.getByTestId('demo-notice').waitFor({ timeout: LOAD_MS });
    await waitForOnScreenImages(page, LOAD_MS);
    await page.screenshot({ path: OUTPUT, fullPage: false });
    console.log(`Wrote ${OUTPUT}`);
  } finally {
    await browser.close();
  }
}
