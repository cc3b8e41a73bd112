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
 *
 * It is run by hand, not by the build:
 *   npx tsx scripts/images/draw.ts            (everything)
 *   npx tsx scripts/images/draw.ts camp-0     (only outputs whose name contains "camp-0")
 */
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { chromium, type Page } from 'playwright-core';

const ROOT = join(import.meta.dirname, '..', '..');
const SEED_DIR = join(ROOT, 'scripts', 'seed', 'images');
const PUBLIC_DIR = join(ROOT, 'web', 'public', 'images');

// ---------------------------------------------------------------------------
// Palette
// ---------------------------------------------------------------------------

const C = {
  teal: '#0f766e',
  tealDark: '#134e4a',
  tealDeep: '#0b3b37',
  teal2: '#14b8a6',
  teal3: '#5eead4',
  tealSoft: '#9fdcd2',
  tealLight: '#ccfbf1',
  tealMist: '#e4f5f1',
  coral: '#f2765f',
  coralDark: '#d4553f',
  coralSoft: '#f7a593',
  coralLight: '#fbcfc3',
  coralMist: '#fde9e2',
  sand: '#f6ecdd',
  sand2: '#ecdcc4',
  sand3: '#d9c2a2',
  cream: '#fdf8f1',
  wood: '#b98a5e',
  woodDark: '#8a6447',
  yellow: '#f8c04e',
  yellowSoft: '#fde7a8',
  navy: '#1f3b57',
  slate: '#475569',
  ink: '#1f2937',
  grey: '#94a3b8',
  greyLight: '#dfe5ec',
  coat: '#fbfcfd',
  white: '#ffffff',
  green: '#5fae6e',
  green2: '#3f8f5a',
  leaf: '#86c98a',
  plum: '#8e4f7a',
  lavender: '#e9e3f7',
  blue: '#4f86b8',
  sky: '#cfe9f3',
} as const;

/** Skin tones, light to deep. */
const SKIN = ['#f8d9c4', '#efc3a2', '#dca37c', '#bb7d57', '#8f5b3c', '#6a3f29'] as const;
const HAIR = {
  black: '#1f1a17',
  dark: '#3a2418',
  brown: '#6b4226',
  auburn: '#9a4a28',
  blond: '#d9b46f',
  grey: '#b9bdc3',
  white: '#e8eaed',
} as const;

// ---------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------

type Pt = readonly [number, number];

function at<T>(list: readonly T[], i: number): T {
  const v = list[((i % list.length) + list.length) % list.length];
  if (v === undefined) throw new Error('empty list');
  return v;
}

/** Deterministic pseudo-random numbers (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (v: number): string => (Math.round(v * 100) / 100).toString();

/** Mixes a #rrggbb colour with black (amt < 0) or white (amt > 0). */
function shade(hex: string, amt: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m || m[1] === undefined) return hex;
  const v = parseInt(m[1], 16);
  const target = amt < 0 ? 0 : 255;
  const k = Math.abs(amt);
  const ch = (c: number) => Math.round(c + (target - c) * k).toString(16).padStart(2, '0');
  return `#${ch((v >> 16) & 255)}${ch((v >> 8) & 255)}${ch(v & 255)}`;
}

type Attr = Record<string, string | number | undefined>;
function el(tag: string, a: Attr, inner = ''): string {
  const s = Object.entries(a)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join(' ');
  return inner ? `<${tag} ${s}>${inner}</${tag}>` : `<${tag} ${s}/>`;
}
const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attr = {}) =>
  el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attr = {}) => el('circle', { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attr = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
const path = (d: string, fill: string, extra: Attr = {}) => el('path', { d, fill, ...extra });
const stroke = (d: string, color: string, width: number, extra: Attr = {}) =>
  el('path', { d, fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra });
const g = (transform: string, ...children: string[]) => `<g transform="${transform}">${children.join('')}</g>`;
const ga = (a: Attr, ...children: string[]) => el('g', a, children.join(''));
const tr = (x: number, y: number, s = 1, rot = 0) => `translate(${n(x)} ${n(y)})${rot ? ` rotate(${n(rot)})` : ''}${s !== 1 ? ` scale(${n(s)})` : ''}`;

/** A closed smooth path through points (Catmull-Rom as cubic Béziers). */
function smoothClosed(pts: readonly Pt[]): string {
  const len = pts.length;
  const p = (i: number) => at(pts, i);
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`;
  for (let i = 0; i < len; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return `${d}Z`;
}

/** An open smooth path through points. */
function smoothOpen(pts: readonly Pt[]): string {
  const p = (i: number) => pts[Math.max(0, Math.min(pts.length - 1, i))] ?? ([0, 0] as const);
  let d = `M${n(p(0)[0])} ${n(p(0)[1])}`;
  for (let i = 0; i < pts.length - 1; i++) {
    const [x0, y0] = p(i - 1);
    const [x1, y1] = p(i);
    const [x2, y2] = p(i + 1);
    const [x3, y3] = p(i + 2);
    d += `C${n(x1 + (x2 - x0) / 6)} ${n(y1 + (y2 - y0) / 6)} ${n(x2 - (x3 - x1) / 6)} ${n(y2 - (y3 - y1) / 6)} ${n(x2)} ${n(y2)}`;
  }
  return d;
}

function blob(cx: number, cy: number, r: number, fill: string, seed: number, wobble = 0.14, opacity = 1): string {
  const rand = rng(seed);
  const count = 7;
  const pts: Pt[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * Math.PI * 2 + rand() * 0.3;
    const rr = r * (1 + wobble * (rand() * 2 - 1));
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return path(smoothClosed(pts), fill, opacity < 1 ? { opacity } : {});
}

type Stop = readonly [offset: number, color: string, opacity?: number];

/** Collects <defs> (gradients) for one picture. */
class Svg {
  private readonly defs: string[] = [];
  private count = 0;
  constructor(
    readonly w: number,
    readonly h: number,
  ) {}

  private id(): string {
    this.count += 1;
    return `d${this.count}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops.map(([o, c, op]) => el('stop', { offset: o, 'stop-color': c, 'stop-opacity': op })).join('');
  }

  /** Linear gradient from (x1,y1) to (x2,y2) in bounding-box units. */
  lin(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id();
    this.defs.push(el('linearGradient', { id, x1, y1, x2, y2 }, this.stops(stops)));
    return `url(#${id})`;
  }

  rad(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id();
    this.defs.push(el('radialGradient', { id, cx, cy, r }, this.stops(stops)));
    return `url(#${id})`;
  }

  /** A gaussian blur filter id for soft shadows and glows. */
  blur(std: number): string {
    const id = this.id();
    this.defs.push(`<filter id="${id}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${n(std)}"/></filter>`);
    return `url(#${id})`;
  }

  render(body: string, viewBox?: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${this.w}" height="${this.h}" viewBox="${viewBox ?? `0 0 ${this.w} ${this.h}`}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }
}

// ---------------------------------------------------------------------------
// Icons and shapes (unit-sized, placed with a transform)
// ---------------------------------------------------------------------------

const HEART = 'M0 0.45C-0.35 0.2-0.5 0-0.5-0.2C-0.5-0.4-0.35-0.48-0.24-0.48C-0.12-0.48-0.04-0.42 0-0.32C0.04-0.42 0.12-0.48 0.24-0.48C0.35-0.48 0.5-0.4 0.5-0.2C0.5 0 0.35 0.2 0 0.45Z';
const DROP = 'M0-0.5C0.15-0.28 0.35-0.05 0.35 0.15C0.35 0.36 0.19 0.5 0 0.5C-0.19 0.5-0.35 0.36-0.35 0.15C-0.35-0.05-0.15-0.28 0-0.5Z';
const TOOTH =
  'M-0.42-0.33C-0.43-0.52-0.26-0.6-0.12-0.53Q0-0.47 0.12-0.53C0.26-0.6 0.43-0.52 0.42-0.33C0.41-0.13 0.36 0 0.32 0.15C0.28 0.35 0.24 0.56 0.13 0.56C0.03 0.56 0.06 0.24 0 0.24C-0.06 0.24-0.03 0.56-0.13 0.56C-0.24 0.56-0.28 0.35-0.32 0.15C-0.36 0-0.41-0.13-0.42-0.33Z';
const SHIELD = 'M0-0.5C0.16-0.4 0.3-0.36 0.42-0.36C0.42 0.05 0.3 0.33 0 0.5C-0.3 0.33-0.42 0.05-0.42-0.36C-0.3-0.36-0.16-0.4 0-0.5Z';
const STAR4 = 'M0-1C0.12-0.28 0.28-0.12 1 0C0.28 0.12 0.12 0.28 0 1C-0.12 0.28-0.28 0.12-1 0C-0.28-0.12-0.12-0.28 0-1Z';

const heart = (x: number, y: number, s: number, fill: string, extra: Attr = {}) => path(HEART, fill, { transform: tr(x, y, s), ...extra });
const drop = (x: number, y: number, s: number, fill: string, extra: Attr = {}) => path(DROP, fill, { transform: tr(x, y, s), ...extra });
const sparkle = (x: number, y: number, s: number, fill: string, extra: Attr = {}) => path(STAR4, fill, { transform: tr(x, y, s), ...extra });

function cross(x: number, y: number, size: number, fill: string): string {
  const t = size * 0.36;
  const r = t * 0.22;
  return rect(x - t / 2, y - size / 2, t, size, fill, r) + rect(x - size / 2, y - t / 2, size, t, fill, r);
}

/** A white disc with a soft shadow, holding an icon. */
function badge(svg: Svg, x: number, y: number, r: number, inner: string, fill: string = C.white): string {
  return (
    circle(x + r * 0.04, y + r * 0.08, r, '#000', { opacity: 0.07, filter: svg.blur(r * 0.08) }) +
    circle(x, y, r, fill) +
    inner
  );
}

function cloud(x: number, y: number, s: number, opacity = 0.95): string {
  return ga(
    { transform: tr(x, y, s), fill: C.white, opacity },
    rect(-80, -6, 170, 36, C.white, 18),
    circle(-38, -4, 30, C.white),
    circle(8, -22, 42, C.white),
    circle(52, -2, 28, C.white),
  );
}

function sun(x: number, y: number, r: number, color: string): string {
  return circle(x, y, r * 1.9, color, { opacity: 0.18 }) + circle(x, y, r * 1.4, color, { opacity: 0.3 }) + circle(x, y, r, color);
}

function hills(w: number, h: number, baseY: number, amp: number, fill: string, seed: number, count = 5): string {
  const rand = rng(seed);
  const pts: Pt[] = [];
  for (let i = 0; i <= count; i++) pts.push([(w * i) / count + (rand() - 0.5) * 40, baseY - amp * rand()]);
  return path(`${smoothOpen([[-40, baseY], ...pts, [w + 40, baseY]])}L${w + 40} ${h}L-40 ${h}Z`, fill);
}

function tree(x: number, gy: number, s: number, leaf: string, leaf2: string): string {
  return g(
    tr(x, gy, s),
    rect(-7, -70, 14, 70, C.woodDark, 5),
    circle(0, -118, 52, leaf),
    circle(-34, -86, 38, leaf),
    circle(34, -88, 40, leaf),
    circle(-12, -134, 28, leaf2, { opacity: 0.55 }),
    circle(22, -104, 18, leaf2, { opacity: 0.35 }),
  );
}

function pine(x: number, gy: number, s: number, leaf: string): string {
  return g(
    tr(x, gy, s),
    rect(-6, -30, 12, 30, C.woodDark, 3),
    path('M0-190L46-90H-46Z', leaf),
    path('M0-150L56-40H-56Z', leaf),
    path('M0-190L46-90H0Z', '#000', { opacity: 0.08 }),
    path('M0-150L56-40H0Z', '#000', { opacity: 0.08 }),
  );
}

function bush(x: number, gy: number, s: number, fill: string): string {
  return g(tr(x, gy, s), circle(-30, -20, 26, fill), circle(0, -34, 34, fill), circle(32, -20, 26, fill), rect(-56, -22, 112, 22, fill, 10));
}

function plant(x: number, gy: number, s: number, pot: string, leaf: string = C.green): string {
  const leaves = [
    [-40, -120, -28],
    [40, -118, 28],
    [-22, -150, -12],
    [22, -150, 12],
    [0, -165, 0],
    [-52, -88, -50],
    [52, -86, 50],
  ] as const;
  return g(
    tr(x, gy, s),
    ...leaves.map(([lx, ly, rot], i) =>
      g(tr(lx * 0.6, ly * 0.55 - 30, 1, rot), ellipse(0, 0, 14, 42, i % 2 ? leaf : shade(leaf, -0.15)), stroke('M0 38V-30', shade(leaf, -0.3), 2, { opacity: 0.5 })),
    ),
    path('M-38-60H38L30 0H-30Z', pot),
    rect(-42, -66, 84, 14, shade(pot, -0.12), 6),
  );
}

/** A striped scalloped awning hanging from the top edge (inside a tent). */
function valanceTop(w: number, a: string, b: string, h = 44, count = 12): string {
  const seg = w / count;
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = i * seg;
    const col = i % 2 ? a : b;
    out += path(`M${n(x)} ${h + 4}Q${n(x + seg / 2)} ${h + 40} ${n(x + seg)} ${h + 4}Z`, '#000', { opacity: 0.07 });
    out += path(`M${n(x)} 0H${n(x + seg)}V${h}Q${n(x + seg / 2)} ${h + 32} ${n(x)} ${h}Z`, col);
  }
  return out;
}

/** A festive string of pennants along a sagging curve. */
function bunting(x1: number, y1: number, x2: number, y2: number, sag: number, colors: readonly string[], count = 12): string {
  const cx = (x1 + x2) / 2;
  const cy = (y1 + y2) / 2 + sag;
  const q = (t: number): Pt => [(1 - t) ** 2 * x1 + 2 * (1 - t) * t * cx + t * t * x2, (1 - t) ** 2 * y1 + 2 * (1 - t) * t * cy + t * t * y2];
  let out = stroke(`M${n(x1)} ${n(y1)}Q${n(cx)} ${n(cy)} ${n(x2)} ${n(y2)}`, '#7c6a58', 2.5);
  for (let i = 0; i < count; i++) {
    const [ax, ay] = q((i + 0.15) / count);
    const [bx, by] = q((i + 0.85) / count);
    const mx = (ax + bx) / 2;
    const my = (ay + by) / 2;
    out += path(`M${n(ax)} ${n(ay)}L${n(bx)} ${n(by)}L${n(mx)} ${n(my + 34)}Z`, at(colors, i));
  }
  return out;
}

