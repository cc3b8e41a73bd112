/** Home banners (1600×700; the left ~45% stays calm and dark for white text), with their desktop and phone crops. */
import { C, HAIR, SKIN } from '../palette.ts';
import { at, blob, ellipse, n, path, rect, type Scene, shade, stroke, Svg } from '../svg.ts';
import { apple, aTent, badge, bunting, canopy, chair, clipboard, cloud, cross, heart, hills, orange, pine, plant, sun, supplyBox, tree, valanceTop } from '../shapes.ts';
import { person, type PersonOpts } from '../figures.ts';
import { floor, outdoor, wash } from '../backdrops.ts';

export const BW = 1600;
export const BH = 700;

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

export const BANNERS: readonly Scene[] = [bannerCamp, bannerDoctor, bannerFair, bannerVolunteers];

export function bannerDesktop(scene: Scene): string {
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

export function bannerMobile(scene: Scene): string {
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
