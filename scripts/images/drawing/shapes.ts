/** Icons and props: unit-sized shapes placed with a transform, scenery, furniture, food and medical kit. */
import { C } from './palette.ts';
import { at, type Attr, circle, ellipse, g, ga, n, path, type Pt, rect, rng, shade, smoothOpen, stroke, Svg, tr } from './svg.ts';

export const HEART = 'M0 0.45C-0.35 0.2-0.5 0-0.5-0.2C-0.5-0.4-0.35-0.48-0.24-0.48C-0.12-0.48-0.04-0.42 0-0.32C0.04-0.42 0.12-0.48 0.24-0.48C0.35-0.48 0.5-0.4 0.5-0.2C0.5 0 0.35 0.2 0 0.45Z';
export const DROP = 'M0-0.5C0.15-0.28 0.35-0.05 0.35 0.15C0.35 0.36 0.19 0.5 0 0.5C-0.19 0.5-0.35 0.36-0.35 0.15C-0.35-0.05-0.15-0.28 0-0.5Z';
export const TOOTH =
  'M-0.42-0.33C-0.43-0.52-0.26-0.6-0.12-0.53Q0-0.47 0.12-0.53C0.26-0.6 0.43-0.52 0.42-0.33C0.41-0.13 0.36 0 0.32 0.15C0.28 0.35 0.24 0.56 0.13 0.56C0.03 0.56 0.06 0.24 0 0.24C-0.06 0.24-0.03 0.56-0.13 0.56C-0.24 0.56-0.28 0.35-0.32 0.15C-0.36 0-0.41-0.13-0.42-0.33Z';
export const SHIELD = 'M0-0.5C0.16-0.4 0.3-0.36 0.42-0.36C0.42 0.05 0.3 0.33 0 0.5C-0.3 0.33-0.42 0.05-0.42-0.36C-0.3-0.36-0.16-0.4 0-0.5Z';
const STAR4 = 'M0-1C0.12-0.28 0.28-0.12 1 0C0.28 0.12 0.12 0.28 0 1C-0.12 0.28-0.28 0.12-1 0C-0.28-0.12-0.12-0.28 0-1Z';

export const heart = (x: number, y: number, s: number, fill: string, extra: Attr = {}) => path(HEART, fill, { transform: tr(x, y, s), ...extra });
export const drop = (x: number, y: number, s: number, fill: string, extra: Attr = {}) => path(DROP, fill, { transform: tr(x, y, s), ...extra });
export const sparkle = (x: number, y: number, s: number, fill: string, extra: Attr = {}) => path(STAR4, fill, { transform: tr(x, y, s), ...extra });

export function cross(x: number, y: number, size: number, fill: string): string {
  const t = size * 0.36;
  const r = t * 0.22;
  return rect(x - t / 2, y - size / 2, t, size, fill, r) + rect(x - size / 2, y - t / 2, size, t, fill, r);
}

/** A white disc with a soft shadow, holding an icon. */
export function badge(svg: Svg, x: number, y: number, r: number, inner: string, fill: string = C.white): string {
  return (
    circle(x + r * 0.04, y + r * 0.08, r, '#000', { opacity: 0.07, filter: svg.blur(r * 0.08) }) +
    circle(x, y, r, fill) +
    inner
  );
}

export function cloud(x: number, y: number, s: number, opacity = 0.95): string {
  return ga(
    { transform: tr(x, y, s), fill: C.white, opacity },
    rect(-80, -6, 170, 36, C.white, 18),
    circle(-38, -4, 30, C.white),
    circle(8, -22, 42, C.white),
    circle(52, -2, 28, C.white),
  );
}

export function sun(x: number, y: number, r: number, color: string): string {
  return circle(x, y, r * 1.9, color, { opacity: 0.18 }) + circle(x, y, r * 1.4, color, { opacity: 0.3 }) + circle(x, y, r, color);
}

