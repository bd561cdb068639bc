import type { Random } from '../random';
import { ACCENTS, WALLS, shade, type Sky } from './palette';
import { drawShadow, drawWindow, glassFill, sideLight } from './parts';
import type { SvgCanvas } from './svg';

/** Two or three storeys with a shopfront, an awning and a sign band. */
export function drawShop(c: SvgCanvas, r: Random, sky: Sky, cx: number, groundY: number): void {
  const glass = glassFill(c, sky);
  const w = r.float(480, 580);
  const x = cx - w / 2;
  const storeys = r.int(2, 3);
  const h = 190 + (storeys - 1) * 110;
  const wall = r.pick(WALLS);
  const accent = r.pick(ACCENTS);
  drawShadow(c, cx, groundY, w);
  c.rect(x, groundY - h, w, h, wall);
  sideLight(c, x, groundY - h, w, h);
  c.rect(x - 10, groundY - h - 16, w + 20, 18, shade(wall, -0.35));
  for (let s = 1; s < storeys; s++) {
    const wy = groundY - 190 - s * 110 + 22;
    for (let i = 0; i < 4; i++) drawWindow(c, x + ((i + 0.5) * w) / 4 - 30, wy, 60, 70, glass);
  }
  c.rect(x + 10, groundY - 186, w - 20, 40, accent);
  c.circle(x + 44, groundY - 166, 13, '#ffffff', 'opacity="0.9"');
  c.rect(x + 70, groundY - 170, w * 0.4, 8, '#ffffff', 'opacity="0.8"');
  c.rect(x + 14, groundY - 140, w - 28, 140, '#3a3a40');
  const doorW = 80;
  const doorX = r.chance(0.5) ? x + 40 : x + w - 40 - doorW;
  const shelfX = doorX < cx ? doorX + doorW + 20 : x + 30;
  drawShelves(c, r, shelfX, groundY - 118, w - doorW - 90, 108, ACCENTS);
  c.rect(doorX, groundY - 124, doorW, 124, glass);
  c.line(doorX + doorW - 14, groundY - 80, doorX + doorW - 14, groundY - 50, '#d9d9d9', 4);
  drawAwning(c, r, x + 4, groundY - 146, w - 20, [accent, '#ffffff']);
}

/** A striped awning with a scalloped edge. */
export function drawAwning(
  c: SvgCanvas,
  r: Random,
  x: number,
  y: number,
  w: number,
  colors: [string, string],
): void {
  const depth = 46;
  const stripes = Math.round(w / 40);
  const sw = w / stripes;
  for (let i = 0; i < stripes; i++) {
    const sx = x + i * sw;
    c.polygon(
      [
        [sx + 6, y],
        [sx + sw + 6, y],
        [sx + sw, y + depth],
        [sx, y + depth],
      ],
      colors[i % 2]!,
    );
    c.circle(sx + sw / 2, y + depth, sw / 2, colors[i % 2]!);
  }
  c.rect(x, y - 6, w + 12, 8, shade(colors[0], -0.3));
  if (r.chance(0.5)) c.rect(x, y + depth + sw / 2 - 2, w, 3, '#000000', 'opacity="0.08"');
}

/** Goods on shelves behind a shop window. */
export function drawShelves(
  c: SvgCanvas,
  r: Random,
  x: number,
  y: number,
  w: number,
  h: number,
  accents: readonly string[],
): void {
  c.rect(
    x,
    y,
    w,
    h,
    c.linear([
      [0, '#fff4d6'],
      [1, '#f3d9a4'],
    ]),
  );
  for (let row = 1; row <= 2; row++) {
    const sy = y + (h * row) / 3;
    c.rect(x + 6, sy, w - 12, 5, '#b88a5a');
    for (let gx = x + 14; gx < x + w - 24; gx += r.float(20, 34)) {
      const gh = r.float(14, 30);
      c.rect(gx, sy - gh, r.float(10, 18), gh, r.pick(accents), 'opacity="0.85"');
    }
  }
  c.polygon(
    [
      [x, y + h * 0.6],
      [x + w * 0.4, y],
      [x + w * 0.55, y],
      [x, y + h * 0.9],
    ],
    '#ffffff',
    'opacity="0.22"',
  );
}
