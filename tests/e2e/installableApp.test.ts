/**
 * The installable app: the web manifest and its icons, a service worker that
 * is registered only after the page has loaded and keeps the app's files on
 * the device (a page reloads with no network), and its update strategy: a new
 * deployment is offered by a notice (Reload), and otherwise takes over at the
 * next reload of the only open window, so old code is never served for ever.
 * A new deployment is simulated by changing the served sw.js.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDirs } from '../../scripts/lib/emulators.ts';
import { LOAD, newPage, screenshot, seededBrowser } from '../support/browser.ts';
import { SITE } from '../support/emulators.ts';

const browser = seededBrowser();
const SW_FILE = join(buildDirs().web, 'sw.js');
const deployed = readFileSync(SW_FILE, 'utf8');

afterAll(() => writeFileSync(SW_FILE, deployed));

/** A new deployment: the same service worker with a marker the test can read back. */
function deploy(version: number): void {
  writeFileSync(SW_FILE, `${deployed}\nself.campcareTestDeployment = ${version};\n`);
}

/** The deployment the active service worker comes from (0: the original one). */
async function runningDeployment(context: BrowserContext, page: Page): Promise<number> {
  const url = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);
  expect(url).toBe(`${SITE}/sw.js`);
  const workers = await Promise.all(
    context.serviceWorkers().map((w) =>
      w
        .evaluate(() => {
          const scope = self as unknown as { campcareTestDeployment?: number; serviceWorker: unknown; registration: { active: unknown } };
          return { active: scope.registration.active === scope.serviceWorker, version: scope.campcareTestDeployment ?? 0 };
        })
        .catch(() => ({ active: false, version: -1 })),
    ),
  );
  const active = workers.filter((w) => w.active);
  expect(active).toHaveLength(1);
  return active[0]!.version;
}

async function controlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.waitForFunction(() => !!navigator.serviceWorker.controller, null, LOAD);
}

describe('the installable app', () => {
  it('has a web manifest with icons, a no-cache service worker, and a link from every page', async () => {
    const manifest = await fetch(`${SITE}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    const body = (await manifest.json()) as { name: string; start_url: string; display: string; icons: { src: string; sizes: string; purpose: string }[] };
    expect(body).toMatchObject({ name: 'CampCare', start_url: '/', display: 'standalone' });
    expect(body.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of body.icons) {
      const png = await fetch(`${SITE}${icon.src}`);
      expect(png.headers.get('content-type')).toBe('image/png');
      expect(Buffer.from(await png.arrayBuffer()).subarray(1, 4).toString()).toBe('PNG');
    }
    const sw = await fetch(`${SITE}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    const html = await (await fetch(`${SITE}/dashboard/check-in/camp-06`)).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('registers the service worker only after the page has loaded; a page seen once reloads with no network', async () => {
    const { page, context } = await newPage(browser(), { viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { campcareTimes: Record<string, number> };
        w.campcareTimes = {};
        addEventListener('load', () => (w.campcareTimes.load = performance.now()));
        const register = navigator.serviceWorker.register.bind(navigator.serviceWorker);
        navigator.serviceWorker.register = (...args) => {
          w.campcareTimes.register = performance.now();
          return register(...args);
        };
      });
      await page.goto(`${SITE}/allCamps`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      const times = await page.evaluate(() => (window as unknown as { campcareTimes: Record<string, number> }).campcareTimes);
      expect(times.register).toBeGreaterThan(times.load!);

      await context.setOffline(true);
      await page.goto(`${SITE}/about`);
      await page.getByRole('heading', { level: 1 }).waitFor(LOAD);
      expect(await page.evaluate(() => navigator.onLine)).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('a new deployment: offered by a notice whose Reload starts it; otherwise started by the next reload of the only window', async () => {
    // A retry starts from the deployment the suite began with, not the last one an earlier attempt left.
    writeFileSync(SW_FILE, deployed);
    const { page, context } = await newPage(browser(), { viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });
    try {
      await page.goto(`${SITE}/about`);
      await page.evaluate(() => navigator.serviceWorker.ready);
      await page.reload();
      await controlled(page);
      expect(await runningDeployment(context, page)).toBe(0);

      deploy(1);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      const notice = page.getByTestId('update-notice');
      await notice.getByText('A new version of CampCare is ready.').waitFor(LOAD);
      await screenshot(page, 'update-notice');
      // The page keeps running the code it started with until asked.
      expect(await runningDeployment(context, page)).toBe(0);
      await Promise.all([page.waitForEvent('load', LOAD), notice.getByRole('button', { name: 'Reload' }).click()]);
      await controlled(page);
      expect(await runningDeployment(context, page)).toBe(1);
      await expect(page.getByTestId('update-notice').count()).resolves.toBe(0);

      deploy(2);
      await page.evaluate(async () => (await navigator.serviceWorker.ready).update());
      await page.getByTestId('update-notice').waitFor(LOAD);
      // The reload is answered by the worker's stand-in page, which reloads by its own script: it carries
      // its own policy, and the policy lets that script run (a refused one would leave it to Refresh: 5).
      const standIns: Record<string, string>[] = [];
      const refusals: string[] = [];
      page.on('response', (response) => {
        if (response.request().isNavigationRequest() && response.fromServiceWorker() && response.headers()['refresh']) standIns.push(response.headers());
      });
      page.on('console', (message) => message.text().includes('Content Security Policy') && refusals.push(message.text()));
      await page.reload();
      await page.getByRole('heading', { level: 1 }).waitFor(LOAD);
      await controlled(page);
      expect(await runningDeployment(context, page)).toBe(2);
      expect(standIns.length).toBeGreaterThan(0);
      expect(standIns[0]).toMatchObject({ 'content-security-policy': expect.stringContaining("frame-ancestors 'none'"), 'x-frame-options': 'DENY' });
      expect(refusals).toEqual([]);
    } finally {
      await context.close();
      writeFileSync(SW_FILE, deployed);
    }
  });
});