/** An outdoor canopy (gazebo) tent with a striped peaked roof and scalloped edge. */
function canopy(
  svg: Svg,
  cx: number,
  gy: number,
  w: number,
  h: number,
  a: string,
  b: string,
  opts: { flag?: string; emblem?: boolean; inside?: string } = {},
): string {
  const roofH = h * 0.3;
  const topY = gy - h;
  const eaveY = topY + roofH;
  const half = w / 2;
  const count = 8;
  const parts: string[] = [];
  parts.push(rect(cx - half * 0.93, eaveY, w * 0.93, gy - eaveY, opts.inside ?? svg.lin([[0, shade(a, 0.7)], [1, shade(a, 0.85)]])));
  parts.push(ellipse(cx, gy, half * 1.02, 14, '#000', { opacity: 0.06 }));
  for (const x of [cx - half * 0.93, cx + half * 0.93]) parts.push(stroke(`M${n(x)} ${n(eaveY)}V${n(gy)}`, '#8b97a6', 7));
  for (let i = 0; i < count; i++) {
    const x0 = cx - half + (w * i) / count;
    const x1 = cx - half + (w * (i + 1)) / count;
    const col = i % 2 ? a : b;
    parts.push(path(`M${n(cx)} ${n(topY)}L${n(x0)} ${n(eaveY)}L${n(x1)} ${n(eaveY)}Z`, col));
    parts.push(path(`M${n(x0)} ${n(eaveY - 1)}H${n(x1)}V${n(eaveY + 18)}Q${n((x0 + x1) / 2)} ${n(eaveY + 46)} ${n(x0)} ${n(eaveY + 18)}Z`, col));
  }
  parts.push(path(`M${n(cx)} ${n(topY)}L${n(cx + half)} ${n(eaveY)}H${n(cx)}Z`, '#000', { opacity: 0.05 }));
  if (opts.flag) {
    parts.push(stroke(`M${n(cx)} ${n(topY)}V${n(topY - 70)}`, '#7b8794', 4));
    parts.push(path(`M${n(cx + 2)} ${n(topY - 70)}H${n(cx + 58)}L${n(cx + 46)} ${n(topY - 52)}L${n(cx + 58)} ${n(topY - 34)}H${n(cx + 2)}Z`, opts.flag));
    parts.push(cross(cx + 24, topY - 52, 20, C.white));
  }
  if (opts.emblem) {
    parts.push(circle(cx, eaveY + 16, 30, C.white, { stroke: shade(a, -0.1), 'stroke-width': 3 }));
    parts.push(cross(cx, eaveY + 16, 34, C.coral));
  }
  return parts.join('');
}

/** A simple A-frame camping tent. */
function aTent(cx: number, gy: number, w: number, h: number, color: string): string {
  return (
    ellipse(cx, gy, w * 0.56, 10, '#000', { opacity: 0.07 }) +
    path(`M${n(cx - w / 2)} ${n(gy)}L${n(cx)} ${n(gy - h)}L${n(cx + w / 2)} ${n(gy)}Z`, color) +
    path(`M${n(cx)} ${n(gy - h)}L${n(cx + w / 2)} ${n(gy)}H${n(cx)}Z`, shade(color, -0.12)) +
    path(`M${n(cx - w * 0.17)} ${n(gy)}L${n(cx)} ${n(gy - h * 0.58)}L${n(cx + w * 0.17)} ${n(gy)}Z`, shade(color, -0.45)) +
    path(`M${n(cx)} ${n(gy - h * 0.58)}L${n(cx - w * 0.28)} ${n(gy)}H${n(cx - w * 0.17)}Z`, shade(color, 0.25)) +
    stroke(`M${n(cx)} ${n(gy - h)}l-8-16M${n(cx)} ${n(gy - h)}l8-16`, shade(color, -0.35), 4)
  );
}

function table(x: number, topY: number, w: number, legH: number, top: string, legs: string = shade(top, -0.25)): string {
  return (
    rect(x + 18, topY + 10, 10, legH, legs, 4) +
    rect(x + w - 28, topY + 10, 10, legH, legs, 4) +
    rect(x, topY, w, 16, top, 6) +
    rect(x + 6, topY + 14, w - 12, 6, shade(top, -0.15), 3)
  );
}

function chair(x: number, gy: number, s: number, color: string): string {
  return g(
    tr(x, gy, s),
    rect(-32, -150, 64, 104, color, 14),
    rect(-38, -60, 76, 14, shade(color, -0.15), 6),
    rect(-32, -48, 7, 48, '#6b7280', 3),
    rect(25, -48, 7, 48, '#6b7280', 3),
  );
}

function armchair(x: number, gy: number, s: number, color: string): string {
  return g(
    tr(x, gy, s),
    ellipse(0, -4, 86, 10, '#000', { opacity: 0.07 }),
    rect(-58, -176, 116, 140, color, 34),
    rect(-76, -86, 152, 66, shade(color, -0.08), 24),
    rect(-84, -112, 34, 92, shade(color, 0.1), 16),
    rect(50, -112, 34, 92, shade(color, 0.1), 16),
    rect(-64, -22, 10, 20, C.woodDark, 3),
    rect(54, -22, 10, 20, C.woodDark, 3),
  );
}

function clipboard(x: number, y: number, s: number, rot = 0, color: string = C.wood): string {
  return g(
    tr(x, y, s, rot),
    rect(-22, -30, 44, 58, color, 5),
    rect(-17, -23, 34, 46, C.white, 2),
    rect(-9, -34, 18, 9, '#64748b', 3),
    stroke('M-11-12H11M-11-3H11M-11 6H5M-11 15H8', C.grey, 2.4),
  );
}

function syringe(x: number, y: number, s: number, rot = 0): string {
  return g(
    tr(x, y, s, rot),
    stroke('M0-60V-84', '#94a3b8', 2.5),
    rect(-9, -60, 18, 62, C.white, 4, { stroke: '#94a3b8', 'stroke-width': 2.5 }),
    rect(-6, -38, 12, 37, C.teal2, 2, { opacity: 0.85 }),
    rect(-3, 2, 6, 22, '#94a3b8', 2),
    rect(-13, 22, 26, 6, '#64748b', 3),
    rect(-14, -2, 28, 5, '#94a3b8', 2),
    stroke('M-9-48h6M-9-36h6M-9-24h6M-9-12h6', '#94a3b8', 1.8),
  );
}

function vial(x: number, y: number, s: number, liquid: string): string {
  return g(tr(x, y, s), rect(-10, -36, 20, 36, C.white, 5, { stroke: '#b6c2cf', 'stroke-width': 2 }), rect(-8, -20, 16, 18, liquid, 3), rect(-11, -44, 22, 10, C.coral, 3));
}

function speech(x: number, y: number, w: number, h: number, tail: 'left' | 'right', fill: string, inner: string): string {
  const tx = tail === 'left' ? x + w * 0.22 : x + w * 0.78;
  const dx = tail === 'left' ? -18 : 18;
  return (
    rect(x + 4, y + 8, w, h, '#000', h / 2.2, { opacity: 0.06 }) +
    path(`M${n(tx - 14)} ${n(y + h - 4)}L${n(tx + dx)} ${n(y + h + 30)}L${n(tx + 16)} ${n(y + h - 4)}Z`, fill) +
    rect(x, y, w, h, fill, h / 2.2) +
    inner
  );
}

function eyeIcon(x: number, y: number, s: number): string {
  return g(
    tr(x, y, s),
    path('M-70 0Q0-58 70 0Q0 58-70 0Z', C.white, { stroke: C.teal, 'stroke-width': 8, 'stroke-linejoin': 'round' }),
    circle(0, 0, 27, C.teal2),
    circle(0, 0, 13, C.tealDeep),
    circle(8, -8, 6, C.white),
  );
}

function earIcon(x: number, y: number, s: number, skin: string): string {
  return g(
    tr(x, y, s),
    path('M-26 10C-30-30-8-62 18-62C46-62 62-40 62-16C62 10 44 20 40 38C36 58 22 70 4 70C-12 70-22 58-24 44', skin, { stroke: shade(skin, -0.25), 'stroke-width': 5 }),
    stroke('M-4 8C-6-18 8-38 22-38C36-38 42-26 40-14C38 0 24 4 22 20', shade(skin, -0.3), 7),
    stroke('M-60-20Q-72 0-60 20M-82-38Q-104 0-82 38', C.teal, 7),
  );
}

// ---------------------------------------------------------------------------
// People
// ---------------------------------------------------------------------------

type HairStyle = 'short' | 'side' | 'long' | 'bob' | 'bun' | 'ponytail' | 'afro' | 'curly' | 'buzz' | 'bald' | 'hijab';
type ArmPose = 'down' | 'wave' | 'up' | 'hold' | 'chest' | 'reach' | 'extend' | 'point' | 'hip' | 'face';

interface Look {
  skin: string;
  hair: string;
  style: HairStyle;
  scarf?: string;
  beard?: boolean;
  glasses?: boolean;
  mask?: boolean;
  earrings?: string;
  headphones?: string;
}

interface PersonOpts extends Look {
  x: number;
  y: number;
  s?: number;
  top: string;
  bottom: string;
  shoes?: string;
  dress?: boolean;
  coat?: boolean;
  steth?: boolean;
  pregnant?: boolean;
  seated?: boolean;
  child?: boolean;
  shortSleeves?: boolean;
  left?: ArmPose;
  right?: ArmPose;
  flip?: boolean;
  shadow?: boolean;
}

interface Figure {
  svg: string;
  left: Pt;
  right: Pt;
  head: Pt;
  /** Where a shoulder→elbow midpoint sits (for cuffs and plasters), per side. */
  upperArm: { left: Pt; right: Pt };
  elbow: { left: Pt; right: Pt };
}

/** Elbow and hand, relative to the shoulder, for the arm on the viewer's right. */
const ARMS: Record<ArmPose, readonly [Pt, Pt]> = {
  down: [
    [7, 34],
    [9, 66],
  ],
  wave: [
    [22, -22],
    [26, -56],
  ],
  up: [
    [10, -32],
    [12, -66],
  ],
  hold: [
    [8, 34],
    [-12, 44],
  ],
  chest: [
    [10, 32],
    [-14, 18],
  ],
  reach: [
    [20, 24],
    [48, 12],
  ],
  extend: [
    [30, 20],
    [62, 30],
  ],
  point: [
    [28, -12],
    [58, -30],
  ],
  hip: [
    [24, 24],
    [6, 48],
  ],
  face: [
    [20, 12],
    [-17, -34],
  ],
};

/** Head parts in local units: centre (0,0), radius 23. */
function head(o: Look): { back: string; front: string } {
  const h = o.hair;
  const hd = shade(h, -0.18);
  let back = '';
  let front = '';
  const capPulled = 'M-23.5-1C-25-24-12-31 0-31C12-31 25-24 23.5-1C20-12 12-18 0-18C-12-18-20-12-23.5-1Z';
  const capCentre = 'M-24 6C-27-22-12-31 0-31C12-31 27-22 24 6C22-6 16-14 6-18Q0-12-6-18C-16-14-22-6-24 6Z';
  switch (o.style) {
    case 'short':
      front = path('M-23.5-2C-26-23-14-31 0-31C15-31 26-23 23.5-4C20-14 12-17 4-16C-6-15-14-12-18-14C-20-10-22-6-23.5-2Z', h);
      break;
    case 'side':
      front = path('M-23.5-4C-25-25-12-31 2-31C16-31 25-22 23.5-2C22-12 16-18 6-20C0-13-12-9-23.5-4Z', h);
      break;
    case 'long':
      back = path('M-26 0C-28-24-14-32 0-32C14-32 28-24 26 0L30 40Q0 48-30 40Z', hd);
      front = path(capCentre, h);
      break;
    case 'bob':
      back = path('M-27-4C-28-27-14-33 0-33C14-33 28-27 27-4L28 16Q22 21 14 17H-14Q-22 21-28 16Z', hd);
      front = path(capCentre, h);
      break;
    case 'bun':
      back = circle(0, -30, 11, hd);
      front = path(capPulled, h);
      break;
    case 'ponytail':
      back = ellipse(25, -8, 8, 19, hd, { transform: 'rotate(-22 25 -8)' }) + circle(20, -22, 7, hd);
      front = path(capPulled, h);
      break;
    case 'afro':
      back = circle(0, -8, 32, h);
      front = path(capPulled, h) + [-18, -9, 0, 9, 18].map((x) => circle(x, -17 + Math.abs(x) * 0.2, 7, h)).join('');
      break;
    case 'curly':
      front =
        path(capPulled, h) +
        [-22, -14, -5, 5, 14, 22, -18, 0, 18].map((x, i) => circle(x, i < 6 ? -18 - (i % 2) * 4 : -27, 7.5, h)).join('') +
        circle(-22, -8, 5.5, h) +
        circle(22, -8, 5.5, h);
      break;
    case 'buzz':
      front = path('M-23-4C-24-22-12-27 0-27C12-27 24-22 23-4C18-14 10-16 0-16C-10-16-18-14-23-4Z', h);
      break;
    case 'bald':
      front = ellipse(-21.5, -1, 4, 8, h) + ellipse(21.5, -1, 4, 8, h);
      break;
    case 'hijab':
      break;
  }
  const face: string[] = [];
  if (o.style === 'hijab') {
    const sc = o.scarf ?? C.teal;
    face.push(path('M-30 2C-31-24-16-34 0-34C16-34 31-24 30 2C32 18 36 30 38 42Q0 52-38 42C-36 30-32 18-30 2Z', sc));
    face.push(path('M-30 2C-31-24-16-34 0-34V46Q-20 46-38 42C-36 30-32 18-30 2Z', '#000', { opacity: 0.06 }));
    face.push(ellipse(0, 2, 18.5, 22, o.skin));
    face.push(path('M-19-2C-18-18-9-22 0-22C9-22 18-18 19-2C16-11 9-15 0-15C-9-15-16-11-19-2Z', shade(sc, -0.1)));
  } else {
    face.push(circle(-22, 2, 5, shade(o.skin, -0.06)), circle(22, 2, 5, shade(o.skin, -0.06)));
    face.push(circle(0, 0, 23, o.skin));
  }
  const brow = shade(o.style === 'hijab' ? C.ink : h, -0.1);
  face.push(stroke('M-12-8Q-8-10.5-4.5-8.5M4.5-8.5Q8-10.5 12-8', brow, 2));
  face.push(circle(-8, 0, 2.5, '#2a2522'), circle(8, 0, 2.5, '#2a2522'));
  face.push(ellipse(-13.5, 7, 4, 2.4, '#f0786a', { opacity: 0.28 }), ellipse(13.5, 7, 4, 2.4, '#f0786a', { opacity: 0.28 }));
  if (o.beard) {
    face.push(path('M-22.5 0C-22 22-12 29 0 29C12 29 22 22 22.5 0C20 10 14 14 0 14C-14 14-20 10-22.5 0Z', h));
    face.push(path('M-8 9.5Q0 5 8 9.5Q0 11.5-8 9.5Z', h));
  }
  if (o.mask) {
    face.push(stroke('M-17 4L-22 0M17 4L22 0', '#9fb7cf', 1.6));
    face.push(path('M-17 3Q0-1 17 3L15 16Q0 23-15 16Z', '#cfe3f6'), stroke('M-13 8H13M-12 12H12', '#b2cbe3', 1.2));
  } else {
    face.push(stroke('M-6.5 9Q0 14.5 6.5 9', shade(o.skin, -0.5), 2.2));
  }
  if (o.glasses) {
    face.push(circle(-8, 0, 6.5, C.white, { opacity: 0.18 }), circle(8, 0, 6.5, C.white, { opacity: 0.18 }));
    face.push(stroke('M-1.5 0H1.5M-14.5-1L-22-3M14.5-1L22-3', '#334155', 1.8));
    face.push(circle(-8, 0, 6.5, 'none', { stroke: '#334155', 'stroke-width': 2 }), circle(8, 0, 6.5, 'none', { stroke: '#334155', 'stroke-width': 2 }));
  }
  if (o.earrings && o.style !== 'hijab') face.push(circle(-22, 9, 2.4, o.earrings), circle(22, 9, 2.4, o.earrings));
  let phones = '';
  if (o.headphones) {
    phones =
      stroke('M-26-2C-28-40 28-40 26-2', shade(o.headphones, -0.2), 5) +
      rect(-33, -12, 13, 24, o.headphones, 6) +
      rect(20, -12, 13, 24, o.headphones, 6);
  }
  return { back, front: face.join('') + front + phones };
}

