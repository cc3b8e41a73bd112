/** SVG building blocks: elements, transforms, smooth paths, seeded randomness, the gradients of one picture (Svg) and a Scene that draws into it. */

export type Pt = readonly [number, number];

export function at<T>(list: readonly T[], i: number): T {
  const v = list[((i % list.length) + list.length) % list.length];
  if (v === undefined) throw new Error('empty list');
  return v;
}

/** Deterministic pseudo-random numbers (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const n = (v: number): string => (Math.round(v * 100) / 100).toString();

/** Mixes a #rrggbb colour with black (amt < 0) or white (amt > 0). */
export function shade(hex: string, amt: number): string {
  const m = /^#([0-9a-f]{6})$/i.exec(hex);
  if (!m || m[1] === undefined) return hex;
  const v = parseInt(m[1], 16);
  const target = amt < 0 ? 0 : 255;
  const k = Math.abs(amt);
  const ch = (c: number) => Math.round(c + (target - c) * k).toString(16).padStart(2, '0');
  return `#${ch((v >> 16) & 255)}${ch((v >> 8) & 255)}${ch(v & 255)}`;
}

export type Attr = Record<string, string | number | undefined>;
function el(tag: string, a: Attr, inner = ''): string {
  const s = Object.entries(a)
    .filter((e): e is [string, string | number] => e[1] !== undefined)
    .map(([k, v]) => `${k}="${typeof v === 'number' ? n(v) : v}"`)
    .join(' ');
  return inner ? `<${tag} ${s}>${inner}</${tag}>` : `<${tag} ${s}/>`;
}
export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0, extra: Attr = {}) =>
  el('rect', { x, y, width: w, height: h, rx: rx || undefined, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attr = {}) => el('circle', { cx, cy, r, fill, ...extra });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attr = {}) =>
  el('ellipse', { cx, cy, rx, ry, fill, ...extra });
export const path = (d: string, fill: string, extra: Attr = {}) => el('path', { d, fill, ...extra });
export const stroke = (d: string, color: string, width: number, extra: Attr = {}) =>
  el('path', { d, fill: 'none', stroke: color, 'stroke-width': width, 'stroke-linecap': 'round', 'stroke-linejoin': 'round', ...extra });
export const g = (transform: string, ...children: string[]) => `<g transform="${transform}">${children.join('')}</g>`;
export const ga = (a: Attr, ...children: string[]) => el('g', a, children.join(''));
export const tr = (x: number, y: number, s = 1, rot = 0) => `translate(${n(x)} ${n(y)})${rot ? ` rotate(${n(rot)})` : ''}${s !== 1 ? ` scale(${n(s)})` : ''}`;

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
export function smoothOpen(pts: readonly Pt[]): string {
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

export function blob(cx: number, cy: number, r: number, fill: string, seed: number, wobble = 0.14, opacity = 1): string {
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
export class Svg {
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

export type Scene = (svg: Svg) => string;
