/**
 * What a browser test's pages showed when it failed: a screenshot of each
 * page still open and a log of what happened on it (navigations, console
 * messages, uncaught errors, failed and refused requests), written to
 * the results folder's failed-pages/ before the retry starts. A wait that times out
 * says only what it waited for; a test that fails once in a full run and
 * never alone needs to show what was on the screen instead.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { FAILED_PAGES_DIR } from '../../scripts/lib/vitest.ts';

/** Enough for the steps that led up to a failure, without keeping a whole test's chatter. */
const MAX_LOG_LINES = 300;

const logs = new Map<Page, string[]>();

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
    if (response.status() >= 400) add(`response ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
}

/** A file name from a test's name: letters (with their vowel signs) and digits of any script, the rest as dashes. */
export function fileStem(testName: string): string {
  return testName.replace(/[^\p{L}\p{M}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 120);
}

/** Writes each open page's screenshot and log; returns the files written. */
export async function recordOpenPages(stem: string): Promise<string[]> {
  mkdirSync(FAILED_PAGES_DIR, { recursive: true });
  const written: string[] = [];
  let n = 0;
  for (const [page, log] of logs) {
    n += 1;
    const base = join(FAILED_PAGES_DIR, `${stem}-page${n}`);
    const header = [`url: ${page.url()}`, `viewport: ${JSON.stringify(page.viewportSize())}`, ''];
    writeFileSync(`${base}.log`, [...header, ...log, ''].join('\n'));
    written.push(`${base}.log`);
    // A page stuck in a long task cannot be photographed: its log is still worth having.
    try {
      await page.screenshot({ path: `${base}.png`, timeout: 10_000 });
      written.push(`${base}.png`);
    } catch {
      // nothing to add
    }
  }
  return written;
}

const attempts = new Map<string, number>();

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail' || logs.size === 0) return;
  const attempt = (attempts.get(task.id) ?? 0) + 1;
  attempts.set(task.id, attempt);
  await recordOpenPages(`${fileStem(task.fullName ?? task.name)}-attempt${attempt}`);
});