function armPath(sh: Pt, el2: Pt, hand: Pt): string {
  return `M${n(sh[0])} ${n(sh[1])}L${n(el2[0])} ${n(el2[1])}L${n(hand[0])} ${n(hand[1])}`;
}

function person(o: PersonOpts): Figure {
  const s = o.s ?? 1;
  const dir = o.flip ? -1 : 1;
  const dy = o.seated ? 30 : 0;
  const parts: string[] = [];
  const hs = o.child ? 1.18 : 1;
  const hd = head(o);
  const skinShade = shade(o.skin, -0.1);
  const shoes = o.shoes ?? '#3f3a36';
  const sleeve = o.coat ? C.coat : shade(o.top, -0.07);
  const coatLine = '#d7dee6';
  if (o.shadow !== false) parts.push(ellipse(0, -2, 46, 8, '#000', { opacity: 0.08 }));
  parts.push(g(`translate(0 ${n(-181 + dy)}) scale(${hs})`, hd.back));
  // Legs.
  if (o.seated) {
    if (o.dress) {
      parts.push(rect(-19, -46, 13, 42, skinShade, 6), rect(6, -46, 13, 42, skinShade, 6));
    } else {
      parts.push(rect(-22, -46, 18, 42, o.bottom, 7), rect(4, -46, 18, 42, o.bottom, 7));
    }
    parts.push(rect(-26, -60, 52, 22, o.dress ? o.bottom : shade(o.bottom, 0.06), 10));
    parts.push(ellipse(-14, -4, 12, 6, shoes), ellipse(14, -4, 12, 6, shoes));
  } else if (o.dress) {
    parts.push(rect(-15, -50, 11, 46, skinShade, 5), rect(4, -50, 11, 46, skinShade, 5));
    parts.push(ellipse(-12, -4, 11, 5.5, shoes), ellipse(12, -4, 11, 5.5, shoes));
    parts.push(path('M-25-92H25L37-44Q0-37-37-44Z', o.bottom));
  } else {
    parts.push(rect(-22, -92, 44, 22, o.bottom, 8));
    parts.push(rect(-21.5, -88, 19, 84, o.bottom, 8), rect(2.5, -88, 19, 84, o.bottom, 8));
    parts.push(ellipse(-14, -4, 13, 6, shoes), ellipse(14, -4, 13, 6, shoes));
  }
  // Neck and torso.
  parts.push(rect(-7, -166 + dy, 14, 18, skinShade, 4));
  const torso = `M-20 ${-152 + dy}C-28 ${-152 + dy}-31 ${-148 + dy}-31 ${-138 + dy}L-27 ${-84 + dy}Q-27 ${-80 + dy}-23 ${-80 + dy}H23Q27 ${-80 + dy} 27 ${-84 + dy}L31 ${-138 + dy}C31 ${-148 + dy} 28 ${-152 + dy} 20 ${-152 + dy}Z`;
  if (o.coat) {
    const bottom = o.seated ? -34 : -52;
    parts.push(
      path(
        `M-21 ${-152 + dy}C-29 ${-152 + dy}-32 ${-148 + dy}-32 ${-138 + dy}L-30 ${bottom + dy - 4}Q-30 ${bottom + dy}-26 ${bottom + dy}H26Q30 ${bottom + dy} 30 ${bottom + dy - 4}L32 ${-138 + dy}C32 ${-148 + dy} 29 ${-152 + dy} 21 ${-152 + dy}Z`,
        C.coat,
        { stroke: coatLine, 'stroke-width': 1.5 },
      ),
    );
    parts.push(path(`M-10 ${-152 + dy}H10L0 ${-120 + dy}Z`, o.top));
    parts.push(path(`M-7 ${-152 + dy}Q0 ${-144 + dy} 7 ${-152 + dy}Z`, skinShade));
    parts.push(stroke(`M-11 ${-152 + dy}L0 ${-120 + dy}L11 ${-152 + dy}M0 ${-120 + dy}V${bottom + dy}`, coatLine, 2));
    parts.push(rect(10, -114 + dy, 13, 11, 'none', 2, { stroke: coatLine, 'stroke-width': 1.6 }), stroke(`M14 ${-118 + dy}V${-108 + dy}`, C.teal, 2.4));
  } else {
    parts.push(path(torso, o.top));
    parts.push(path(`M-9 ${-152 + dy}Q0 ${-139 + dy} 9 ${-152 + dy}Z`, skinShade));
    if (o.dress && !o.seated) parts.push(stroke(`M-26 ${-88 + dy}H26`, shade(o.top, -0.15), 3));
  }
  if (o.pregnant) parts.push(ellipse(8, -100 + dy, 26, 25, o.top), ellipse(14, -106 + dy, 12, 10, C.white, { opacity: 0.12 }));
  if (o.steth) {
    parts.push(stroke(`M-11 ${-152 + dy}C-15 ${-132 + dy}-10 ${-118 + dy} 0 ${-116 + dy}C10 ${-118 + dy} 15 ${-132 + dy} 11 ${-152 + dy}`, '#334155', 2.8));
    parts.push(stroke(`M0 ${-116 + dy}C2 ${-108 + dy} 8 ${-106 + dy} 10 ${-99 + dy}`, '#334155', 2.8));
    parts.push(circle(10, -95 + dy, 5, '#cbd5e1', { stroke: '#64748b', 'stroke-width': 2 }));
  }
  // Head.
  parts.push(g(`translate(0 ${n(-181 + dy)}) scale(${hs})`, hd.front));
  // Arms.
  const local: Record<'left' | 'right', { hand: Pt; elbow: Pt; mid: Pt }> = {
    left: { hand: [0, 0], elbow: [0, 0], mid: [0, 0] },
    right: { hand: [0, 0], elbow: [0, 0], mid: [0, 0] },
  };
  for (const side of ['left', 'right'] as const) {
    const sg = side === 'right' ? 1 : -1;
    const [[ex, ey], [hx, hy]] = ARMS[(side === 'right' ? o.right : o.left) ?? 'down'];
    const sh: Pt = [sg * 26, -142 + dy];
    const elb: Pt = [sh[0] + sg * ex, sh[1] + ey];
    const hand: Pt = [sh[0] + sg * hx, sh[1] + hy];
    if (o.shortSleeves && !o.coat) {
      const mid: Pt = [sh[0] + (elb[0] - sh[0]) * 0.55, sh[1] + (elb[1] - sh[1]) * 0.55];
      parts.push(stroke(armPath(mid, elb, hand), skinShade, 12));
      parts.push(stroke(`M${n(sh[0])} ${n(sh[1])}L${n(mid[0])} ${n(mid[1])}`, sleeve, 15.5));
    } else {
      parts.push(stroke(armPath(sh, elb, hand), sleeve, 14.5));
      if (o.coat) parts.push(stroke(armPath(sh, elb, hand), coatLine, 1.2, { opacity: 0.8 }));
    }
    parts.push(circle(hand[0], hand[1], 7.5, o.skin));
    local[side] = { hand, elbow: elb, mid: [(sh[0] + elb[0]) / 2, (sh[1] + elb[1]) / 2] };
  }
  const gl = (p: Pt): Pt => [o.x + dir * s * p[0], o.y + s * p[1]];
  return {
    svg: g(`translate(${n(o.x)} ${n(o.y)}) scale(${n(dir * s)} ${n(s)})`, ...parts),
    left: gl(local.left.hand),
    right: gl(local.right.hand),
    head: gl([0, -181 + dy]),
    upperArm: { left: gl(local.left.mid), right: gl(local.right.mid) },
    elbow: { left: gl(local.left.elbow), right: gl(local.right.elbow) },
  };
}

/** A head-and-shoulders portrait, 256×256. */
function bust(svg: Svg, look: Look, top: string, kind: 'tee' | 'coat' | 'collar' | 'sweater' | 'scrubs', bg: readonly [string, string]): string {
  const hd = head(look);
  const skinShade = shade(look.skin, -0.1);
  const parts: string[] = [rect(0, 0, 256, 256, svg.lin([[0, bg[0]], [1, bg[1]]], 0, 0, 1, 1))];
  parts.push(circle(200, 46, 70, C.white, { opacity: 0.18 }), circle(40, 220, 60, C.white, { opacity: 0.12 }));
  parts.push(g('translate(128 110) scale(2.35)', hd.back));
  parts.push(rect(111, 140, 34, 60, skinShade, 12));
  const body = 'M22 262C24 214 58 194 102 189H154C198 194 232 214 234 262Z';
  if (kind === 'coat') {
    parts.push(path(body, C.coat));
    parts.push(path('M102 189H154L128 240Z', top));
    parts.push(path('M112 189Q128 206 144 189Z', skinShade));
    parts.push(stroke('M100 189L128 240L156 189M128 240V262', '#d3dbe4', 3));
    parts.push(stroke('M104 192C96 222 108 236 128 238', '#334155', 4.5));
    parts.push(rect(166, 226, 30, 22, 'none', 4, { stroke: '#d3dbe4', 'stroke-width': 3 }), stroke('M174 220V238', C.teal, 4));
  } else if (kind === 'collar') {
    parts.push(path(body, top));
    parts.push(path('M108 189L128 224L148 189Z', skinShade));
    parts.push(path('M104 186L128 222L112 232L96 196Z', shade(top, 0.35)), path('M152 186L128 222L144 232L160 196Z', shade(top, 0.35)));
  } else if (kind === 'scrubs') {
    parts.push(path(body, top));
    parts.push(path('M106 189L128 226L150 189Z', skinShade));
    parts.push(stroke('M104 189L128 230L152 189', shade(top, -0.2), 4));
    parts.push(rect(164, 222, 34, 24, shade(top, -0.1), 5));
  } else if (kind === 'sweater') {
    parts.push(path(body, top));
    parts.push(path('M108 189Q128 214 148 189Z', skinShade));
    parts.push(stroke('M106 189Q128 218 150 189', shade(top, -0.18), 6));
    parts.push(stroke('M70 240V262M186 240V262', shade(top, -0.1), 3));
  } else {
    parts.push(path(body, top));
    parts.push(path('M106 189Q128 220 150 189Z', skinShade));
    parts.push(stroke('M104 189Q128 222 152 189', shade(top, -0.15), 4));
  }
  parts.push(g('translate(128 110) scale(2.35)', hd.front));
  return parts.join('');
}

// ---------------------------------------------------------------------------
// Shared backdrops
// ---------------------------------------------------------------------------

function wash(svg: Svg, top: string, bottom: string): string {
  return rect(0, 0, svg.w, svg.h, svg.lin([[0, top], [1, bottom]]));
}

function floor(svg: Svg, y: number, color: string): string {
  return rect(0, y, svg.w, svg.h - y, svg.lin([[0, color], [1, shade(color, -0.05)]])) + rect(0, y, svg.w, 5, shade(color, -0.08));
}

function outdoor(svg: Svg, skyTop: string, skyBottom: string, horizon: number, hillA: string, hillB: string, grass: string, seed: number): string {
  return (
    rect(0, 0, svg.w, svg.h, svg.lin([[0, skyTop], [1, skyBottom]])) +
    hills(svg.w, svg.h, horizon, 90, hillA, seed, 4) +
    hills(svg.w, svg.h, horizon + 50, 60, hillB, seed + 1, 5) +
    path(`${smoothOpen([[-20, horizon + 110], [svg.w * 0.3, horizon + 95], [svg.w * 0.7, horizon + 115], [svg.w + 20, horizon + 100]])}L${svg.w + 20} ${svg.h}L-20 ${svg.h}Z`, svg.lin([[0, grass], [1, shade(grass, -0.06)]]))
  );
}

// ---------------------------------------------------------------------------
// Camp pictures (1200×800), one per theme, in seed order
// ---------------------------------------------------------------------------

type Scene = (svg: Svg) => string;

/** 01 Eye screening: a tumbling-E chart, a doctor pointing, a patient covering one eye. */
const eyeScreening: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#e2f4f0', '#fbf4ea')];
  parts.push(blob(320, 330, 280, '#d0eee7', 11), blob(1020, 250, 190, '#fde0d5', 12));
  parts.push(valanceTop(1200, C.teal, C.white));
  parts.push(floor(svg, 640, '#efdfc9'), ellipse(650, 712, 440, 46, '#e5cfb2'));
  // Eye chart on an easel.
  const rand = rng(7);
  const rows = [46, 34, 27, 21, 16, 12, 9];
  let chart = stroke('M40 420L14 520M220 420L246 520M130 420V505', '#9a7456', 10);
  chart += rect(6, 10, 260, 430, '#000', 18, { opacity: 0.06 });
  chart += rect(0, 0, 260, 430, C.white, 18, { stroke: '#d6dde4', 'stroke-width': 4 });
  chart += rect(0, 0, 260, 50, C.teal, 18) + rect(0, 30, 260, 20, C.teal);
  chart += cross(130, 25, 26, C.white);
  let y = 74;
  rows.forEach((size, i) => {
    const count = i + 1;
    const gap = size * 0.8;
    const width = count * size + (count - 1) * gap;
    for (let k = 0; k < count; k++) {
      const ex = 130 - width / 2 + k * (size + gap);
      const rot = Math.floor(rand() * 4) * 90;
      chart += path('M0 0H5V1H1V2H5V3H1V4H5V5H0Z', C.ink, {
        transform: `translate(${n(ex + size / 2)} ${n(y + size / 2)}) rotate(${rot}) translate(${n(-size / 2)} ${n(-size / 2)}) scale(${n(size / 5)})`,
      });
    }
    y += size + 16;
    if (i === 4) chart += rect(36, y - 9, 188, 3, C.coral, 1.5);
  });
  parts.push(g(tr(120, 140), chart));
  // Eye badge.
  parts.push(badge(svg, 1030, 245, 108, eyeIcon(1030, 245, 1.05)));
  // Side table with spectacles and a plant.
  parts.push(table(960, 590, 200, 96, C.wood));
  parts.push(
    g(
      tr(1030, 572),
      circle(-22, 0, 17, '#e0f2fe', { stroke: C.tealDark, 'stroke-width': 5 }),
      circle(22, 0, 17, '#e0f2fe', { stroke: C.tealDark, 'stroke-width': 5 }),
      stroke('M-6-2Q0-8 6-2', C.tealDark, 5),
    ),
  );
  parts.push(plant(1118, 590, 0.55, C.coral));
  // People.
  const doc = person({ x: 500, y: 690, s: 1.75, skin: at(SKIN, 4), hair: HAIR.black, style: 'short', top: C.teal, bottom: C.navy, coat: true, steth: true, left: 'point' });
  parts.push(doc.svg, stroke(`M${n(doc.left[0])} ${n(doc.left[1])}L${n(doc.left[0] - 96)} ${n(doc.left[1] - 60)}`, '#6b4a35', 5));
  const pat = person({ x: 820, y: 702, s: 1.7, skin: at(SKIN, 1), hair: HAIR.brown, style: 'long', top: C.coral, bottom: C.navy, right: 'face', earrings: C.yellow });
  parts.push(pat.svg);
  parts.push(stroke(`M${n(pat.right[0] + 4)} ${n(pat.right[1] + 14)}L${n(pat.right[0] + 14)} ${n(pat.right[1] + 60)}`, C.ink, 6), circle(pat.right[0], pat.right[1] - 2, 16, C.ink));
  parts.push(plant(80, 780, 0.8, C.teal));
  return parts.join('');
};

