/**
 * Real timings of a page load in Chromium with its CPU slowed down 4× (as
 * Lighthouse's mobile preset assumes), on the local network: when the first
 * and the largest paint happened, and how long the main thread was blocked
 * after the first paint (the sum of each long task's time over 50 ms, as in
 * Total Blocking Time) and by its longest task.
 *
 * Lighthouse's performance score simulates a slow network and CPU from one
 * unthrottled load, and on a shared machine its figures swing by several
 * points from one run to the next; these measured figures are steadier, and
 * show where the main thread's time goes.
 */
import type { Browser } from 'playwright-core';

export interface ThrottledLoad {
  fcpMs: number;
  lcpMs: number;
  blockingMs: number;
  longestTaskMs: number;
}

const CPU_SLOWDOWN = 4;
/** A mid-range phone's screen, as in Lighthouse's mobile preset. */
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
/** Long tasks and the largest paint keep coming in after `load` while the app renders. */
const SETTLE_MS = 4000;

interface Observed {
  fcp: number;
  lcp: number;
  tasks: [start: number, duration: number][];
}

async function loadOnce(browser: Browser, url: string): Promise<ThrottledLoad> {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(() => {
      const observed: Observed = { fcp: 0, lcp: 0, tasks: [] };
      (window as unknown as { __observed: Observed }).__observed = observed;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          if (entry.entryType === 'longtask') observed.tasks.push([entry.startTime, entry.duration]);
          else if (entry.entryType === 'largest-contentful-paint') observed.lcp = entry.startTime;
          else if (entry.name === 'first-contentful-paint') observed.fcp = entry.startTime;
        }
      }).observe({ entryTypes: ['longtask', 'largest-contentful-paint', 'paint'] });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'load', timeout: 120_000 });
    await page.waitForTimeout(SETTLE_MS);
    const observed = await page.evaluate(() => (window as unknown as { __observed: Observed }).__observed);
    const afterFirstPaint = observed.tasks.filter(([start]) => start >= observed.fcp);
    return {
      fcpMs: observed.fcp,
      lcpMs: observed.lcp,
      blockingMs: afterFirstPaint.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0),
      longestTaskMs: Math.max(0, ...observed.tasks.map(([, duration]) => duration)),
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `loads` fresh loads (nothing cached); each figure is the median over them. */
export async function measureThrottledLoads(browser: Browser, url: string, loads: number): Promise<ThrottledLoad> {
  const runs: ThrottledLoad[] = [];
  for (let i = 0; i < loads; i++) runs.push(await loadOnce(browser, url));
  return {
    fcpMs: median(runs.map((r) => r.fcpMs)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    blockingMs: median(runs.map((r) => r.blockingMs)),
    longestTaskMs: median(runs.map((r) => r.longestTaskMs)),
  };
}