export function hills(w: number, h: number, baseY: number, amp: number, fill: string, seed: number, count = 5): string {
  const rand = rng(seed);
  const pts: Pt[] = [];
  for (let i = 0; i <= count; i++) pts.push([(w * i) / count + (rand() - 0.5) * 40, baseY - amp * rand()]);
  return path(`${smoothOpen([[-40, baseY], ...pts, [w + 40, baseY]])}L${w + 40} ${h}L-40 ${h}Z`, fill);
}

export function tree(x: number, gy: number, s: number, leaf: string, leaf2: string): string {
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

export function pine(x: number, gy: number, s: number, leaf: string): string {
  return g(
    tr(x, gy, s),
    rect(-6, -30, 12, 30, C.woodDark, 3),
    path('M0-190L46-90H-46Z', leaf),
    path('M0-150L56-40H-56Z', leaf),
    path('M0-190L46-90H0Z', '#000', { opacity: 0.08 }),
    path('M0-150L56-40H0Z', '#000', { opacity: 0.08 }),
  );
}

export function bush(x: number, gy: number, s: number, fill: string): string {
  return g(tr(x, gy, s), circle(-30, -20, 26, fill), circle(0, -34, 34, fill), circle(32, -20, 26, fill), rect(-56, -22, 112, 22, fill, 10));
}

export function plant(x: number, gy: number, s: number, pot: string, leaf: string = C.green): string {
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
export function valanceTop(w: number, a: string, b: string, h = 44, count = 12): string {
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
export function bunting(x1: number, y1: number, x2: number, y2: number, sag: number, colors: readonly string[], count = 12): string {
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
export function canopy(
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
export function aTent(cx: number, gy: number, w: number, h: number, color: string): string {
  return (
    ellipse(cx, gy, w * 0.56, 10, '#000', { opacity: 0.07 }) +
    path(`M${n(cx - w / 2)} ${n(gy)}L${n(cx)} ${n(gy - h)}L${n(cx + w / 2)} ${n(gy)}Z`, color) +
    path(`M${n(cx)} ${n(gy - h)}L${n(cx + w / 2)} ${n(gy)}H${n(cx)}Z`, shade(color, -0.12)) +
    path(`M${n(cx - w * 0.17)} ${n(gy)}L${n(cx)} ${n(gy - h * 0.58)}L${n(cx + w * 0.17)} ${n(gy)}Z`, shade(color, -0.45)) +
    path(`M${n(cx)} ${n(gy - h * 0.58)}L${n(cx - w * 0.28)} ${n(gy)}H${n(cx - w * 0.17)}Z`, shade(color, 0.25)) +
    stroke(`M${n(cx)} ${n(gy - h)}l-8-16M${n(cx)} ${n(gy - h)}l8-16`, shade(color, -0.35), 4)
  );
}

export function table(x: number, topY: number, w: number, legH: number, top: string, legs: string = shade(top, -0.25)): string {
  return (
    rect(x + 18, topY + 10, 10, legH, legs, 4) +
    rect(x + w - 28, topY + 10, 10, legH, legs, 4) +
    rect(x, topY, w, 16, top, 6) +
    rect(x + 6, topY + 14, w - 12, 6, shade(top, -0.15), 3)
  );
}

export function chair(x: number, gy: number, s: number, color: string): string {
  return g(
    tr(x, gy, s),
    rect(-32, -150, 64, 104, color, 14),
    rect(-38, -60, 76, 14, shade(color, -0.15), 6),
    rect(-32, -48, 7, 48, '#6b7280', 3),
    rect(25, -48, 7, 48, '#6b7280', 3),
  );
}

export function armchair(x: number, gy: number, s: number, color: string): string {
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

export function clipboard(x: number, y: number, s: number, rot = 0, color: string = C.wood): string {
  return g(
    tr(x, y, s, rot),
    rect(-22, -30, 44, 58, color, 5),
    rect(-17, -23, 34, 46, C.white, 2),
    rect(-9, -34, 18, 9, '#64748b', 3),
    stroke('M-11-12H11M-11-3H11M-11 6H5M-11 15H8', C.grey, 2.4),
  );
}

export function syringe(x: number, y: number, s: number, rot = 0): string {
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

export function vial(x: number, y: number, s: number, liquid: string): string {
  return g(tr(x, y, s), rect(-10, -36, 20, 36, C.white, 5, { stroke: '#b6c2cf', 'stroke-width': 2 }), rect(-8, -20, 16, 18, liquid, 3), rect(-11, -44, 22, 10, C.coral, 3));
}

export function speech(x: number, y: number, w: number, h: number, tail: 'left' | 'right', fill: string, inner: string): string {
  const tx = tail === 'left' ? x + w * 0.22 : x + w * 0.78;
  const dx = tail === 'left' ? -18 : 18;
  return (
    rect(x + 4, y + 8, w, h, '#000', h / 2.2, { opacity: 0.06 }) +
    path(`M${n(tx - 14)} ${n(y + h - 4)}L${n(tx + dx)} ${n(y + h + 30)}L${n(tx + 16)} ${n(y + h - 4)}Z`, fill) +
    rect(x, y, w, h, fill, h / 2.2) +
    inner
  );
}

export function eyeIcon(x: number, y: number, s: number): string {
  return g(
    tr(x, y, s),
    path('M-70 0Q0-58 70 0Q0 58-70 0Z', C.white, { stroke: C.teal, 'stroke-width': 8, 'stroke-linejoin': 'round' }),
    circle(0, 0, 27, C.teal2),
    circle(0, 0, 13, C.tealDeep),
    circle(8, -8, 6, C.white),
  );
}

export function earIcon(x: number, y: number, s: number, skin: string): string {
  return g(
    tr(x, y, s),
    path('M-26 10C-30-30-8-62 18-62C46-62 62-40 62-16C62 10 44 20 40 38C36 58 22 70 4 70C-12 70-22 58-24 44', skin, { stroke: shade(skin, -0.25), 'stroke-width': 5 }),
    stroke('M-4 8C-6-18 8-38 22-38C36-38 42-26 40-14C38 0 24 4 22 20', shade(skin, -0.3), 7),
    stroke('M-60-20Q-72 0-60 20M-82-38Q-104 0-82 38', C.teal, 7),
  );
}


export function apple(x: number, y: number, s: number, color = '#e24b4b'): string {
  return g(tr(x, y, s), circle(-8, 0, 20, color), circle(8, 0, 20, color), ellipse(-10, -8, 6, 4, C.white, { opacity: 0.35 }), stroke('M0-16Q2-26 8-30', C.woodDark, 3.5), ellipse(12, -26, 8, 4, C.green, { transform: 'rotate(-30 12 -26)' }));
}
export function orange(x: number, y: number, s: number): string {
  return g(tr(x, y, s), circle(0, 0, 22, '#f59e3b'), circle(-7, -7, 5, C.white, { opacity: 0.3 }), ellipse(4, -22, 7, 3.5, C.green));
}

export function firstAidKit(x: number, y: number, s: number): string {
  return g(tr(x, y, s), rect(-84, -10, 180, 130, '#000', 18, { opacity: 0.08 }), stroke('M-30-14V-34H30V-14', '#7f1d1d', 10), rect(-90, -20, 180, 130, '#e4574a', 18), rect(-90, 10, 180, 10, '#000', 0, { opacity: 0.08 }), circle(0, 50, 36, C.white), cross(0, 50, 44, '#e4574a'));
}

export function supplyBox(x: number, y: number, s: number): string {
  return g(tr(x, y, s), rect(-34, -26, 68, 52, '#d9b27c', 4), rect(-34, -26, 68, 12, '#c89b62', 3), cross(0, 6, 22, C.coral));
}