function glucoseMeter(x: number, y: number, s: number): string {
  return g(
    tr(x, y, s),
    rect(-74, -112, 160, 240, '#000', 36, { opacity: 0.07 }),
    rect(-10, -156, 20, 48, C.yellow, 3),
    rect(-80, -120, 160, 240, C.white, 36, { stroke: '#cfd8e2', 'stroke-width': 4 }),
    rect(-58, -92, 116, 104, C.tealDeep, 16),
    drop(-30, -56, 34, C.coral),
    rect(-6, -72, 48, 12, C.teal3, 6),
    rect(-6, -52, 34, 12, C.teal3, 6, { opacity: 0.7 }),
    stroke('M-44-16L-24-28L-8-20L10-36L28-24L42-30', C.teal3, 4),
    circle(-30, 56, 18, C.teal),
    circle(30, 56, 18, C.coralSoft),
    rect(-20, 92, 40, 8, '#dfe5ec', 4),
  );
}

/** 02 Diabetes check: a nurse and a patient at a table with a big glucose meter. */
const diabetesCheck: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#fff2e6', '#fde3d1')];
  parts.push(blob(230, 300, 240, '#fcd6c4', 21), blob(1000, 250, 220, '#d8f1eb', 22));
  parts.push(valanceTop(1200, C.coral, C.white));
  // Poster: drop and chart, no words.
  parts.push(rect(116, 160, 230, 270, '#000', 14, { opacity: 0.06 }), rect(110, 150, 230, 270, C.white, 14));
  parts.push(drop(170, 215, 70, C.coral), heart(170, 220, 26, C.white));
  parts.push(rect(220, 190, 90, 12, C.teal, 6), rect(220, 214, 64, 12, C.tealSoft, 6), rect(220, 238, 78, 12, C.tealSoft, 6));
  parts.push(stroke('M140 380L180 330L220 350L260 300L310 320', C.teal, 6), rect(140, 390, 170, 3, C.greyLight));
  parts.push(floor(svg, 660, '#f0dac4'));
  const nurse = person({ x: 470, y: 722, s: 1.75, skin: at(SKIN, 2), hair: HAIR.dark, style: 'bun', top: C.teal, bottom: C.navy, coat: true, steth: true, right: 'reach', left: 'down' });
  const pat = person({ x: 800, y: 722, s: 1.75, skin: at(SKIN, 4), hair: HAIR.black, style: 'short', beard: true, top: '#5b8fc0', bottom: C.navy, left: 'reach', right: 'down' });
  parts.push(nurse.svg, pat.svg);
  parts.push(g(tr(nurse.right[0] + 10, nurse.right[1] - 4, 1, -20), rect(-8, -34, 16, 48, C.teal2, 7), rect(-4, -44, 8, 12, C.white, 2)));
  parts.push(drop(pat.left[0] - 4, pat.left[1] - 30, 26, C.coralDark));
  // Table with cloth.
  parts.push(rect(140, 598, 920, 20, C.wood, 6), path('M160 616H1040V800H160Z', C.teal), path('M160 616H1040V640H160Z', '#000', { opacity: 0.08 }));
  parts.push(circle(600, 712, 46, C.white, { opacity: 0.95 }), cross(600, 712, 50, C.coral));
  parts.push(glucoseMeter(960, 476, 1));
  parts.push(g(tr(270, 580), rect(-50, -16, 100, 22, C.white, 4, { stroke: '#d0d8e0', 'stroke-width': 2 }), rect(-44, -12, 40, 14, C.tealLight, 2)));
  parts.push(g(tr(380, 560), rect(-14, -36, 28, 40, C.white, 6, { stroke: '#cfd8e2', 'stroke-width': 2 }), rect(-16, -46, 32, 12, C.coral, 4)));
  parts.push(g(tr(200, 570), circle(0, 0, 28, '#e24b4b'), ellipse(-9, -9, 8, 6, C.white, { opacity: 0.35 }), stroke('M0-26Q2-40 10-44', C.woodDark, 4), ellipse(14, -38, 10, 5, C.green, { transform: 'rotate(-30 14 -38)' })));
  return parts.join('');
};

/** 03 Children's dental: a smiling tooth, a giant toothbrush, a dentist and two children. */
const childrensDental: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#dcf5f0', '#f5fbf6')];
  parts.push(circle(600, 360, 300, '#c6ede4'), circle(600, 360, 220, '#b6e6db', { opacity: 0.5 }));
  parts.push(floor(svg, 650, '#cfe9d9'));
  for (const [bx, by, br] of [
    [180, 160, 22],
    [240, 240, 12],
    [980, 140, 18],
    [1060, 220, 10],
    [880, 560, 14],
    [330, 110, 9],
  ] as const)
    parts.push(circle(bx, by, br, C.white, { opacity: 0.55, stroke: C.white, 'stroke-width': 3 }));
  // Tooth character.
  parts.push(path(TOOTH, '#000', { transform: tr(612, 378, 300), opacity: 0.07 }));
  parts.push(path(TOOTH, C.white, { transform: tr(600, 360, 300) }));
  parts.push(path('M-0.3-0.42C-0.26-0.5-0.16-0.5-0.1-0.46', 'none', { transform: tr(600, 360, 300), stroke: '#e4f4f1', 'stroke-width': 0.05, 'stroke-linecap': 'round' }));
  parts.push(circle(552, 330, 14, C.ink), circle(648, 330, 14, C.ink), circle(557, 325, 5, C.white), circle(653, 325, 5, C.white));
  parts.push(ellipse(528, 368, 18, 10, C.coralSoft, { opacity: 0.6 }), ellipse(672, 368, 18, 10, C.coralSoft, { opacity: 0.6 }));
  parts.push(path('M566 372Q600 410 634 372Q600 384 566 372Z', C.coralDark));
  parts.push(sparkle(760, 210, 26, C.yellow), sparkle(440, 190, 18, C.yellow), sparkle(790, 300, 12, C.white));
  // Toothbrush.
  parts.push(
    g(
      tr(870, 318, 1, -28),
      rect(-4, 10, 300, 34, '#000', 17, { opacity: 0.06 }),
      rect(0, -17, 300, 34, C.coral, 17),
      rect(170, -9, 100, 14, C.coralLight, 7),
      rect(-120, -14, 132, 28, C.coral, 12),
      rect(-112, -20, 102, 10, shade(C.coral, -0.15), 4),
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => rect(-110 + i * 12.5, -62, 9, 44, i % 2 ? C.white : C.teal2, 4)),
      path('M-116-60C-120-84-90-92-80-78C-70-96-40-92-42-74C-30-86-2-80-8-60Z', C.white),
      stroke('M-100-70Q-80-80-60-70T-22-70', C.tealSoft, 5),
    ),
  );
  // Dentist with a mirror.
  const dentist = person({ x: 230, y: 740, s: 1.75, skin: at(SKIN, 0), hair: HAIR.blond, style: 'ponytail', mask: true, top: C.teal, bottom: C.navy, coat: true, right: 'chest' });
  parts.push(dentist.svg, stroke(`M${n(dentist.right[0])} ${n(dentist.right[1])}l22-40`, '#94a3b8', 5), circle(dentist.right[0] + 26, dentist.right[1] - 48, 11, '#dbeafe', { stroke: '#94a3b8', 'stroke-width': 3 }));
  const kid1 = person({ x: 900, y: 748, s: 1.15, child: true, skin: at(SKIN, 3), hair: HAIR.black, style: 'curly', top: C.yellow, bottom: C.teal, shortSleeves: true, right: 'wave' });
  const kid2 = person({ x: 1060, y: 752, s: 1.1, child: true, skin: at(SKIN, 1), hair: HAIR.auburn, style: 'bob', top: C.coral, bottom: C.coral, dress: true, left: 'hold' });
  parts.push(kid1.svg, kid2.svg);
  parts.push(g(tr(kid2.left[0], kid2.left[1], 0.5, -70), rect(0, -7, 100, 14, C.teal2, 7), rect(-46, -8, 50, 16, C.teal2, 6), ...[0, 1, 2, 3].map((i) => rect(-44 + i * 11, -30, 8, 24, i % 2 ? C.white : C.tealLight, 3))));
  return parts.join('');
};

/** 04 Maternal health: an expectant mother, a health worker, a mother with her baby. */
const maternalHealth: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#fde6e0', '#fff6ed')];
  parts.push(blob(330, 300, 260, '#fbd2c6', 31), blob(960, 360, 270, '#e1f3ec', 32));
  // Window with soft hills.
  parts.push(rect(540, 90, 300, 240, C.white, 20), rect(556, 106, 268, 208, svg.lin([[0, '#fde2c8'], [1, '#fff4e4']]), 12));
  parts.push(g('', path('M556 260Q640 210 720 250T824 240V314H556Z', '#bfe3cf'), path('M556 290Q660 250 824 284V314H556Z', '#9fd3b4'), circle(760, 170, 26, '#fbbf77')));
  parts.push(stroke('M690 106V314M556 210H824', C.white, 8));
  parts.push(floor(svg, 650, '#f2dcc8'), ellipse(620, 716, 470, 44, '#eccdb8'));
  for (const [hx, hy, hsz, hc] of [
    [180, 150, 46, C.coral],
    [250, 95, 26, C.coralSoft],
    [1060, 130, 40, C.teal2],
    [1110, 200, 22, C.coralSoft],
  ] as const)
    parts.push(heart(hx, hy, hsz, hc));
  const mum = person({ x: 400, y: 722, s: 1.8, skin: at(SKIN, 3), hair: HAIR.black, style: 'long', top: C.coral, bottom: C.coral, dress: true, pregnant: true, left: 'hold', right: 'chest', earrings: C.yellow });
  const worker = person({ x: 660, y: 722, s: 1.8, skin: at(SKIN, 1), hair: HAIR.brown, style: 'bob', top: C.teal, bottom: C.tealDark, steth: true, left: 'hold', right: 'down', flip: true });
  parts.push(mum.svg, worker.svg, clipboard(worker.left[0], worker.left[1] - 14, 1.2, 8));
  parts.push(chair(960, 740, 1.7, '#e6b980'));
  const mother = person({ x: 960, y: 740, s: 1.7, seated: true, skin: at(SKIN, 5), hair: HAIR.black, style: 'hijab', scarf: C.plum, top: C.yellow, bottom: C.navy, left: 'hold', right: 'hold' });
  parts.push(mother.svg);
  const bx = (mother.left[0] + mother.right[0]) / 2;
  const by = (mother.left[1] + mother.right[1]) / 2 - 18;
  const baby = at(SKIN, 4);
  parts.push(
    g(
      tr(bx + 6, by - 6, 1, -10),
      ellipse(8, 6, 72, 34, '#fbe3a4'),
      path('M-30-20C10-34 60-28 80 6C60 30 10 40-30 30Z', '#fff4d6'),
      stroke('M-10-22C10 0 10 20-6 34', '#f3cf7c', 3),
      circle(-44, -6, 27, baby),
      path('M-72-12C-72-40-16-40-16-12C-30-22-58-22-72-12Z', C.coralSoft),
      stroke('M-56-2q4 3 8 0M-40-2q4 3 8 0', shade(baby, -0.55), 2.2),
      ellipse(-60, 6, 4, 2.5, '#f0786a', { opacity: 0.35 }),
      ellipse(-28, 6, 4, 2.5, '#f0786a', { opacity: 0.35 }),
      stroke('M-48 10q4 3 8 0', shade(baby, -0.55), 2),
    ),
  );
  parts.push(plant(1140, 780, 0.75, C.teal));
  return parts.join('');
};

/** 05 Heart / cardiology: a big heart with a pulse line, a doctor listening to a patient, a monitor. */
const cardiology: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#d8f2ec', '#f3fbf8')];
  parts.push(path(HEART, svg.lin([[0, C.coralSoft], [1, C.coral]], 0, 0, 1, 1), { transform: tr(840, 330, 560) }));
  parts.push(path(HEART, C.white, { transform: tr(840, 330, 440), opacity: 0.12 }));
  parts.push(floor(svg, 660, '#e3efe8'));
  const ecg = 'M0 330H520L550 300L575 330H620L650 170L690 470L725 280L750 330H820L845 305L870 330H1200';
  parts.push(stroke(ecg, C.coralDark, 18, { opacity: 0.18 }), stroke(ecg, C.white, 9));
  // Monitor on a stand.
  parts.push(
    g(
      tr(1060, 0),
      stroke('M0 530V720M-50 730H50', '#8b97a6', 8),
      circle(-46, 736, 8, '#64748b'),
      circle(46, 736, 8, '#64748b'),
      rect(-112, 380, 224, 156, '#e2e8f0', 18),
      rect(-98, 394, 196, 128, C.tealDeep, 10),
      stroke('M-88 470H-40L-28 440L-14 500L0 454L10 470H88', '#5eead4', 4),
      heart(-66, 418, 18, C.coral),
      rect(20, 410, 60, 8, C.teal3, 4, { opacity: 0.6 }),
    ),
  );
  parts.push(badge(svg, 150, 160, 78, heart(150, 166, 70, C.coral) + cross(150, 160, 26, C.white)));
  parts.push(chair(610, 742, 1.65, C.sand3));
  const pat = person({ x: 610, y: 742, s: 1.7, seated: true, skin: at(SKIN, 1), hair: HAIR.grey, style: 'side', top: '#9cc5e6', bottom: '#5b6472', left: 'down', right: 'down' });
  const doc = person({ x: 340, y: 744, s: 1.85, skin: at(SKIN, 5), hair: HAIR.black, style: 'buzz', glasses: true, top: C.teal, bottom: C.navy, coat: true, steth: true, right: 'extend' });
  parts.push(pat.svg, doc.svg);
  const [hx, hy] = doc.right;
  parts.push(stroke(`M${n(hx)} ${n(hy)}Q${n(hx + 30)} ${n(hy + 30)} ${n(hx + 44)} ${n(hy + 18)}`, '#334155', 4), circle(hx + 48, hy + 14, 10, '#cbd5e1', { stroke: '#475569', 'stroke-width': 3 }));
  return parts.join('');
};

/** 06 Vaccination drive: a tent, a queue, a nurse with a syringe, a shield badge. */
const vaccination: Scene = (svg) => {
  const parts: string[] = [outdoor(svg, '#bfe4f2', '#eef8f4', 470, '#c4e3cf', '#a7d6b5', '#b7deae', 61)];
  parts.push(cloud(200, 120, 1), cloud(780, 90, 0.8), sun(1000, 110, 44, '#fcd34d'));
  parts.push(tree(1140, 660, 1.3, '#6bb77b', '#9fd6a4'), tree(60, 640, 1.1, '#6bb77b', '#9fd6a4'));
  parts.push(canopy(svg, 650, 720, 660, 520, C.teal, C.white, { flag: C.coral }));
  parts.push(bunting(0, 250, 320, 290, 30, [C.coral, C.yellow, C.teal2, C.white], 7));
  parts.push(table(720, 575, 230, 126, C.white, '#b6c2cf'));
  parts.push(vial(770, 575, 1.2, C.teal2), vial(800, 575, 1.2, C.teal2), vial(830, 575, 1.2, C.coralSoft));
  parts.push(g(tr(900, 548), rect(-36, -24, 72, 50, C.white, 6, { stroke: '#c3ccd6', 'stroke-width': 3 }), cross(0, 0, 26, C.coral)));
  parts.push(badge(svg, 1060, 250, 82, path(SHIELD, C.teal, { transform: tr(1060, 252, 110) }) + cross(1060, 250, 42, C.white)));
  const queue = [
    person({ x: 120, y: 740, s: 1.6, skin: at(SKIN, 2), hair: HAIR.black, style: 'hijab', scarf: C.coral, top: C.teal2, bottom: C.navy, dress: true, right: 'down' }),
    person({ x: 205, y: 745, s: 1.05, child: true, skin: at(SKIN, 3), hair: HAIR.dark, style: 'curly', top: C.yellow, bottom: '#5b8fc0', shortSleeves: true, left: 'up' }),
    person({ x: 300, y: 745, s: 1.65, skin: at(SKIN, 0), hair: HAIR.auburn, style: 'short', beard: true, top: '#7ba05b', bottom: '#3f4a5a' }),
  ];
  for (const p of queue) parts.push(p.svg);
  const pat = person({ x: 550, y: 735, s: 1.72, skin: at(SKIN, 4), hair: HAIR.black, style: 'short', top: C.yellow, bottom: C.navy, shortSleeves: true, right: 'down', left: 'hip' });
  parts.push(pat.svg, rect(pat.upperArm.right[0] - 10, pat.upperArm.right[1] - 5, 20, 11, '#f5c9a8', 4, { stroke: '#e7a985', 'stroke-width': 1.5 }));
  const nurse = person({ x: 780, y: 735, s: 1.75, skin: at(SKIN, 2), hair: HAIR.dark, style: 'bun', mask: true, top: C.teal, bottom: C.tealDark, left: 'up', right: 'down', flip: true });
  parts.push(nurse.svg, syringe(nurse.left[0], nurse.left[1] - 10, 1.1, 0));
  return parts.join('');
};

