/**
 * A real headless Chromium (Debian's package) driven by playwright-core.
 * Flags keep it from reaching for a network this machine does not have.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { CHROMIUM_OFFLINE_FLAGS, TEST_CHROMIUM_PATH } from '../../scripts/lib/chromium.ts';
import { logInAt as logInAtPage, logInThroughForm } from '../../scripts/lib/loginForm.ts';
import { ROOT } from '../../scripts/lib/emulators.ts';
import { afterAll, beforeAll } from 'vitest';
import { resetAndSeed, SITE } from './emulators.ts';
import { keepLastLook, watchPage } from './failedPages.ts';

const CHROMIUM_ARGS = ['--headless', ...CHROMIUM_OFFLINE_FLAGS];
export const SCREENSHOT_DIR = join(ROOT, 'test-results', 'screenshots');

/** `extraArgs`: flags a suite needs on top (a fake camera, say). */
export function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_ARGS, ...extraArgs] });
}

/**
 * The browser of a test file that starts from the seed: reseeds the
 * emulators and launches Chromium before the file's tests, closes it after.
 * A getter, because the browser exists only once the file's set-up has run.
 */
export function seededBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    await resetAndSeed();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: use it inside a test.');
    return browser;
  };
}

/**
 * Content-Security-Policy violations of the pages opened since the last
 * test ended. Every browser test fails on one (failOnCspViolations): the
 * policy Hosting serves must allow everything the app does. Chromium logs
 * each violation as a console error, and the page reports it as a
 * `securitypolicyviolation` event, which catches one even when the console
 * is not read.
 */
const cspViolations: string[] = [];
const CSP_CONSOLE_MESSAGE = /Content Security Policy|Content-Security-Policy/i;

/** After each test (tests/support/browserTestHooks.ts): fails it on any violation its pages reported. */
export function failOnCspViolations(): void {
  if (cspViolations.length === 0) return;
  const found = [...new Set(cspViolations.splice(0))];
  throw new Error(`The page broke its Content-Security-Policy (firebase.json, web/build/contentSecurityPolicy.ts):\n  ${found.join('\n  ')}`);
}

async function reportCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', (_source, violation: string) => {
    cspViolations.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (v: string) => void }).__reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'} (${event.sourceFile || location.pathname}:${event.lineNumber})`);
    });
  });
}

function refuseServiceWorkers(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker.register = () => Promise.reject(new DOMException('Service workers are off in this browser.', 'SecurityError'));
}

/**
 * A fresh page whose console errors and failed requests are collected for
 * assertions (and whose CSP violations fail the test); if the test fails, its
 * screenshot and log are kept (failedPages.ts).
 *
 * Its context registers no service worker unless the test asks for one
 * (`serviceWorkers: 'allow'`, as the installable-app tests do): registering
 * fails, as in a browser that allows none, which the app takes in its
 * stride. Playwright's own `serviceWorkers: 'block'` makes registering
 * succeed with no registration, which the app then reads from. On a first
 * visit the worker downloads and stores the whole app after the page has
 * loaded, 197 files (3.2 MB before compression): on this machine a fresh
 * context's first page then cost Chromium 3.3-4.3 s of CPU instead of
 * 1.6-2.8 s, and nearly every test here opens a fresh context, beside the
 * other lanes, checking nothing the worker does. The journeys
 * (tests/journeys/) keep it, as people's browsers do.
 */
export async function newPage(browser: Browser, options: BrowserContextOptions = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  await reportCspViolations(context);
  if (options.serviceWorkers !== 'allow') await context.addInitScript(refuseServiceWorkers);
  const page = await context.newPage();
  watchPage(page);
  // Tests close their context in a `finally`, before a failure is known: the page's last look is taken first.
  const close = context.close.bind(context);
  context.close = async (options) => {
    await keepLastLook(page);
    await close(options);
  };
  const consoleErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() !== 'error') return;
    consoleErrors.push(m.text());
    if (CSP_CONSOLE_MESSAGE.test(m.text())) cspViolations.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
  return { context, page, consoleErrors };
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
}

/** How long the browser tests wait for a page or an element on a busy machine. */
export const LOAD = { timeout: 45_000 };

/** Logs in through the login page's email form and waits to be sent on. */
export function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  return logInThroughForm(page, SITE, account, LOAD);
}

/**
 * Opens a page that needs someone signed in, as a person following a link to
 * it does: the app sends the fresh browser to the login form, the email form
 * signs them in (in whatever language the page is in), and the app brings
 * them back to the page. The app loads once, where logging in first and then
 * opening the page loaded it twice (and drew the page logging in leads to in
 * between). dashboard.test.ts and followUp.test.ts, one after the other on
 * otherwise idle emulators, took 150 and 144 s logging in first, 133 and
 * 135 s this way.
 */
export function logInAt(page: Page, url: string, account: { email: string; password: string }): Promise<void> {
  return logInAtPage(page, url, account, LOAD);
}

/**
 * Opens a dashboard page and waits for its navigation (a screenshot is kept when it never comes).
 * `account`: a fresh browser signs in on the way (logInAt).
 */
export async function openDashboard(page: Page, path: string, account?: { email: string; password: string }) {
  const url = `${SITE}/dashboard${path}`;
  if (account) await logInAt(page, url, account);
  else await page.goto(url);
  try {
    await page.getByRole('navigation', { name: 'Dashboard' }).waitFor(LOAD);
  } catch (error) {
    await screenshot(page, `dashboard-failed${path.replace(/\//g, '-')}`);
    throw error;
  }
}
