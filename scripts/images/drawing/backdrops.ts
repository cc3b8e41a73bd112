/** Backdrops shared by the scenes: a colour wash, a floor, an outdoor sky with hills and grass. */
import { path, rect, shade, smoothOpen, Svg } from './svg.ts';
import { hills } from './shapes.ts';

export function wash(svg: Svg, top: string, bottom: string): string {
  return rect(0, 0, svg.w, svg.h, svg.lin([[0, top], [1, bottom]]));
}

export function floor(svg: Svg, y: number, color: string): string {
  return rect(0, y, svg.w, svg.h - y, svg.lin([[0, color], [1, shade(color, -0.05)]])) + rect(0, y, svg.w, 5, shade(color, -0.08));
}

export function outdoor(svg: Svg, skyTop: string, skyBottom: string, horizon: number, hillA: string, hillB: string, grass: string, seed: number): string {
  return (
    rect(0, 0, svg.w, svg.h, svg.lin([[0, skyTop], [1, skyBottom]])) +
    hills(svg.w, svg.h, horizon, 90, hillA, seed, 4) +
    hills(svg.w, svg.h, horizon + 50, 60, hillB, seed + 1, 5) +
    path(`${smoothOpen([[-20, horizon + 110], [svg.w * 0.3, horizon + 95], [svg.w * 0.7, horizon + 115], [svg.w + 20, horizon + 100]])}L${svg.w + 20} ${svg.h}L-20 ${svg.h}Z`, svg.lin([[0, grass], [1, shade(grass, -0.06)]]))
  );
}
