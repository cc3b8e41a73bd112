/** People: full figures with hair styles and arm poses, and head-and-shoulders busts for avatars. */
import { C } from './palette.ts';
import { circle, ellipse, g, n, path, type Pt, rect, shade, stroke, Svg } from './svg.ts';

type HairStyle = 'short' | 'side' | 'long' | 'bob' | 'bun' | 'ponytail' | 'afro' | 'curly' | 'buzz' | 'bald' | 'hijab';
type ArmPose = 'down' | 'wave' | 'up' | 'hold' | 'chest' | 'reach' | 'extend' | 'point' | 'hip' | 'face';

export interface Look {
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

export interface PersonOpts extends Look {
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

export function person(o: PersonOpts): Figure {
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
export function bust(svg: Svg, look: Look, top: string, kind: 'tee' | 'coat' | 'collar' | 'sweater' | 'scrubs', bg: readonly [string, string]): string {
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
