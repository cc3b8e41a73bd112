/** Camp pictures (1200×800), one per theme, in seed order (CAMP_SCENES). */
import { C, HAIR, SKIN } from '../palette.ts';
import { at, blob, circle, ellipse, g, n, path, type Pt, rect, rng, type Scene, shade, stroke, tr } from '../svg.ts';
import { apple, armchair, badge, bunting, bush, canopy, chair, clipboard, cloud, cross, DROP, drop, earIcon, eyeIcon, firstAidKit, HEART, heart, orange, pine, plant, SHIELD, sparkle, speech, sun, syringe, table, TOOTH, tree, valanceTop, vial } from '../shapes.ts';
import { person } from '../figures.ts';
import { floor, outdoor, wash } from '../backdrops.ts';

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

export const CAMP_SCENES: readonly Scene[] = [
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
