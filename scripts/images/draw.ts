/**
 * Draws CampCare's pictures as SVG scenes in code and renders them to JPEG
 * with headless Chromium (playwright-core). Nothing is fetched: no fonts, no
 * remote images, every picture is built from shapes.
 *
 * It makes:
 *   scripts/seed/images/camp-01.jpg … camp-16.jpg        (1200×800, one per camp theme)
 *   scripts/seed/images/avatar-*.jpg                      (256×256 portraits)
 *   web/public/images/banner-1…4.jpg, banner-1…4-mobile.jpg (home carousel)
 *   web/public/images/about-team.jpg, about-mission.jpg, map.jpg, donate.jpg
 *   web/public/images/avatar-placeholder.svg, logo.svg, logo-mark.svg
 *   web/public/images/camp-default.svg                    (a camp without a picture)
 *   web/public/icons/icon-192.png, icon-512.png, icon-maskable-512.png, apple-touch-icon-180.png (the installed app)
 *
 * The drawing lives in drawing/: palette.ts (colours), svg.ts (SVG building
 * blocks and the Svg of one picture), shapes.ts (icons and props), figures.ts
 * (people and busts), backdrops.ts, scenes/ (camps, banners, pages),
 * avatars.ts, logos.ts (the SVG files) and render.ts (the list of outputs and
 * the JPEG rendering); this file writes them.
 *
 * It is run by hand, not by the build:
 *   npx tsx scripts/images/draw.ts            (everything)
 *   npx tsx scripts/images/draw.ts camp-0     (only outputs whose name contains "camp-0")
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CAMP_DEFAULT_SVG, LOGO_SVG, MARK_SVG, PLACEHOLDER_SVG } from './drawing/logos.ts';
import { jobs, PUBLIC_DIR, ROOT, shoot } from './drawing/render.ts';

async function main(): Promise<void> {
  const filter = process.argv[2] ?? '';
  const svgFiles: ReadonlyArray<readonly [string, string]> = [
    ['logo.svg', LOGO_SVG],
    ['logo-mark.svg', MARK_SVG],
    ['avatar-placeholder.svg', PLACEHOLDER_SVG],
    ['camp-default.svg', CAMP_DEFAULT_SVG],
  ];
  mkdirSync(PUBLIC_DIR, { recursive: true });
  for (const [name, text] of svgFiles) {
    if (!name.includes(filter)) continue;
    writeFileSync(join(PUBLIC_DIR, name), text);
    console.log(`${name.padEnd(28)} ${(statSync(join(PUBLIC_DIR, name)).size / 1024).toFixed(1)} KB`);
  }
  const todo = jobs().filter((j) => j.file.includes(filter));
  if (todo.length === 0) return;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    // Nothing may leave the machine: refuse every request that is not the page itself.
    await page.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
    let total = 0;
    for (const job of todo) {
      const size = await shoot(page, job);
      total += size;
      console.log(`${job.file.slice(ROOT.length + 1).padEnd(48)} ${(size / 1024).toFixed(1)} KB`);
    }
    console.log(`total ${(total / 1024).toFixed(1)} KB`);
  } finally {
    await browser.close();
  }
}

await main();
