/**
 * What a browser test's pages showed when it failed: a screenshot of each
 * page, still open or closed by the test, and a log of what happened on it
 * (navigations, console messages, uncaught errors, failed and refused
 * requests, the API's answers), written to the results folder's
 * failed-pages/ before the retry starts. A wait that times out says only what it waited for; a test that
 * fails once in a full run and never alone needs to show what was on the
 * screen instead.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import type { TestContext } from 'vitest';
import { FAILED_PAGES_DIR } from '../../scripts/lib/vitest.ts';

/** Enough for the steps that led up to a failure, without keeping a whole test's chatter. */
const MAX_LOG_LINES = 300;

const logs = new Map<Page, string[]>();

/** A page the test closed itself (most close their context in a `finally`, before afterEach sees the failure). */
interface LastLook {
  url: string;
  viewport: string;
  log: string[];
  jpeg: Buffer | null;
}
const closedInTest: LastLook[] = [];

/**
 * Every browser test's pages take this look as they close, passing or not,
 * so it is kept cheap: a JPEG, and the caret left as it is (Playwright
 * hides it by adding a style sheet to the page and taking it out again).
 * On public.test.ts alone on a quiet machine a look took 350 ms on average
 * as a PNG with the caret hidden, 238 ms like this (both changes together).
 */
const SCREENSHOT = { type: 'jpeg', quality: 60, caret: 'initial' } as const;

async function lookAt(page: Page, log: readonly string[], timeout: number): Promise<LastLook> {
  // A page stuck in a long task cannot be photographed: its log is still worth having.
  const jpeg = await page.screenshot({ ...SCREENSHOT, timeout }).catch(() => null);
  return { url: page.url(), viewport: JSON.stringify(page.viewportSize()), log: [...log], jpeg };
}

/**
 * Takes a page's last look before its context closes: kept in memory, and
 * written only if the test turns out to have failed.
 */
export async function keepLastLook(page: Page): Promise<void> {
  const log = logs.get(page);
  if (!log || page.isClosed()) return;
  closedInTest.push(await lookAt(page, log, 5_000));
}

/** Starts keeping the page's log; it is dropped when the page closes. */
export function watchPage(page: Page): void {
  const log: string[] = [];
  const started = performance.now();
  const add = (line: string) => {
    log.push(`+${((performance.now() - started) / 1000).toFixed(2)} s ${line}`);
    if (log.length > MAX_LOG_LINES) log.shift();
  };
  logs.set(page, log);
  page.on('close', () => logs.delete(page));
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) add(`navigated to ${frame.url()}`);
  });
  page.on('console', (message) => add(`console.${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => add(`uncaught: ${String(error)}`));
  page.on('requestfailed', (request) => add(`request failed: ${request.method()} ${request.url()} (${request.failure()?.errorText ?? 'no reason'})`));
  page.on('response', (response) => {
    // Every answer of the app's API (what a page showed came from them), and every refusal elsewhere.
    if (response.status() >= 400 || new URL(response.url()).pathname.startsWith('/api/')) {
      add(`response ${response.status()}: ${response.request().method()} ${response.url()}`);
    }
  });
}

/** A file name from a test's name: letters (with their vowel signs) and digits of any script, the rest as dashes. */
export function fileStem(testName: string): string {
  return testName.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 120);
}

/** Writes the screenshot and log of each page the test closed and each page still open; returns the files written. */
export async function recordPages(stem: string): Promise<string[]> {
  const looks = closedInTest.splice(0);
  for (const [page, log] of logs) looks.push(await lookAt(page, log, 10_000));
  mkdirSync(FAILED_PAGES_DIR, { recursive: true });
  const written: string[] = [];
  looks.forEach((look, i) => {
    const base = join(FAILED_PAGES_DIR, `${stem}-page${i + 1}`);
    writeFileSync(`${base}.log`, [`url: ${look.url}`, `viewport: ${look.viewport}`, '', ...look.log, ''].join('\n'));
    written.push(`${base}.log`);
    if (look.jpeg) {
      writeFileSync(`${base}.jpg`, look.jpeg);
      written.push(`${base}.jpg`);
    }
  });
  return written;
}

const attempts = new Map<string, number>();

/** After each test (tests/support/browserTestHooks.ts): a failed one's pages are written out, numbered by attempt. */
export async function recordPagesOfFailedTest({ task }: TestContext): Promise<void> {
  if (task.result?.state !== 'fail') {
    closedInTest.length = 0;
    return;
  }
  if (logs.size === 0 && closedInTest.length === 0) return;
  const attempt = (attempts.get(task.id) ?? 0) + 1;
  attempts.set(task.id, attempt);
  await recordPages(`${fileStem(task.fullName ?? task.name)}-attempt${attempt}`);
}