/** 07 Mental health: two people talking calmly in armchairs by a sunset window. */
const mentalHealth: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#ebe6f5', '#fbf2ec')];
  parts.push(blob(200, 250, 200, '#e0d8f1', 71), blob(1020, 300, 210, '#fbe3da', 72));
  parts.push(rect(470, 100, 260, 300, C.white, 130), rect(486, 116, 228, 268, svg.lin([[0, '#f8c9b5'], [0.6, '#fde4c8'], [1, '#fff1dc']]), 114));
  parts.push(circle(600, 290, 40, '#fbb07a'), path('M486 320Q560 290 620 315T714 300V384H486Z', '#c9b8e3'), path('M486 350Q600 320 714 345V384H486Z', '#ad9bd3'));
  parts.push(stroke('M600 116V384', C.white, 7));
  parts.push(floor(svg, 640, '#eadfd2'), ellipse(600, 716, 440, 50, '#dcd0ea'));
  parts.push(plant(110, 700, 1.1, C.sand3, C.green2));
  parts.push(g(tr(1090, 0), stroke('M0 680V330', '#7c6a58', 5), path('M-44 340L-26 270H26L44 340Z', C.yellowSoft), ellipse(0, 690, 36, 8, '#7c6a58')));
  parts.push(armchair(330, 720, 1.2, '#62aaa0'), armchair(870, 720, 1.2, C.coralSoft));
  const a = person({ x: 330, y: 722, s: 1.7, seated: true, skin: at(SKIN, 1), hair: HAIR.grey, style: 'bob', glasses: true, top: C.teal, bottom: '#40474f', left: 'hold', right: 'reach' });
  const b = person({ x: 870, y: 722, s: 1.7, seated: true, skin: at(SKIN, 4), hair: HAIR.black, style: 'afro', top: C.yellow, bottom: C.navy, left: 'reach', right: 'down' });
  parts.push(a.svg, b.svg, clipboard(a.left[0], a.left[1] - 6, 1, -10));
  parts.push(g(tr(600, 640), stroke('M0 0V60M-30 64H30', '#8a6447', 6), ellipse(0, 0, 60, 12, C.wood), rect(-34, -26, 22, 24, C.white, 5), rect(10, -26, 22, 24, C.white, 5), stroke('M-12-20q8 0 8 8t-8 8M32-20q8 0 8 8t-8 8', C.white, 3)));
  parts.push(speech(250, 200, 170, 90, 'right', C.white, [0, 1, 2].map((i) => circle(300 + i * 35, 245, 9, C.teal)).join('')));
  parts.push(speech(790, 170, 160, 100, 'left', C.white, heart(870, 222, 54, C.coral)));
  parts.push(sparkle(470, 470, 10, C.white), sparkle(760, 450, 14, C.white));
  return parts.join('');
};

function dumbbell(x: number, y: number, s: number, color: string): string {
  return g(tr(x, y, s), rect(-30, -4, 60, 8, '#64748b', 4), rect(-44, -16, 16, 32, color, 5), rect(28, -16, 16, 32, color, 5));
}

/** 08 Physiotherapy: a therapist guiding a stretch with a resistance band, ball, wall bars. */
const physiotherapy: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#e3f4e8', '#f8fbf2')];
  parts.push(blob(600, 300, 300, '#d3eedb', 81));
  let bars = stroke('M0 0V520M180 0V520', C.wood, 14);
  for (let i = 0; i < 10; i++) bars += stroke(`M0 ${40 + i * 50}H180`, shade(C.wood, 0.15), 9);
  parts.push(g(tr(70, 140), bars));
  parts.push(floor(svg, 650, '#ead9c2'), rect(300, 668, 620, 46, C.teal2, 22, { opacity: 0.85 }), rect(300, 668, 620, 10, C.white, 5, { opacity: 0.25 }));
  parts.push(badge(svg, 1040, 190, 80, g(tr(1040, 196, 1, -35), rect(-38, -10, 76, 20, C.teal, 6), circle(-40, -11, 14, C.teal), circle(-40, 11, 14, C.teal), circle(40, -11, 14, C.teal), circle(40, 11, 14, C.teal)) + cross(1082, 150, 26, C.coral)));
  const pat = person({ x: 540, y: 694, s: 1.75, skin: at(SKIN, 2), hair: HAIR.dark, style: 'ponytail', top: C.coral, bottom: C.navy, shortSleeves: true, right: 'up', left: 'down' });
  const foot: Pt = [540 + 1.75 * 14, 690];
  parts.push(pat.svg);
  parts.push(stroke(`M${n(pat.right[0])} ${n(pat.right[1])}Q${n(pat.right[0] + 70)} ${n(pat.right[1] + 200)} ${n(foot[0] + 10)} ${n(foot[1] - 6)}`, C.yellow, 8));
  const th = person({ x: 770, y: 694, s: 1.8, skin: at(SKIN, 4), hair: HAIR.black, style: 'short', top: C.teal, bottom: '#3b4654', shortSleeves: true, left: 'reach', right: 'hip' });
  parts.push(th.svg);
  parts.push(circle(1020, 598, 104, svg.lin([[0, C.coralSoft], [1, C.coral]], 0, 0, 1, 1)), stroke('M930 560Q1020 520 1110 570M940 640Q1020 610 1105 650', C.white, 6, { opacity: 0.35 }), ellipse(1020, 702, 90, 10, '#000', { opacity: 0.08 }));
  parts.push(dumbbell(1110, 735, 1.4, C.teal), dumbbell(870, 752, 1.4, C.coral));
  return parts.join('');
};

function ribbon(x: number, y: number, s: number, color: string): string {
  return g(
    tr(x, y, s),
    path('M-0.12 0.05L-0.42 0.5L-0.26 0.56L0.02 0.16Z', shade(color, -0.12)),
    path('M0-0.5C-0.25-0.5-0.3-0.2-0.12 0.05L0.26 0.56L0.42 0.5L0.12 0.05C0.3-0.2 0.25-0.5 0-0.5ZM0-0.37C-0.12-0.37-0.15-0.22-0.05-0.06L0 0.02L0.05-0.06C0.15-0.22 0.12-0.37 0-0.37Z', color, { 'fill-rule': 'evenodd' }),
  );
}

function flower(x: number, y: number, s: number, petal: string): string {
  return g(tr(x, y, s), stroke('M0 0V60', C.green2, 4), ellipse(10, 36, 10, 5, C.green, { transform: 'rotate(-30 10 36)' }), ...[0, 72, 144, 216, 288].map((a) => ellipse(0, -11, 7, 11, petal, { transform: `rotate(${a})` })), circle(0, 0, 6, C.yellow));
}

/** 09 Women's health: three women of different ages, a doctor, an awareness ribbon. */
const womensHealth: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#fde4e1', '#fff6ee')];
  parts.push(blob(420, 330, 300, '#fbd2cc', 91), blob(1000, 240, 200, '#e3f4ee', 92));
  parts.push(ribbon(1000, 240, 270, C.coral));
  parts.push(floor(svg, 655, '#f2ddca'));
  for (const [fx, fy, fs, fc] of [
    [60, 720, 1.2, C.coralSoft],
    [110, 700, 1, C.white],
    [1140, 720, 1.2, C.coralSoft],
    [1090, 705, 1, C.yellowSoft],
  ] as const)
    parts.push(flower(fx, fy, fs, fc));
  const women = [
    person({ x: 280, y: 730, s: 1.7, skin: at(SKIN, 1), hair: HAIR.grey, style: 'bun', glasses: true, top: C.plum, bottom: C.plum, dress: true, right: 'hold' }),
    person({ x: 450, y: 735, s: 1.75, skin: at(SKIN, 3), hair: HAIR.black, style: 'hijab', scarf: C.teal, top: C.coral, bottom: C.coral, dress: true, left: 'down', right: 'down' }),
    person({ x: 620, y: 730, s: 1.72, skin: at(SKIN, 5), hair: HAIR.black, style: 'long', top: C.yellow, bottom: C.navy, left: 'down', right: 'wave', earrings: C.white }),
  ];
  for (const w of women) parts.push(w.svg);
  const doc = person({ x: 880, y: 735, s: 1.78, skin: at(SKIN, 2), hair: HAIR.brown, style: 'long', top: C.coral, bottom: C.navy, coat: true, steth: true, left: 'hold', flip: true });
  parts.push(doc.svg, clipboard(doc.left[0], doc.left[1] - 14, 1.2, -6));
  parts.push(heart(720, 170, 40, C.coral), heart(760, 120, 22, C.coralSoft), heart(160, 200, 30, C.teal2));
  return parts.join('');
};

/** 10 Blood donation: a donor in a reclining chair, a blood bag on a stand, a nurse. */
const bloodDonation: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#fdeaea', '#fff6f1')];
  parts.push(blob(360, 330, 270, '#fad3d1', 101), blob(1010, 240, 190, '#e2f3ee', 102));
  parts.push(floor(svg, 650, '#f1dfcf'));
  parts.push(path(DROP, svg.lin([[0, '#f59a8a'], [1, '#d94848']], 0, 0, 1, 1), { transform: tr(1010, 230, 300) }), heart(1010, 270, 100, C.white), cross(1010, 265, 34, '#e05a5a'));
  for (const [dx, dy, ds] of [
    [860, 120, 30],
    [1150, 380, 26],
    [170, 150, 34],
    [230, 90, 18],
  ] as const)
    parts.push(drop(dx, dy, ds, C.coral, { opacity: 0.75 }));
  // Reclining donor chair.
  parts.push(
    g(
      tr(460, 735),
      ellipse(0, -4, 140, 12, '#000', { opacity: 0.07 }),
      rect(-20, -50, 40, 50, '#64748b', 6),
      rect(-120, -80, 260, 40, C.teal, 18),
      rect(-88, -250, 120, 190, C.teal, 40, { transform: 'rotate(-14 -28 -60)' }),
      rect(60, -140, 150, 28, shade(C.teal, 0.18), 14),
    ),
  );
  const donor = person({ x: 460, y: 735, s: 1.75, seated: true, skin: at(SKIN, 3), hair: HAIR.black, style: 'short', top: C.yellow, bottom: C.navy, shortSleeves: true, right: 'extend', left: 'hold' });
  parts.push(donor.svg, circle(donor.right[0] + 6, donor.right[1], 11, C.coral));
  // Stand with bag and tube.
  const [ex, ey] = donor.elbow.right;
  parts.push(g('', stroke('M720 730V230M700 230H740', '#8b97a6', 6), stroke('M680 738H760', '#8b97a6', 8), rect(688, 250, 68, 104, '#d94848', 16), rect(698, 262, 48, 22, C.white, 4, { opacity: 0.85 }), rect(716, 354, 12, 12, '#b83a3a', 3)));
  parts.push(stroke(`M722 366C720 480 ${n(ex + 60)} ${n(ey + 70)} ${n(ex + 4)} ${n(ey + 4)}`, '#c84040', 5), rect(ex - 10, ey - 6, 22, 12, C.white, 3));
  const nurse = person({ x: 900, y: 735, s: 1.75, skin: at(SKIN, 0), hair: HAIR.blond, style: 'ponytail', top: C.teal, bottom: C.tealDark, left: 'hold', right: 'down', flip: true });
  parts.push(nurse.svg, clipboard(nurse.left[0], nurse.left[1] - 14, 1.2, 6));
  return parts.join('');
};

/** 11 Skin care / dermatology: sun, sunscreen, a dermatologist with a magnifier. */
const dermatology: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#fdeecf', '#fff8ee')];
  parts.push(sun(170, 150, 62, '#fbbf4c'));
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    parts.push(stroke(`M${n(170 + Math.cos(a) * 96)} ${n(150 + Math.sin(a) * 96)}L${n(170 + Math.cos(a) * 128)} ${n(150 + Math.sin(a) * 128)}`, '#fbbf4c', 8, { opacity: 0.7 }));
  }
  parts.push(blob(1000, 330, 240, '#e0f3ec', 111));
  parts.push(floor(svg, 650, '#f0dfc6'));
  // Shelf with bottles.
  parts.push(rect(900, 250, 240, 14, C.wood, 5), rect(912, 262, 10, 24, C.woodDark, 3), rect(1118, 262, 10, 24, C.woodDark, 3));
  parts.push(rect(925, 176, 40, 74, C.teal2, 10), rect(935, 160, 20, 18, C.white, 4), rect(985, 196, 46, 54, C.coralSoft, 12), rect(997, 184, 22, 14, C.coral, 4), rect(1052, 170, 34, 80, C.white, 10, { stroke: '#d6dde4', 'stroke-width': 3 }), rect(1060, 152, 18, 20, C.teal, 4));
  // Sunscreen tube.
  parts.push(g(tr(1010, 520, 1, 18), path('M-60-120H60L50 110Q0 124-50 110Z', C.white, { stroke: '#e2d6c4', 'stroke-width': 4 }), rect(-44, 110, 88, 44, C.teal, 10), rect(-60, -128, 120, 22, C.coral, 6), sun(0, -10, 22, C.yellow), rect(-34, 50, 68, 10, C.coralLight, 5)));
  // Aloe leaves.
  parts.push(g(tr(120, 690), ...[-40, -15, 10, 35].map((r, i) => ellipse(0, -70, 16, 74, i % 2 ? C.green : C.green2, { transform: `rotate(${r} 0 0)` })), path('M-44-20H44L36 30H-36Z', C.sand3)));
  const pat = person({ x: 420, y: 725, s: 1.75, skin: at(SKIN, 4), hair: HAIR.black, style: 'afro', top: '#7fc4bb', bottom: '#3b4654', shortSleeves: true, right: 'extend' });
  const derm = person({ x: 760, y: 725, s: 1.8, skin: at(SKIN, 1), hair: HAIR.brown, style: 'side', glasses: true, top: C.navy, bottom: C.navy, coat: true, left: 'reach' });
  parts.push(pat.svg, derm.svg);
  const [mx, my] = [pat.right[0] - 24, pat.right[1] - 18];
  parts.push(stroke(`M${n(mx + 30)} ${n(my - 20)}L${n(derm.left[0])} ${n(derm.left[1])}`, '#334155', 10), circle(derm.left[0], derm.left[1], 7.5, at(SKIN, 1)));
  parts.push(circle(mx, my, 40, '#e0f2fe', { opacity: 0.55, stroke: '#334155', 'stroke-width': 9 }), path(`M${n(mx - 22)} ${n(my - 10)}Q${n(mx - 16)} ${n(my - 26)} ${n(mx)} ${n(my - 28)}`, 'none', { stroke: C.white, 'stroke-width': 5, 'stroke-linecap': 'round' }));
  return parts.join('');
};

