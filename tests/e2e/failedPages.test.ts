/**
 * The record a failed browser test leaves behind (tests/support/failedPages.ts):
 * every open page's screenshot, and a log that holds what the page did.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { FAILED_PAGES_DIR } from '../../scripts/lib/vitest.ts';
import { fileStem, recordOpenPages } from '../support/failedPages.ts';

const browserStarted = launchBrowser();
afterAll(async () => (await browserStarted).close());

describe('the record of a failed browser test', () => {
  it('names its files after the test in any script', () => {
    expect(fileStem('the follow-up list > opens on a phone in Bengali: ফলো-আপ তালিকা!')).toBe('the-follow-up-list-opens-on-a-phone-in-Bengali-ফলো-আপ-তালিকা');
  });

  it("keeps each open page's screenshot and its navigations, console messages, errors and refused requests", async () => {
    const { context, page } = await newPage(await browserStarted);
    await page.goto('data:text/html,<h1>Probe</h1>');
    await page.evaluate(() => {
      console.warn('a warning the test did not assert on');
      setTimeout(() => {
        throw new Error('thrown later');
      });
    });
    await page.waitForEvent('pageerror');
    const stem = `probe-${Date.now()}`;
    const files = await recordOpenPages(stem);
    const ours = files.filter((f) => f.includes(stem));
    try {
      expect(ours.map((f) => f.slice(FAILED_PAGES_DIR.length + 1))).toEqual([`${stem}-page1.log`, `${stem}-page1.png`]);
      const log = readFileSync(ours[0]!, 'utf8');
      expect(log).toMatch(/^url: data:text\/html/);
      expect(log).toMatch(/navigated to data:text\/html/);
      expect(log).toMatch(/console\.warning: a warning the test did not assert on/);
      expect(log).toMatch(/uncaught: Error: thrown later/);
      expect(existsSync(ours[1]!)).toBe(true);
    } finally {
      for (const f of ours) rmSync(f, { force: true });
      await context.close();
    }
    // A closed page is no longer recorded.
    expect((await recordOpenPages(`${stem}-after`)).filter((f) => f.includes(stem))).toEqual([]);
  });
});
