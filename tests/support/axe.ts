/** Accessibility scans in the browser tests: axe-core injected into the page. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { ROOT } from '../../scripts/lib/emulators.ts';

const AXE = join(ROOT, 'node_modules', 'axe-core', 'axe.min.js');
let axeSource: string | undefined;

/** axe-core's serious and critical violations on the current page, one line each. */
export async function axeViolations(page: Page): Promise<string[]> {
  // A dialog or menu still fading in blends its text with what is behind it, and axe reads that
  // half-drawn colour as poor contrast: wait for every animation that ends (not a spinner's) to end.
  await page.waitForFunction(
    () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
    undefined,
    { timeout: 10_000 },
  ).catch(() => undefined);
  // Evaluated, not added as a <script>: the page's Content-Security-Policy refuses inline scripts, and
  // the DevTools protocol's evaluation is not the page's own code.
  // Once per page load: evaluating axe's half a megabyte again before each dialog's scan was wasted work.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate((axeSource ??= readFileSync(AXE, 'utf8')));
  const result = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return axe.run(document, { resultTypes: ['violations'] });
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
}