/** 12 Hearing test: a patient in headphones raising a hand, an audiologist at a laptop. */
const hearingTest: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#dcedf7', '#f4fafb')];
  parts.push(blob(330, 340, 280, '#cbe6f1', 121), blob(1000, 220, 180, '#fde3d8', 122));
  parts.push(badge(svg, 1010, 210, 104, earIcon(1020, 205, 1.05, at(SKIN, 2))));
  parts.push(floor(svg, 650, '#e9dfd2'));
  parts.push(chair(370, 740, 1.7, C.teal2));
  const pat = person({ x: 370, y: 740, s: 1.7, seated: true, skin: at(SKIN, 1), hair: HAIR.brown, style: 'short', headphones: C.coral, top: C.coral, bottom: C.navy, right: 'wave', left: 'down' });
  parts.push(pat.svg);
  const [hx, hy] = pat.head;
  for (const r of [70, 100, 130]) parts.push(stroke(`M${n(hx - r * 0.6)} ${n(hy - r * 0.8)}A${r} ${r} 0 0 0 ${n(hx - r * 0.6)} ${n(hy + r * 0.8)}`, C.teal, 7, { opacity: 1 - r / 200 }));
  const aud = person({ x: 970, y: 722, s: 1.75, skin: at(SKIN, 3), hair: HAIR.black, style: 'curly', beard: true, top: C.teal, bottom: C.navy, coat: true, left: 'extend', right: 'chest', flip: true });
  parts.push(aud.svg);
  parts.push(rect(600, 596, 540, 20, C.wood, 6), path('M620 614H1120V800H620Z', C.sand3), path('M620 614H1120V632H620Z', '#000', { opacity: 0.08 }));
  parts.push(g(tr(720, 596), path('M-90 0H90L100 8H-100Z', '#9aa5b1'), rect(-80, -130, 160, 124, '#334155', 10), rect(-70, -120, 140, 104, '#0b3b37', 4), stroke('M-58-90L-34-70L-10-78L14-50L38-58L58-36', C.teal3, 4), ...[-58, -34, -10, 14, 38, 58].map((x, i) => circle(x, at([-90, -70, -78, -50, -58, -36], i), 5, C.coral))));
  parts.push(g(tr(aud.left[0] - 4, 574), rect(-46, -22, 92, 44, '#e2e8f0', 8), circle(-22, 0, 10, C.teal), circle(8, 0, 6, C.coral), circle(28, 0, 6, C.coral)), circle(aud.left[0], aud.left[1], 7.5, at(SKIN, 3)));
  return parts.join('');
};

function bench(x: number, gy: number, w: number): string {
  return g(
    tr(x, gy),
    rect(-w / 2 + 20, -60, 12, 60, '#4b5563', 4),
    rect(w / 2 - 32, -60, 12, 60, '#4b5563', 4),
    rect(-w / 2, -70, w, 16, C.wood, 6),
    rect(-w / 2, -174, w, 18, C.wood, 6),
    rect(-w / 2, -146, w, 18, C.wood, 6),
    rect(-w / 2 + 24, -180, 10, 120, '#4b5563', 4),
    rect(w / 2 - 34, -180, 10, 120, '#4b5563', 4),
  );
}

/** 13 Senior wellness: an older couple on a park bench, a health worker taking blood pressure. */
const seniorWellness: Scene = (svg) => {
  const parts: string[] = [outdoor(svg, '#fbd9a8', '#fff3e2', 480, '#ecd0a4', '#c9dca0', '#b9d99c', 131)];
  parts.push(sun(880, 300, 80, '#fcc877'));
  parts.push(path('M700 800Q760 700 640 640T720 560H780Q680 620 780 680T900 800Z', '#efdcbc'));
  parts.push(tree(110, 640, 1.7, '#7fb67a', '#a9d39a'), tree(1120, 630, 1.5, '#7fb67a', '#a9d39a'), pine(1010, 600, 1, '#5f9b6c'));
  parts.push(stroke('M300 120q12-10 24 0q12-10 24 0M380 160q9-8 18 0q9-8 18 0', '#8a6447', 3.5));
  parts.push(bench(470, 720, 380));
  const woman = person({ x: 390, y: 722, s: 1.65, seated: true, skin: at(SKIN, 2), hair: HAIR.white, style: 'bun', glasses: true, top: C.coral, bottom: '#7c5c8a', dress: true, left: 'hold', right: 'hold' });
  const man = person({ x: 560, y: 722, s: 1.65, seated: true, skin: at(SKIN, 4), hair: HAIR.white, style: 'bald', beard: true, glasses: true, top: '#5d8aa8', bottom: '#4b5563', left: 'hold', right: 'down' });
  parts.push(woman.svg, man.svg);
  parts.push(stroke(`M${n(man.left[0])} ${n(man.left[1] - 10)}L${n(man.left[0] - 8)} 724`, C.woodDark, 7), stroke(`M${n(man.left[0] - 4)} ${n(man.left[1] - 12)}q-20-4-22 12`, C.woodDark, 7));
  const [cx, cy] = man.upperArm.right;
  parts.push(rect(cx - 14, cy - 14, 28, 28, C.tealDark, 6));
  const worker = person({ x: 800, y: 735, s: 1.8, skin: at(SKIN, 5), hair: HAIR.black, style: 'short', top: C.teal, bottom: C.tealDark, steth: true, left: 'reach', right: 'down', shortSleeves: true });
  parts.push(worker.svg);
  const [dx, dy] = worker.left;
  parts.push(stroke(`M${n(cx + 12)} ${n(cy + 8)}Q${n((cx + dx) / 2)} ${n(cy + 80)} ${n(dx - 10)} ${n(dy + 10)}`, '#334155', 3.5));
  parts.push(g(tr(dx - 16, dy - 6, 1, -8), rect(-26, -34, 52, 68, C.white, 10, { stroke: '#cbd5e1', 'stroke-width': 3 }), rect(-18, -26, 36, 26, C.tealDeep, 4), heart(-6, -14, 12, C.coral), rect(4, -18, 10, 6, C.teal3, 2), circle(0, 18, 8, C.teal)));
  parts.push(bush(200, 790, 1.2, '#8cc27f'), flower(980, 760, 1, C.coralSoft), flower(1030, 770, 0.9, C.white), flower(1070, 765, 1, C.yellowSoft));
  return parts.join('');
};

function apple(x: number, y: number, s: number, color = '#e24b4b'): string {
  return g(tr(x, y, s), circle(-8, 0, 20, color), circle(8, 0, 20, color), ellipse(-10, -8, 6, 4, C.white, { opacity: 0.35 }), stroke('M0-16Q2-26 8-30', C.woodDark, 3.5), ellipse(12, -26, 8, 4, C.green, { transform: 'rotate(-30 12 -26)' }));
}
function orange(x: number, y: number, s: number): string {
  return g(tr(x, y, s), circle(0, 0, 22, '#f59e3b'), circle(-7, -7, 5, C.white, { opacity: 0.3 }), ellipse(4, -22, 7, 3.5, C.green));
}
function carrot(x: number, y: number, s: number, rot: number): string {
  return g(tr(x, y, s, rot), path('M-12-40Q0-46 12-40L2 44Q0 48-2 44Z', '#f08a2c'), stroke('M-6-20H2M-4 0H4M-2 20H3', '#d36d16', 2), ellipse(-6, -52, 5, 14, C.green, { transform: 'rotate(-20 -6 -52)' }), ellipse(6, -52, 5, 14, C.green2, { transform: 'rotate(20 6 -52)' }));
}
function broccoli(x: number, y: number, s: number): string {
  return g(tr(x, y, s), rect(-8, -10, 16, 40, '#8bc37f', 6), circle(-16, -18, 16, C.green2), circle(16, -18, 16, C.green2), circle(0, -30, 18, '#4c9a5f'), circle(-2, -12, 14, C.green));
}
function banana(x: number, y: number, s: number, rot: number): string {
  return g(tr(x, y, s, rot), path('M-46-12Q0 56 46-14Q0 16-46-12Z', C.yellow), path('M-46-12Q0 56 46-14Q0 40-46-12Z', '#e8a92c', { opacity: 0.45 }), stroke('M-46-12L-52-18M46-14L50-18', C.woodDark, 5));
}
function grapes(x: number, y: number, s: number): string {
  const pts: Pt[] = [[-14, -14], [0, -14], [14, -14], [-7, 0], [7, 0], [0, 14], [-20, 0], [20, 0], [-12, 14], [12, 14], [0, 28]];
  return g(tr(x, y, s), ...pts.map(([px, py]) => circle(px, py, 9, '#8e5aa8')), ...pts.slice(0, 5).map(([px, py]) => circle(px - 3, py - 3, 2.5, C.white, { opacity: 0.35 })), ellipse(4, -28, 12, 5, C.green));
}
function crate(x: number, y: number, w: number, h: number): string {
  return rect(x, y, w, h, C.wood, 8) + stroke(`M${n(x + 10)} ${n(y + h / 3)}H${n(x + w - 10)}M${n(x + 10)} ${n(y + (2 * h) / 3)}H${n(x + w - 10)}`, C.woodDark, 4, { opacity: 0.5 });
}

/** 14 Nutrition: a market stall of fruit and vegetables, a nutritionist with a balanced plate. */
const nutrition: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#ecfad7', '#fffbea')];
  parts.push(blob(600, 340, 330, '#def3c4', 141));
  parts.push(valanceTop(1200, C.green, C.cream, 50, 10));
  parts.push(stroke('M60 90V800M1140 90V800', C.woodDark, 14));
  const pro = person({ x: 600, y: 724, s: 1.8, skin: at(SKIN, 3), hair: HAIR.dark, style: 'ponytail', top: C.green2, bottom: C.navy, shortSleeves: true, right: 'chest', left: 'wave', earrings: C.yellow });
  parts.push(pro.svg);
  const [px, py] = pro.left;
  parts.push(g(tr(px - 10, py - 40), circle(0, 0, 46, C.white, { stroke: '#dfe5ec', 'stroke-width': 4 }), path('M0 0L0-38A38 38 0 0 1 0 38Z', C.leaf), path('M0 0L0 38A38 38 0 0 1-38 0Z', '#f0b065'), path('M0 0L-38 0A38 38 0 0 1 0-38Z', C.coralSoft)));
  // Crates of produce.
  parts.push(rect(100, 590, 1000, 210, C.sand3), path('M100 590H1100V610H100Z', '#000', { opacity: 0.07 }));
  parts.push(crate(120, 630, 300, 150), crate(450, 630, 300, 150), crate(780, 630, 300, 150));
  const r = rng(14);
  for (let i = 0; i < 9; i++) parts.push(i % 3 === 2 ? orange(150 + i * 30, 600 - (i % 2) * 18, 1) : apple(150 + i * 30, 600 - (i % 2) * 18, 1, i % 2 ? '#e24b4b' : '#f06a55'));
  for (let i = 0; i < 6; i++) parts.push(carrot(480 + i * 22, 590, 1, -30 + r() * 60));
  parts.push(broccoli(660, 590, 1.1), broccoli(718, 598, 1));
  parts.push(banana(850, 590, 1.3, -8), banana(870, 574, 1.3, -16), banana(890, 560, 1.3, -24), grapes(985, 590, 1.1));
  parts.push(g(tr(245, 545), rect(-20, -60, 40, 60, '#dbeafe', 8, { opacity: 0.9 }), rect(-16, -38, 32, 34, '#93c5fd', 5, { opacity: 0.7 })));
  const kid = person({ x: 1110, y: 800, s: 1.25, child: true, skin: at(SKIN, 1), hair: HAIR.auburn, style: 'bob', top: C.coral, bottom: C.navy, shortSleeves: true, right: 'wave', shadow: false });
  parts.push(kid.svg, apple(kid.right[0], kid.right[1] - 14, 0.8));
  return parts.join('');
};

/** 15 General check-up tent: a big camp tent, a doctor and patient at a table, a queue outside. */
const generalCheckup: Scene = (svg) => {
  const parts: string[] = [outdoor(svg, '#b8e0f1', '#ecf7f3', 450, '#c1e2d0', '#a3d3b2', '#b2dba8', 151)];
  parts.push(cloud(160, 110, 0.9), cloud(980, 80, 1.1), cloud(620, 140, 0.6, 0.8));
  parts.push(pine(60, 620, 1.2, '#4f9a6a'), tree(1140, 640, 1.2, '#6bb77b', '#9fd6a4'));
  parts.push(canopy(svg, 520, 725, 820, 560, C.white, C.teal, { flag: C.coral, emblem: true, inside: svg.lin([[0, '#d3ece7'], [1, '#e9f5f2']]) }));
  const doc = person({ x: 660, y: 722, s: 1.75, skin: at(SKIN, 2), hair: HAIR.dark, style: 'long', top: C.teal, bottom: C.navy, coat: true, steth: true, left: 'reach', flip: true });
  parts.push(doc.svg);
  parts.push(table(500, 585, 300, 122, C.wood));
  parts.push(g(tr(730, 585), rect(-32, -44, 64, 44, C.white, 8, { stroke: '#cbd5e1', 'stroke-width': 3 }), rect(-24, -36, 48, 22, C.tealDeep, 3), heart(-10, -25, 10, C.coral)));
  parts.push(g(tr(590, 578), rect(-40, -8, 80, 10, C.white, 2, { stroke: '#d6dde4', 'stroke-width': 2 }), rect(20, -12, 30, 5, C.teal, 2)));
  parts.push(chair(330, 735, 1.6, C.coral));
  const pat = person({ x: 330, y: 735, s: 1.7, seated: true, skin: at(SKIN, 5), hair: HAIR.black, style: 'short', beard: true, top: C.yellow, bottom: C.navy, right: 'reach' });
  parts.push(pat.svg);
  const queue = [
    person({ x: 1000, y: 745, s: 1.55, skin: at(SKIN, 1), hair: HAIR.blond, style: 'bob', top: C.coral, bottom: C.coral, dress: true }),
    person({ x: 1080, y: 755, s: 1.0, child: true, skin: at(SKIN, 1), hair: HAIR.blond, style: 'short', top: C.teal2, bottom: C.navy, shortSleeves: true, left: 'up' }),
  ];
  for (const q of queue) parts.push(q.svg);
  return parts.join('');
};

function firstAidKit(x: number, y: number, s: number): string {
  return g(tr(x, y, s), rect(-84, -10, 180, 130, '#000', 18, { opacity: 0.08 }), stroke('M-30-14V-34H30V-14', '#7f1d1d', 10), rect(-90, -20, 180, 130, '#e4574a', 18), rect(-90, 10, 180, 10, '#000', 0, { opacity: 0.08 }), circle(0, 50, 36, C.white), cross(0, 50, 44, '#e4574a'));
}

