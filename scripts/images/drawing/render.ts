/** Rendering: each output file as a job, its SVG drawn into headless Chromium and saved as a JPEG within its size budget. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';
import { type Scene, Svg } from './svg.ts';
import { bust } from './figures.ts';
import { CAMP_SCENES } from './scenes/camps.ts';
import { bannerDesktop, bannerMobile, BANNERS, BH, BW } from './scenes/banners.ts';
import { aboutMission, aboutTeam, donatePicture, mapPicture } from './scenes/pages.ts';
import { AVATARS } from './avatars.ts';
import { appIconSvg } from './logos.ts';

export const ROOT = join(import.meta.dirname, '..', '..', '..');
const SEED_DIR = join(ROOT, 'scripts', 'seed', 'images');
export const PUBLIC_DIR = join(ROOT, 'web', 'public', 'images');
/** The installed app's icons (web/vite.config.ts names them in the web manifest). */
const ICON_DIR = join(ROOT, 'web', 'public', 'icons');

interface Job {
  file: string;
  w: number;
  h: number;
  maxKB: number;
  svg: () => string;
}

function scene(w: number, h: number, draw: Scene): () => string {
  return () => {
    const svg = new Svg(w, h);
    return svg.render(draw(svg));
  };
}

export function jobs(): Job[] {
  const list: Job[] = [];
  CAMP_SCENES.forEach((draw, i) => {
    list.push({ file: join(SEED_DIR, `camp-${String(i + 1).padStart(2, '0')}.jpg`), w: 1200, h: 800, maxKB: 150, svg: scene(1200, 800, draw) });
  });
  for (const a of AVATARS) {
    list.push({
      file: join(SEED_DIR, `avatar-${a.name}.jpg`),
      w: 256,
      h: 256,
      maxKB: 25,
      svg: () => {
        const svg = new Svg(256, 256);
        return svg.render(bust(svg, a.look, a.top, a.kind, a.bg));
      },
    });
  }
  BANNERS.forEach((draw, i) => {
    list.push({ file: join(PUBLIC_DIR, `banner-${i + 1}.jpg`), w: BW, h: BH, maxKB: 160, svg: () => bannerDesktop(draw) });
    list.push({ file: join(PUBLIC_DIR, `banner-${i + 1}-mobile.jpg`), w: 800, h: 700, maxKB: 80, svg: () => bannerMobile(draw) });
  });
  list.push({ file: join(PUBLIC_DIR, 'about-team.jpg'), w: 1200, h: 800, maxKB: 150, svg: scene(1200, 800, aboutTeam) });
  list.push({ file: join(PUBLIC_DIR, 'about-mission.jpg'), w: 1200, h: 800, maxKB: 150, svg: scene(1200, 800, aboutMission) });
  list.push({ file: join(PUBLIC_DIR, 'map.jpg'), w: 1200, h: 600, maxKB: 120, svg: scene(1200, 600, mapPicture) });
  list.push({ file: join(PUBLIC_DIR, 'donate.jpg'), w: 800, h: 600, maxKB: 80, svg: scene(800, 600, donatePicture) });
  // PNG, as installed apps' icons must be; a transparent page behind the rounded mark.
  for (const [name, size, maskable] of [
    ['icon-192.png', 192, false],
    ['icon-512.png', 512, false],
    ['icon-maskable-512.png', 512, true],
    ['apple-touch-icon-180.png', 180, true],
  ] as const) {
    list.push({ file: join(ICON_DIR, name), w: size, h: size, maxKB: 40, svg: () => appIconSvg(size, maskable) });
  }
  return list;
}

export async function shoot(page: Page, job: Job): Promise<number> {
  await page.setViewportSize({ width: job.w, height: job.h });
  if (job.file.endsWith('.png')) {
    await page.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden;background:transparent">${job.svg()}</body></html>`);
    const bytes = await page.screenshot({ type: 'png', omitBackground: true, clip: { x: 0, y: 0, width: job.w, height: job.h } });
    mkdirSync(dirname(job.file), { recursive: true });
    writeFileSync(job.file, bytes);
    return bytes.length;
  }
  await page.setContent(`<!doctype html><html><body style="margin:0;overflow:hidden;background:#fff">${job.svg()}</body></html>`);
  let quality = 78;
  for (;;) {
    const bytes = await page.screenshot({ type: 'jpeg', quality, clip: { x: 0, y: 0, width: job.w, height: job.h } });
    if (bytes.length <= job.maxKB * 1024 || quality <= 50) {
      mkdirSync(dirname(job.file), { recursive: true });
      writeFileSync(job.file, bytes);
      if (quality !== 78) console.warn(`  ${job.file}: quality lowered to ${quality} to fit ${job.maxKB} KB`);
      return bytes.length;
    }
    quality -= 6;
  }
}
