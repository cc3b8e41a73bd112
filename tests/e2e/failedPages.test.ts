/**
 * The record a failed browser test leaves behind (tests/support/failedPages.ts):
 * each page's screenshot, open or closed by the test, and a log of what it did.
 */
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from '../support/browser.ts';
import { FAILED_PAGES_DIR } from '../../scripts/lib/vitest.ts';
import { fileStem, recordPages } from '../support/failedPages.ts';

const browserStarted = launchBrowser();
afterAll(async () => (await browserStarted).close());

describe('the record of a failed browser test', () => {
  it('names its files after the test in any script', () => {
    expect(fileStem('the follow-up list > opens on a phone in Bengali: ফলো-আপ তালিকা!')).toBe('the-follow-up-list-opens-on-a-phone-in-Bengali-ফলো-আপ-তালিকা');
  });

  it("keeps each page's screenshot and its navigations, console messages and errors, whether the test closed it or not", async () => {
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
    const written: string[] = [];
    try {
      const open = await recordPages(`${stem}-open`);
      written.push(...open);
      expect(open.map((f) => f.slice(FAILED_PAGES_DIR.length + 1))).toEqual([`${stem}-open-page1.log`, `${stem}-open-page1.jpg`]);
      const log = readFileSync(open[0]!, 'utf8');
      expect(log).toMatch(/^url: data:text\/html/);
      expect(log).toMatch(/navigated to data:text\/html/);
      expect(log).toMatch(/console\.warning: a warning the test did not assert on/);
      expect(log).toMatch(/uncaught: Error: thrown later/);
      // A JPEG (its first bytes), the format the look is kept in to stay cheap.
      expect([...readFileSync(open[1]!).subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      // Closed by the test (most close their context in a `finally`, before a failure is known): its last look is kept, once.
      await context.close();
      const closed = await recordPages(`${stem}-closed`);
      written.push(...closed);
      expect(closed.map((f) => f.slice(FAILED_PAGES_DIR.length + 1))).toEqual([`${stem}-closed-page1.log`, `${stem}-closed-page1.jpg`]);
      expect(readFileSync(closed[0]!, 'utf8')).toMatch(/uncaught: Error: thrown later/);
      const again = await recordPages(`${stem}-again`);
      written.push(...again);
      expect(again).toEqual([]);
    } finally {
      for (const f of written) rmSync(f, { force: true });
      await context.close();
    }
  });
});