/** 16 First-aid training: a trainer at a flip chart, trainees, a kit and a CPR dummy. */
const firstAid: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#fcefdf', '#fff9f1')];
  parts.push(blob(300, 300, 260, '#f8e0c8', 161), blob(1000, 260, 200, '#dff2ec', 162));
  parts.push(floor(svg, 640, '#ecd8bf'));
  // Flip chart with drawings.
  parts.push(
    g(
      tr(100, 140),
      stroke('M40 320L10 520M230 320L260 520M135 330V500', '#8a6447', 10),
      rect(0, -8, 270, 20, '#64748b', 6),
      rect(10, 0, 250, 340, C.white, 6, { stroke: '#d6dde4', 'stroke-width': 3 }),
      heart(135, 110, 130, C.coral),
      rect(105, 60, 60, 26, C.white, 12, { opacity: 0.9 }),
      rect(112, 82, 46, 22, C.white, 10, { opacity: 0.9 }),
      stroke('M40 250H90L105 220L125 280L140 250H230', C.teal, 6),
      cross(60, 300, 28, C.teal),
      rect(90, 292, 150, 8, C.greyLight, 4),
      rect(90, 306, 100, 8, C.greyLight, 4),
    ),
  );
  const trainer = person({ x: 490, y: 700, s: 1.8, skin: at(SKIN, 4), hair: HAIR.black, style: 'short', top: C.coral, bottom: C.navy, shortSleeves: true, left: 'point', right: 'chest' });
  parts.push(trainer.svg, g(tr(trainer.right[0] + 6, trainer.right[1], 1), rect(-14, -16, 28, 32, C.white, 8, { stroke: '#d6dde4', 'stroke-width': 2 }), ellipse(0, -16, 14, 5, '#e9eef3')));
  const t1 = person({ x: 880, y: 712, s: 1.7, skin: at(SKIN, 2), hair: HAIR.dark, style: 'long', top: C.teal, bottom: '#3b4654', left: 'hold', right: 'down' });
  const t2 = person({ x: 1060, y: 712, s: 1.7, skin: at(SKIN, 0), hair: HAIR.brown, style: 'side', glasses: true, top: '#6c8fb3', bottom: C.navy, left: 'hold', right: 'hold' });
  parts.push(t1.svg, t2.svg);
  const [ex, ey] = t1.elbow.left;
  const [wx, wy] = t1.left;
  parts.push(stroke(`M${n(t1.head[0] + 18)} ${n(t1.head[1] + 40)}L${n(wx + 10)} ${n(wy)}`, C.white, 9));
  parts.push(stroke(`M${n(ex + (wx - ex) * 0.15)} ${n(ey + (wy - ey) * 0.15)}L${n(ex + (wx - ex) * 0.8)} ${n(ey + (wy - ey) * 0.8)}`, C.white, 24));
  parts.push(stroke(`M${n(ex + (wx - ex) * 0.35)} ${n(ey + (wy - ey) * 0.35 - 11)}l-6 22M${n(ex + (wx - ex) * 0.6)} ${n(ey + (wy - ey) * 0.6 - 11)}l-6 22`, '#dbe3ea', 2.5));
  parts.push(g(tr((t2.left[0] + t2.right[0]) / 2, t2.left[1] - 10), rect(-30, -22, 60, 40, C.yellowSoft, 4), stroke('M-20-8H20M-20 4H14', C.wood, 2.5)));
  // CPR dummy on a mat.
  parts.push(
    rect(560, 712, 440, 70, C.teal2, 26, { opacity: 0.85 }),
    g(
      tr(600, 746),
      ellipse(200, 30, 220, 8, '#000', { opacity: 0.06 }),
      circle(0, 0, 30, '#efd5bf'),
      rect(28, -30, 210, 62, '#efd5bf', 28),
      rect(226, -24, 150, 22, '#3f5872', 11),
      rect(226, 4, 150, 22, '#3f5872', 11),
      rect(60, -26, 110, 54, '#d8c0a8', 20, { opacity: 0.5 }),
      heart(112, 2, 30, C.coral),
    ),
  );
  parts.push(firstAidKit(300, 690, 0.8));
  return parts.join('');
};

const CAMP_SCENES: readonly Scene[] = [
  eyeScreening,
  diabetesCheck,
  childrensDental,
  maternalHealth,
  cardiology,
  vaccination,
  mentalHealth,
  physiotherapy,
  womensHealth,
  bloodDonation,
  dermatology,
  hearingTest,
  seniorWellness,
  nutrition,
  generalCheckup,
  firstAid,
];

// ---------------------------------------------------------------------------
// Home banners (1600×700; the left ~45% stays calm and dark for white text)
// ---------------------------------------------------------------------------

const BW = 1600;
const BH = 700;

/** 1: a camp with tents, bunting and people arriving. */
const bannerCamp: Scene = (svg) => {
  const parts: string[] = [outdoor(svg, '#8fcfe0', '#e8f5ee', 430, '#a9d6c0', '#8cc7a4', '#a3d49b', 201)];
  parts.push(sun(1240, 120, 50, '#fde68a'), cloud(980, 110, 0.9), cloud(1450, 170, 0.7), cloud(300, 120, 1.1, 0.7));
  parts.push(pine(820, 560, 1, '#4f9a6a'), pine(1560, 570, 1.2, '#4f9a6a'), tree(1500, 600, 1.1, '#6bb77b', '#9fd6a4'));
  parts.push(aTent(900, 600, 220, 170, C.coral), aTent(1470, 610, 200, 150, C.yellow));
  parts.push(canopy(svg, 1200, 640, 460, 400, C.teal, C.white, { flag: C.coral, emblem: true }));
  parts.push(bunting(900, 430, 1200, 340, 40, [C.yellow, C.white, C.coral, C.teal2], 7), bunting(1200, 340, 1470, 460, 40, [C.coral, C.yellow, C.white, C.teal2], 7));
  const people = [
    person({ x: 1000, y: 660, s: 1.3, skin: at(SKIN, 4), hair: HAIR.black, style: 'hijab', scarf: C.coral, top: C.yellow, bottom: C.navy, dress: true, right: 'down' }),
    person({ x: 1060, y: 665, s: 0.85, child: true, skin: at(SKIN, 4), hair: HAIR.black, style: 'curly', top: C.teal2, bottom: C.navy, shortSleeves: true, left: 'up' }),
    person({ x: 1200, y: 640, s: 1.3, skin: at(SKIN, 2), hair: HAIR.dark, style: 'bun', top: C.teal, bottom: C.navy, coat: true, steth: true, left: 'wave' }),
    person({ x: 1360, y: 665, s: 1.3, skin: at(SKIN, 1), hair: HAIR.brown, style: 'short', beard: true, top: C.coral, bottom: '#3b4654', right: 'hip' }),
    person({ x: 1440, y: 672, s: 1.25, skin: at(SKIN, 5), hair: HAIR.grey, style: 'bob', top: C.plum, bottom: C.plum, dress: true }),
  ];
  for (const p of people) parts.push(p.svg);
  return parts.join('');
};

/** 2: a doctor with patients: an older man, a mother and child. */
const bannerDoctor: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#d9efe9', '#f6efe4')];
  parts.push(blob(1200, 330, 360, '#c6e8de', 211), blob(1480, 160, 160, '#fcd9cc', 212));
  parts.push(valanceTop(BW, C.teal, C.white, 40, 16));
  parts.push(floor(svg, 590, '#ecdcc6'));
  parts.push(badge(svg, 1500, 190, 62, cross(1500, 190, 60, C.coral)));
  parts.push(plant(800, 600, 0.9, C.coral));
  parts.push(chair(930, 630, 1.45, C.sand3));
  const elder = person({ x: 930, y: 630, s: 1.45, seated: true, skin: at(SKIN, 1), hair: HAIR.white, style: 'bald', glasses: true, top: '#5d8aa8', bottom: '#4b5563', right: 'reach' });
  const doc = person({ x: 1150, y: 640, s: 1.6, skin: at(SKIN, 4), hair: HAIR.black, style: 'bun', top: C.teal, bottom: C.navy, coat: true, steth: true, left: 'reach', right: 'hold' });
  const mum = person({ x: 1360, y: 640, s: 1.52, skin: at(SKIN, 2), hair: HAIR.black, style: 'long', top: C.coral, bottom: C.navy, left: 'down', right: 'down', earrings: C.yellow });
  const kid = person({ x: 1460, y: 648, s: 0.95, child: true, skin: at(SKIN, 2), hair: HAIR.black, style: 'curly', top: C.yellow, bottom: C.teal, shortSleeves: true, left: 'wave' });
  parts.push(elder.svg, doc.svg, clipboard(doc.right[0], doc.right[1] - 10, 1.1, 0), mum.svg, kid.svg);
  parts.push(heart(1300, 180, 40, C.coral), heart(1340, 130, 22, C.coralSoft));
  return parts.join('');
};

function stall(cx: number, gy: number, w: number, a: string, inner: string): string {
  const h = 300;
  let stripes = '';
  const count = 6;
  for (let i = 0; i < count; i++) {
    const x = cx - w / 2 + (w * i) / count;
    const col = i % 2 ? C.white : a;
    stripes += path(`M${n(x)} ${n(gy - h)}H${n(x + w / count)}V${n(gy - h + 50)}Q${n(x + w / count / 2)} ${n(gy - h + 76)} ${n(x)} ${n(gy - h + 50)}Z`, col);
  }
  return (
    stroke(`M${n(cx - w / 2 + 10)} ${n(gy - h)}V${n(gy)}M${n(cx + w / 2 - 10)} ${n(gy - h)}V${n(gy)}`, C.woodDark, 8) +
    path(`M${n(cx - w / 2 - 10)} ${n(gy - h)}L${n(cx)} ${n(gy - h - 50)}L${n(cx + w / 2 + 10)} ${n(gy - h)}Z`, shade(a, -0.1)) +
    stripes +
    inner +
    rect(cx - w / 2 + 4, gy - 110, w - 8, 110, C.wood, 6) +
    rect(cx - w / 2, gy - 118, w, 16, shade(C.wood, 0.15), 6)
  );
}

/** 3: a community health fair with stalls, balloons and a crowd. */
const bannerFair: Scene = (svg) => {
  const parts: string[] = [outdoor(svg, '#a6d8e8', '#f1f7ee', 400, '#b9dcc6', '#9fcfae', '#b7dca6', 221)];
  parts.push(cloud(1100, 90, 0.9), cloud(400, 140, 1, 0.7), cloud(1480, 120, 0.6));
  parts.push(bunting(760, 200, 1600, 170, 70, [C.coral, C.yellow, C.teal2, C.white, C.plum], 14));
  parts.push(stall(930, 600, 220, C.teal, cross(930, 430, 40, C.coral)));
  parts.push(stall(1200, 600, 220, C.coral, heart(1200, 430, 56, C.coral)));
  parts.push(stall(1470, 600, 220, C.yellow, apple(1450, 430, 1.1) + orange(1495, 440, 1)));
  for (const [bx, by, col] of [
    [800, 200, C.coral],
    [840, 160, C.yellow],
    [870, 215, C.teal2],
  ] as const)
    parts.push(stroke(`M${n(bx)} ${n(by + 34)}Q${n(bx + 10)} ${n(by + 120)} 850 380`, '#7c6a58', 2), ellipse(bx, by, 26, 32, col), ellipse(bx - 8, by - 10, 6, 9, C.white, { opacity: 0.35 }));
  const crowd = [
    person({ x: 840, y: 650, s: 1.2, skin: at(SKIN, 3), hair: HAIR.black, style: 'short', top: C.yellow, bottom: C.navy, right: 'hold' }),
    person({ x: 1010, y: 660, s: 1.22, skin: at(SKIN, 1), hair: HAIR.auburn, style: 'long', top: C.teal2, bottom: '#3b4654', left: 'wave' }),
    person({ x: 1110, y: 655, s: 1.25, skin: at(SKIN, 4), hair: HAIR.black, style: 'short', top: C.teal, bottom: C.navy, coat: true, steth: true, right: 'reach' }),
    person({ x: 1240, y: 665, s: 0.85, child: true, skin: at(SKIN, 4), hair: HAIR.black, style: 'afro', top: C.coral, bottom: C.navy, shortSleeves: true, right: 'up' }),
    person({ x: 1320, y: 660, s: 1.2, skin: at(SKIN, 5), hair: HAIR.black, style: 'hijab', scarf: C.teal2, top: C.plum, bottom: C.plum, dress: true }),
    person({ x: 1440, y: 665, s: 1.22, skin: at(SKIN, 0), hair: HAIR.grey, style: 'side', glasses: true, top: '#6c8fb3', bottom: C.navy, left: 'hip' }),
    person({ x: 1540, y: 660, s: 1.2, skin: at(SKIN, 2), hair: HAIR.dark, style: 'ponytail', top: C.coral, bottom: C.navy }),
  ];
  for (const p of crowd) parts.push(p.svg);
  return parts.join('');
};

function supplyBox(x: number, y: number, s: number): string {
  return g(tr(x, y, s), rect(-34, -26, 68, 52, '#d9b27c', 4), rect(-34, -26, 68, 12, '#c89b62', 3), cross(0, 6, 22, C.coral));
}

/** 4: volunteers in team T-shirts carrying supplies, waving. */
const bannerVolunteers: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#fde7cf', '#f4efe7')];
  parts.push(sun(1190, 330, 170, '#fcd7a0'));
  parts.push(hills(BW, BH, 520, 60, '#e9d3b2', 231), hills(BW, BH, 560, 40, '#c9dca8', 232), rect(0, 610, BW, 90, '#bcd89f'));
  parts.push(heart(1190, 260, 240, C.coral, { opacity: 0.9 }), heart(1190, 258, 120, C.white, { opacity: 0.25 }));
  const vols: PersonOpts[] = [
    { x: 880, y: 660, s: 1.45, skin: at(SKIN, 1), hair: HAIR.brown, style: 'side', top: C.teal, bottom: C.navy, shortSleeves: true, left: 'hold', right: 'hold' },
    { x: 1030, y: 670, s: 1.5, skin: at(SKIN, 5), hair: HAIR.black, style: 'afro', top: C.teal, bottom: '#3b4654', shortSleeves: true, right: 'wave' },
    { x: 1190, y: 675, s: 1.55, skin: at(SKIN, 2), hair: HAIR.black, style: 'hijab', scarf: C.coral, top: C.teal, bottom: C.navy, left: 'hold', right: 'hold' },
    { x: 1350, y: 670, s: 1.5, skin: at(SKIN, 3), hair: HAIR.dark, style: 'ponytail', top: C.teal, bottom: C.navy, shortSleeves: true, left: 'wave' },
    { x: 1500, y: 662, s: 1.45, skin: at(SKIN, 0), hair: HAIR.blond, style: 'short', beard: true, top: C.teal, bottom: '#3b4654', shortSleeves: true, left: 'hold', right: 'hold' },
  ];
  for (const v of vols) {
    const p = person(v);
    parts.push(p.svg);
    parts.push(heart(v.x + 10 * (v.s ?? 1), v.y - 122 * (v.s ?? 1), 12 * (v.s ?? 1), C.white, { opacity: 0.9 }));
    if (v.left === 'hold' && v.right === 'hold') parts.push(supplyBox((p.left[0] + p.right[0]) / 2, p.left[1] - 6, 1.1 * (v.s ?? 1)));
  }
  return parts.join('');
};

const BANNERS: readonly Scene[] = [bannerCamp, bannerDoctor, bannerFair, bannerVolunteers];

function bannerDesktop(scene: Scene): string {
  const svg = new Svg(BW, BH);
  const body = scene(svg);
  const veil = svg.lin(
    [
      [0, '#062f2b', 0.9],
      [0.32, '#0a3a35', 0.78],
      [0.47, '#0b3b37', 0.35],
      [0.6, '#0b3b37', 0],
    ],
    0,
    0,
    1,
    0,
  );
  return svg.render(body + rect(0, 0, BW, BH, veil));
}

