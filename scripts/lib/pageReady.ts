/** Waiting for a page to look finished before a screenshot (the browser tests and `npm run screenshot`). */
import type { Page } from 'playwright-core';

/** Resolves once every picture on screen has loaded, plus a short pause for fonts and transitions. */
export async function waitForOnScreenImages(page: Page, timeoutMs: number): Promise<void> {
  await page.waitForFunction(
    () => Array.from(document.images).filter((i) => i.getBoundingClientRect().top < window.innerHeight).every((i) => i.complete),
    null,
    { timeout: timeoutMs },
  );
  await page.waitForTimeout(300);
}
