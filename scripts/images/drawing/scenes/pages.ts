/** Pictures of the About, map and donation sections. */
import { C, HAIR, SKIN } from '../palette.ts';
import { at, blob, circle, ellipse, g, path, rect, rng, type Scene, stroke, tr } from '../svg.ts';
import { aTent, badge, canopy, clipboard, cloud, cross, firstAidKit, heart, hills, pine, plant, sparkle, sun, supplyBox, tree, valanceTop } from '../shapes.ts';
import { person, type PersonOpts } from '../figures.ts';
import { floor, wash } from '../backdrops.ts';

export const aboutTeam: Scene = (svg) => {
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

export const aboutMission: Scene = (svg) => {
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

export const mapPicture: Scene = () => {
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

export const donatePicture: Scene = (svg) => {
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
