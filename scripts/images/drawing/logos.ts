/** The SVG files served as they are: logo, logo mark, the avatar placeholder and the art of a camp without a picture. */
import { C } from './palette.ts';
import { canopy, cloud, hills, sun } from './shapes.ts';
import { g, n, path, rect, Svg } from './svg.ts';

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

export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="40" viewBox="0 0 160 40" role="img" aria-label="CampCare">${markShapes(40)}<text x="48" y="27.5" textLength="108" lengthAdjust="spacingAndGlyphs" font-family="${FONT}" font-size="21" font-weight="700" fill="${C.tealDark}">Camp<tspan fill="${C.teal}">Care</tspan></text></svg>\n`;
export const MARK_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40" role="img" aria-label="CampCare">${markShapes(40)}</svg>\n`;
export const PLACEHOLDER_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-label="No photo"><rect width="64" height="64" rx="32" fill="#e2e8f0"/><circle cx="32" cy="25" r="11" fill="#94a3b8"/><path d="M12 54c2-11 10-17 20-17s18 6 20 17a32 32 0 0 1-40 0z" fill="#94a3b8"/></svg>\n`;

/**
 * A camp whose organizers gave no picture: a canopy on a green field under a
 * morning sky, in the brand's colours, at the camp pictures' 3:2. Decorative
 * (the camp's name is always written beside it), so it has no label.
 */
function campDefaultSvg(): string {
  const svg = new Svg(600, 400);
  const body = [
    rect(0, 0, 600, 400, svg.lin([[0, C.sky], [1, C.tealMist]])),
    sun(470, 92, 34, C.yellow),
    cloud(150, 84, 0.5, 0.9),
    cloud(360, 60, 0.36, 0.8),
    hills(600, 400, 270, 50, C.tealSoft, 7, 4),
    hills(600, 400, 300, 36, C.leaf, 11, 5),
    rect(0, 318, 600, 82, C.green),
    canopy(svg, 300, 330, 250, 190, C.teal, C.white, { emblem: true, inside: C.tealLight }),
  ];
  return `${svg.render(body.join(''))}\n`;
}

export const CAMP_DEFAULT_SVG = campDefaultSvg();

/**
 * The app's icon when CampCare is installed on a phone: the logo mark filling
 * the square (`any`), or on a full-bleed teal field with the mark inside the
 * middle 80% that launchers may crop to a circle (`maskable`).
 */
export function appIconSvg(size: number, maskable: boolean): string {
  const inner = maskable ? size * 0.7 : size;
  const offset = (size - inner) / 2;
  const field = maskable ? rect(0, 0, size, size, C.teal) : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${field}${g(`translate(${n(offset)} ${n(offset)})`, markShapes(inner))}</svg>`;
}
