/**
 * A journey file's browser and the running of one journey: the seed is
 * loaded if missing (journeys make their own data, so they do not reseed),
 * Chromium starts once per file, and each journey gets a fresh context,
 * closed whatever happens. Each journey's time is printed and kept in
 * .cache/journeys/times.jsonl.
 */
import { appendFileSync, cpSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, type TestContext } from 'vitest';
import { launchBrowser } from '../../support/browser.ts';
import { FAILED_PAGES_DIR } from '../../../scripts/lib/vitest.ts';
import { Journey, SCREENSHOTS, variantName, type Variant } from './journey.ts';
import { ensureSeeded, seededTexts } from './setup.ts';

let seeded: string[] = [];

/** The screenshot folders of the journeys that failed in the current test. */
const failedFolders: { folder: string; label: string }[] = [];

/**
 * After each test (tests/journeys/support/journeyTestHooks.ts). A retry starts a journey's folder afresh:
 * when the test fails, its failed journeys' screenshots are kept beside the other failed pages. Only then:
 * the harness's own tests expect some journeys to fail.
 */
export function keepFailedJourneyScreenshots({ task }: TestContext): void {
  const failed = failedFolders.splice(0);
  if (task.result?.state !== 'fail') return;
  for (const { folder, label } of failed) {
    cpSync(folder, join(FAILED_PAGES_DIR, `${label}-${new Date().toISOString()}`.replace(/[^\w.-]+/g, '-')), { recursive: true });
  }
}

export function journeyBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    await ensureSeeded();
    seeded = await seededTexts();
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

/** Phone in Bengali and laptop in English: both sizes and both languages for a journey in two runs. */
export const TWO_VARIANTS: Variant[] = [
  { device: 'phone', language: 'bn' },
  { device: 'laptop', language: 'en' },
];

export const ALL_VARIANTS: Variant[] = [
  { device: 'phone', language: 'en' },
  { device: 'phone', language: 'bn' },
  { device: 'laptop', language: 'en' },
  { device: 'laptop', language: 'bn' },
];

/**
 * Runs a journey in a fresh context. `data`: what its people typed (names,
 * emails, camp names), which pages show as typed in any language.
 */
export async function runJourney(
  browser: Browser,
  name: string,
  variant: Variant,
  data: string[],
  body: (j: Journey) => Promise<void>,
): Promise<void> {
  const started = Date.now();
  const j = await Journey.start(browser, name, variant, [...seeded, ...data]);
  let outcome = 'failed';
  try {
    await body(j);
    await j.finish();
    outcome = 'passed';
  } finally {
    await j.close();
    if (outcome === 'failed') failedFolders.push({ folder: j.folder, label: `journey-${name}-${variantName(variant)}` });
    const seconds = Math.round((Date.now() - started) / 100) / 10;
    console.log(`journey ${name} (${variantName(variant)}): ${outcome} in ${seconds} s`);
    mkdirSync(SCREENSHOTS, { recursive: true });
    appendFileSync(join(SCREENSHOTS, 'times.jsonl'), `${JSON.stringify({ name, ...variant, outcome, seconds, at: new Date().toISOString() })}\n`);
  }
}