function bannerMobile(scene: Scene): string {
  const svg = new Svg(800, 700);
  const body = scene(svg);
  const x0 = 740;
  const veil = svg.lin([
    [0, '#062f2b', 0.12],
    [0.4, '#062f2b', 0.16],
    [0.72, '#062f2b', 0.62],
    [1, '#062f2b', 0.9],
  ]);
  // The scene is drawn at 1600×700; the phone crop keeps its busy right part
  // and darkens towards the bottom, where the caption sits on small screens.
  return svg.render(body + rect(x0, 0, 800, 700, veil), `${x0} 0 800 700`);
}

// ---------------------------------------------------------------------------
// Page pictures
// ---------------------------------------------------------------------------

const aboutTeam: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#dff2ee', '#fbf5ec')];
  parts.push(circle(600, 430, 360, '#cdebe3'), circle(600, 430, 270, '#bfe5da', { opacity: 0.5 }));
  parts.push(valanceTop(1200, C.teal, C.white, 40, 12));
  parts.push(floor(svg, 700, '#eedcc5'));
  parts.push(sparkle(210, 200, 18, C.yellow), sparkle(1000, 170, 22, C.yellow), heart(1040, 260, 34, C.coral), heart(150, 300, 26, C.coralSoft));
  const back: PersonOpts[] = [
    { x: 360, y: 640, s: 1.55, skin: at(SKIN, 0), hair: HAIR.auburn, style: 'bob', top: C.coral, bottom: C.navy, coat: true, steth: true },
    { x: 600, y: 630, s: 1.6, skin: at(SKIN, 5), hair: HAIR.black, style: 'buzz', beard: true, top: C.teal, bottom: C.tealDark, steth: true, right: 'wave' },
    { x: 840, y: 640, s: 1.55, skin: at(SKIN, 2), hair: HAIR.black, style: 'hijab', scarf: C.plum, top: C.teal, bottom: C.navy, coat: true },
  ];
  const front: PersonOpts[] = [
    { x: 180, y: 770, s: 1.7, skin: at(SKIN, 3), hair: HAIR.dark, style: 'long', top: C.teal, bottom: C.tealDark, left: 'hold', earrings: C.yellow },
    { x: 470, y: 790, s: 1.75, skin: at(SKIN, 1), hair: HAIR.brown, style: 'side', glasses: true, top: '#6c8fb3', bottom: C.navy, coat: true, steth: true, right: 'hip' },
    { x: 740, y: 790, s: 1.75, skin: at(SKIN, 4), hair: HAIR.black, style: 'afro', top: C.coral, bottom: C.navy, shortSleeves: true, left: 'hip' },
    { x: 1020, y: 770, s: 1.7, skin: at(SKIN, 2), hair: HAIR.grey, style: 'short', top: C.teal, bottom: C.navy, coat: true, left: 'hold', flip: true },
  ];
  for (const o of back) parts.push(person(o).svg);
  for (const o of front) {
    const p = person(o);
    parts.push(p.svg);
    if (o.left === 'hold') parts.push(clipboard(p.left[0], p.left[1] - 14, 1.15, o.flip ? -8 : 8));
  }
  return parts.join('');
};

const aboutMission: Scene = (svg) => {
  const parts: string[] = [rect(0, 0, 1200, 800, svg.lin([[0, '#f9c9a4'], [0.5, '#fde3c4'], [1, '#fff4e4']]))];
  parts.push(sun(820, 330, 90, '#fbb36b'), heart(820, 336, 90, C.white, { opacity: 0.5 }));
  parts.push(cloud(260, 160, 0.8, 0.6), cloud(1040, 120, 0.6, 0.6));
  parts.push(hills(1200, 800, 430, 90, '#e9b99a', 241, 4), hills(1200, 800, 500, 70, '#b9d4a3', 242, 5), hills(1200, 800, 600, 50, '#9fc893', 243, 4));
  // Village houses on the left hill.
  for (const [hx, hy, col] of [
    [150, 520, C.coralSoft],
    [230, 540, C.yellowSoft],
    [95, 560, C.white],
  ] as const)
    parts.push(g(tr(hx, hy), rect(-30, -30, 60, 40, col, 3), path('M-38-28L0-58L38-28Z', C.coralDark), rect(-8, -12, 16, 22, C.woodDark, 2)));
  // Road winding up to the camp.
  parts.push(path('M380 800C420 700 720 700 700 620S860 540 900 500L930 500C900 560 790 590 800 650S560 740 640 800Z', '#f3dfc0'));
  parts.push(stroke('M510 800C540 730 760 720 750 640S880 540 915 505', C.white, 4, { 'stroke-dasharray': '14 18', opacity: 0.8 }));
  parts.push(canopy(svg, 940, 505, 220, 170, C.teal, C.white, { flag: C.coral }), aTent(1090, 515, 110, 80, C.coral));
  parts.push(pine(1160, 560, 0.8, '#4f9a6a'), tree(380, 600, 0.9, '#6bb77b', '#9fd6a4'), pine(300, 620, 0.7, '#4f9a6a'));
  const worker = person({ x: 600, y: 740, s: 1.5, skin: at(SKIN, 4), hair: HAIR.black, style: 'short', top: C.teal, bottom: C.navy, shortSleeves: true, left: 'hold', right: 'hold' });
  const kid = person({ x: 700, y: 735, s: 0.95, child: true, skin: at(SKIN, 4), hair: HAIR.black, style: 'curly', top: C.yellow, bottom: C.navy, shortSleeves: true, left: 'up' });
  parts.push(worker.svg, supplyBox((worker.left[0] + worker.right[0]) / 2, worker.left[1] - 6, 1.2), kid.svg);
  parts.push(stroke('M250 240q12-10 24 0q12-10 24 0M330 200q9-8 18 0q9-8 18 0', '#8a6447', 3.5));
  return parts.join('');
};

const mapPicture: Scene = () => {
  const parts: string[] = [rect(0, 0, 1200, 600, '#f2eee4')];
  const blocks: string[] = [];
  const grid: string[] = [];
  const rand = rng(310);
  const [bw, bh] = [120, 96];
  for (let i = -4; i < 16; i++) {
    for (let j = -4; j < 11; j++) {
      const [x, y] = [i * bw + 16, j * bh + 16];
      const k = rand();
      if (k < 0.35) blocks.push(rect(x, y, bw - 32, bh - 32, '#e7e1d3', 6));
      else if (k < 0.75) blocks.push(rect(x + 4, y + 4, (bw - 40) / 2, bh - 40, '#e7e1d3', 4), rect(x + (bw - 32) / 2 + 4, y + 4, (bw - 40) / 2, (bh - 40) / 2, '#e7e1d3', 4));
    }
  }
  for (let i = -4; i < 16; i++) grid.push(`M${i * bw} -400V1000`);
  for (let j = -4; j < 11; j++) grid.push(`M-400 ${j * bh}H1600`);
  const parks = blob(250, 170, 120, '#cde6c3', 301, 0.2) + blob(980, 470, 140, '#cde6c3', 302, 0.2) + blob(1090, 100, 70, '#d3e9c9', 303, 0.2);
  const trees = [
    [220, 150],
    [280, 190],
    [240, 210],
    [950, 440],
    [1010, 500],
    [1000, 450],
  ]
    .map(([x, y]) => circle(x ?? 0, y ?? 0, 10, '#b3d8a8'))
    .join('');
  parts.push(g('rotate(-9 600 300)', ...blocks));
  parts.push(parks, trees);
  parts.push(g('rotate(-9 600 300)', stroke(grid.join(''), '#e2d9c6', 17), stroke(grid.join(''), C.white, 12)));
  const river = 'M-20 430C200 390 300 530 520 505S820 610 900 660';
  parts.push(stroke(river, '#a9d2e8', 60), stroke(river, '#c4e2f2', 48));
  const avenue = 'M-40 80C300 160 520 260 700 300S1000 420 1260 520';
  const cross2 = 'M820-20C800 160 760 400 800 640';
  for (const d of [avenue, cross2]) parts.push(stroke(d, '#e9c277', 30), stroke(d, '#fde6ae', 22));
  // The pin.
  const [px, py] = [640, 300];
  parts.push(ellipse(px, py + 4, 74, 24, C.teal, { opacity: 0.12 }), ellipse(px, py + 4, 42, 13, C.teal, { opacity: 0.2 }), ellipse(px + 6, py + 6, 18, 6, '#000', { opacity: 0.2 }));
  parts.push(path(`M${px} ${py}C${px - 10} ${py - 30} ${px - 46} ${py - 60} ${px - 46} ${py - 100}A46 46 0 0 1 ${px + 46} ${py - 100}C${px + 46} ${py - 60} ${px + 10} ${py - 30} ${px} ${py}Z`, C.coral));
  parts.push(circle(px, py - 100, 28, C.white), cross(px, py - 100, 30, C.teal));
  return parts.join('');
};

const donatePicture: Scene = (svg) => {
  const parts: string[] = [wash(svg, '#fde4da', '#fff8f0')];
  parts.push(circle(400, 300, 240, '#fbd3c5'), circle(400, 300, 180, '#fcdccf'));
  parts.push(floor(svg, 500, '#f0dcc6'));
  parts.push(rect(120, 478, 560, 22, C.wood, 8));
  // Jar of hearts and coins.
  const jar = 'M330 210H470Q476 230 490 246Q520 272 520 320V440Q520 480 480 480H320Q280 480 280 440V320Q280 272 310 246Q324 230 330 210Z';
  const inside: string[] = [];
  const rand = rng(401);
  for (let i = 0; i < 14; i++) inside.push(heart(300 + rand() * 200, 330 + rand() * 130, 34 + rand() * 18, at([C.coral, C.coralSoft, '#e24b4b', C.teal2], i)));
  for (let i = 0; i < 8; i++) inside.push(ellipse(300 + rand() * 200, 400 + rand() * 70, 18, 8, '#f3b940', { stroke: '#d99a1e', 'stroke-width': 2 }));
  parts.push(path(jar, '#e9f6f7', { opacity: 0.7 }), ...inside, path(jar, 'none', { stroke: '#b9d6dc', 'stroke-width': 6 }), rect(320, 190, 160, 30, C.teal, 8), stroke('M300 300V430', C.white, 10, { opacity: 0.55 }));
  parts.push(heart(420, 140, 46, C.coral), heart(470, 90, 28, C.coralSoft), heart(360, 100, 20, C.teal2));
  parts.push(firstAidKit(620, 400, 0.6), plant(180, 480, 0.75, C.teal));
  parts.push(badge(svg, 660, 160, 56, heart(660, 166, 54, C.coral) + cross(660, 160, 22, C.white)));
  return parts.join('');
};

// ---------------------------------------------------------------------------
// Avatars (256×256)
// ---------------------------------------------------------------------------

interface AvatarSpec {
  name: string;
  look: Look;
  top: string;
  kind: 'tee' | 'coat' | 'collar' | 'sweater' | 'scrubs';
  bg: readonly [string, string];
}

const AVATARS: readonly AvatarSpec[] = [
  { name: 'amina', look: { skin: at(SKIN, 5), hair: HAIR.black, style: 'hijab', scarf: C.teal, earrings: C.yellow }, top: C.coral, kind: 'tee', bg: ['#fde7dc', '#f9cdbb'] },
  { name: 'daniel', look: { skin: at(SKIN, 1), hair: HAIR.brown, style: 'side', beard: true }, top: '#5b8fc0', kind: 'collar', bg: ['#dff2ee', '#b9e3d8'] },
  { name: 'priya', look: { skin: at(SKIN, 3), hair: HAIR.black, style: 'long', earrings: C.yellow }, top: C.teal, kind: 'coat', bg: ['#e8e2f6', '#cfc4ec'] },
  { name: 'samuel', look: { skin: at(SKIN, 4), hair: HAIR.black, style: 'buzz', glasses: true }, top: C.tealDark, kind: 'scrubs', bg: ['#fdf0d5', '#f8dca3'] },
  { name: '01', look: { skin: at(SKIN, 0), hair: HAIR.blond, style: 'ponytail' }, top: C.coral, kind: 'tee', bg: ['#d8eef6', '#b5dcec'] },
  { name: '02', look: { skin: at(SKIN, 2), hair: HAIR.dark, style: 'curly' }, top: C.yellow, kind: 'sweater', bg: ['#e0f3e6', '#bfe3c9'] },
  { name: '03', look: { skin: at(SKIN, 5), hair: HAIR.black, style: 'afro', earrings: '#f2f2f2' }, top: C.plum, kind: 'tee', bg: ['#fde4e1', '#f7c5bf'] },
  { name: '04', look: { skin: at(SKIN, 1), hair: HAIR.grey, style: 'bald', glasses: true, beard: true }, top: '#6c8fb3', kind: 'sweater', bg: ['#f4ecdf', '#e6d4bb'] },
  { name: '05', look: { skin: at(SKIN, 3), hair: HAIR.auburn, style: 'bob' }, top: C.teal2, kind: 'collar', bg: ['#fff1d6', '#fbd99a'] },
  { name: '06', look: { skin: at(SKIN, 2), hair: HAIR.black, style: 'short' }, top: C.teal, kind: 'coat', bg: ['#dff2ee', '#a9ddd0'] },
  { name: '07', look: { skin: at(SKIN, 4), hair: HAIR.dark, style: 'bun', glasses: true }, top: C.coral, kind: 'scrubs', bg: ['#e6eefa', '#c4d5f0'] },
  { name: '08', look: { skin: at(SKIN, 0), hair: HAIR.white, style: 'bob', earrings: C.teal2 }, top: '#7ba05b', kind: 'sweater', bg: ['#fbe6ee', '#f1c6d6'] },
];

// ---------------------------------------------------------------------------
// SVG files: logo, mark, placeholder
// ---------------------------------------------------------------------------

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

function markShapes(size: number): string {
  const k = size / 40;
  return g(
    `scale(${n(k)})`,
    rect(0, 0, 40, 40, C.teal, 9),
    path('M17.4 5.5h5.2v5.2h5.2v5.2h-5.2v5.2h-5.2v-5.2h-5.2v-5.2h5.2z', C.white),
    path('M8.5 34L20 24.2 31.5 34z', C.white),
    path('M17.3 34L20 28.6 22.7 34z', C.teal),
  );
}

const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="CampCare">${markShapes(40)}<text x="48" y="27.5" textLength="108" lengthAdjust="spacingAndGlyphs" font-family="${FONT}" font-size="21" font-weight="700" fill="${C.tealDark}">Camp<tspan fill="${C.teal}">Care</tspan></text></svg>\n`;
const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" role="img" aria-label="CampCare">${markShapes(40)}</svg>\n`;
const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="No photo"><rect width="64" height="64" rx="32" fill="#e2e8f0"/><circle cx="32" cy="25" r="11" fill="#94a3b8"/><path d="M12 54c2-11 10-17 20-17s18 6 20 17a32 32 0 0 1-40 0z" fill="#94a3b8"/></svg>\n`;

// ---------------------------------------------------------------------------
// Rendering
// ---------------------------------------------------------------------------

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

function jobs(): Job[] {
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
  return list;
}

async function shoot(page: Page, job: Job): Promise<number> {
  await page.setViewportSize({ width: job.w, height: job.h });
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

async function main(): Promise<void> {
  const filter = process.argv[2] ?? '';
  const svgFiles: ReadonlyArray<readonly [string, string]> = [
    ['logo.svg', LOGO_SVG],
    ['logo-mark.svg', MARK_SVG],
    ['avatar-placeholder.svg', PLACEHOLDER_SVG],
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
