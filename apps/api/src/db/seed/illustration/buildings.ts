import type { Random } from '../random';
import { ACCENTS, DOORS, ROOFS, WALLS, shade, type Sky } from './palette';
import { drawDoor, drawShadow, drawWindow, glassFill, sideLight } from './parts';
import type { SvgCanvas } from './svg';

/** Gabled family house, one or two storeys, sometimes with a garage wing. */
export function drawHouse(c: SvgCanvas, r: Random, sky: Sky, cx: number, groundY: number): void {
  const w = r.float(420, 520);
  const storeys = r.int(1, 2);
  const h = storeys === 1 ? r.float(170, 200) : r.float(250, 290);
  const x = cx - w / 2;
  const top = groundY - h;
  const wall = r.pick(WALLS);
  const roof = r.pick(ROOFS);
  const glass = glassFill(c, sky);
  drawShadow(c, cx, groundY, w);
  if (r.chance(0.5)) {
    const gw = w * 0.42;
    const gx = r.chance(0.5) ? x - gw + 10 : x + w - 10;
    c.rect(gx, groundY - 130, gw, 130, shade(wall, -0.08));
    c.polygon(
      [
        [gx - 10, groundY - 130],
        [gx + gw / 2, groundY - 175],
        [gx + gw + 10, groundY - 130],
      ],
      shade(roof, 0.1),
    );
    c.rect(gx + gw * 0.15, groundY - 95, gw * 0.7, 95, '#e9e4da');
    for (let y = groundY - 85; y < groundY; y += 14)
      c.line(gx + gw * 0.15, y, gx + gw * 0.85, y, '#c9c2b5', 2);
  }
  const chimneyX = cx + r.pick([-1, 1]) * w * 0.25;
  c.rect(chimneyX - 16, top - 120, 32, 90, shade(roof, -0.2));
  c.rect(chimneyX - 20, top - 126, 40, 10, shade(roof, -0.35));
  c.rect(x, top, w, h, wall);
  sideLight(c, x, top, w, h);
  const roofH = r.float(120, 160);
  c.polygon(
    [
      [x - 28, top + 4],
      [cx, top - roofH],
      [x + w + 28, top + 4],
    ],
    roof,
  );
  c.polygon(
    [
      [cx, top - roofH],
      [x + w + 28, top + 4],
      [cx + 40, top + 4],
    ],
    '#000000',
    'opacity="0.12"',
  );
  c.rect(x - 28, top, w + 56, 10, shade(roof, -0.3));
  if (r.chance(0.6))
    c.circle(cx, top - roofH * 0.4, 20, glass, `stroke="#ffffff" stroke-width="6"`);
  const door = DOORS[r.int(0, DOORS.length - 1)]!;
  const doorX = cx - 32 + r.pick([0, -w * 0.25, w * 0.25]);
  drawDoor(c, doorX, groundY, 64, 118, door, glass);
  const cols = w > 470 ? 4 : 3;
  for (let row = 0; row < storeys; row++) {
    const wy = row === storeys - 1 ? groundY - 150 : top + 40;
    for (let i = 0; i < cols; i++) {
      const wx = x + ((i + 0.5) * w) / cols - 30;
      if (row === storeys - 1 && Math.abs(wx + 30 - (doorX + 32)) < 70) continue;
      drawWindow(c, wx, wy, 60, 74, glass);
      c.rect(wx - 14, wy - 4, 10, 82, door, 'opacity="0.7"');
      c.rect(wx + 64, wy - 4, 10, 82, door, 'opacity="0.7"');
    }
  }
}

/** Modern villa of two offset boxes with big glazing, a wooden panel and a pool. */
export function drawVilla(c: SvgCanvas, r: Random, sky: Sky, cx: number, groundY: number): void {
  const glass = glassFill(c, sky);
  const wall = r.pick(['#f7f5f0', '#efe9df', '#f3ede2', '#e9eef0']);
  const w = r.float(560, 680);
  const x = cx - w / 2;
  const lowH = 150;
  const upW = w * r.float(0.5, 0.62);
  const upX = r.chance(0.5) ? x + 30 : x + w - upW - 30;
  drawShadow(c, cx, groundY, w);
  c.rect(upX, groundY - lowH - 130, upW, 130, wall);
  sideLight(c, upX, groundY - lowH - 130, upW, 130);
  c.rect(upX + 24, groundY - lowH - 108, upW - 48, 88, glass);
  for (let gx = upX + 24 + (upW - 48) / 4; gx < upX + upW - 30; gx += (upW - 48) / 4) {
    c.line(gx, groundY - lowH - 108, gx, groundY - lowH - 20, '#3a3f44', 4);
  }
  c.rect(upX - 18, groundY - lowH - 142, upW + 36, 14, '#3a3f44');
  c.rect(x, groundY - lowH, w, lowH, wall);
  sideLight(c, x, groundY - lowH, w, lowH);
  c.rect(x - 22, groundY - lowH - 12, w + 44, 14, '#3a3f44');
  const woodX = r.chance(0.5) ? x + 20 : x + w - 160;
  c.rect(woodX, groundY - lowH + 14, 140, lowH - 14, '#a8743f');
  for (let wx = woodX + 10; wx < woodX + 140; wx += 12)
    c.line(wx, groundY - lowH + 14, wx, groundY, '#8c5d30', 3);
  const glazeX = woodX === x + 20 ? x + 190 : x + 30;
  const glazeW = w - 220;
  c.rect(glazeX, groundY - lowH + 24, glazeW, lowH - 24, glass);
  for (let gx = glazeX + glazeW / 5; gx < glazeX + glazeW - 5; gx += glazeW / 5) {
    c.line(gx, groundY - lowH + 24, gx, groundY, '#3a3f44', 4);
  }
  c.rect(x - 60, groundY, w + 120, 22, '#c9a67a');
  const poolW = w * 0.7;
  const poolX = cx - poolW / 2 + r.float(-60, 60);
  const water = c.linear([
    [0, '#7fe0f0'],
    [1, '#1fa3c8'],
  ]);
  c.polygon(
    [
      [poolX + 30, groundY + 40],
      [poolX + poolW + 30, groundY + 40],
      [poolX + poolW, groundY + 110],
      [poolX, groundY + 110],
    ],
    '#eef2f2',
  );
  c.polygon(
    [
      [poolX + 42, groundY + 48],
      [poolX + poolW + 20, groundY + 48],
      [poolX + poolW - 8, groundY + 102],
      [poolX + 12, groundY + 102],
    ],
    water,
  );
  for (let i = 0; i < 4; i++) {
    const ly = groundY + 60 + i * 11;
    c.line(
      poolX + 60 + r.float(0, 80),
      ly,
      poolX + 160 + r.float(40, 160),
      ly,
      '#ffffff',
      3,
      'opacity="0.5" stroke-linecap="round"',
    );
  }
}

/** One or two blocks of flats with a grid of windows and balconies. */
export function drawApartments(
  c: SvgCanvas,
  r: Random,
  sky: Sky,
  cx: number,
  groundY: number,
): void {
  const glass = glassFill(c, sky);
  const blocks = r.int(1, 2);
  for (let b = blocks; b >= 1; b--) {
    const back = b === 2;
    const w = back ? r.float(220, 280) : r.float(300, 360);
    const floors = back ? r.int(5, 7) : r.int(6, 8);
    const floorH = 54;
    const h = floors * floorH + 30;
    const bx = back ? cx + r.pick([-1, 1]) * r.float(200, 260) - w / 2 : cx - w / 2;
    const wall = back ? shade(r.pick(WALLS), -0.12) : r.pick(WALLS);
    const rail = r.pick(['#ffffff', '#3f4a55', '#8a6a4a']);
    drawShadow(c, bx + w / 2, groundY, w);
    c.rect(bx, groundY - h, w, h, wall);
    sideLight(c, bx, groundY - h, w, h);
    c.rect(bx - 8, groundY - h - 12, w + 16, 14, shade(wall, -0.3));
    const cols = Math.round(w / 75);
    for (let f = 0; f < floors; f++) {
      const wy = groundY - h + 30 + f * floorH;
      if (f === floors - 1) continue;
      for (let i = 0; i < cols; i++) {
        const wx = bx + ((i + 0.5) * w) / cols - 18;
        c.rect(wx, wy, 36, 34, glass);
        c.rect(wx - 3, wy + 34, 42, 4, shade(wall, -0.2));
        if (!back && (i + f) % 2 === 0) c.rect(wx - 10, wy + 22, 56, 14, rail, 'opacity="0.85"');
      }
    }
    if (!back) {
      drawDoor(c, cx - 30, groundY, 60, 70, r.pick(DOORS), glass);
      c.rect(cx - 50, groundY - 84, 100, 10, shade(wall, -0.35));
    }
  }
}

/** Two or three glass towers on a paved plaza. */
export function drawOffices(c: SvgCanvas, r: Random, sky: Sky, cx: number, groundY: number): void {
  const towers = r.int(2, 3);
  const tints: Array<[string, string]> = [
    ['#9fd0ea', '#2f6f9a'],
    ['#a8e0d8', '#2f7f7a'],
    ['#c6d6e6', '#4a5f7a'],
    [sky.glass[0], shade(sky.glass[1], -0.25)],
  ];
  const slots = towers === 2 ? [-130, 130] : [-250, 0, 250];
  const order = r.shuffle(slots.map((dx, i) => ({ dx, tall: i === 1 || towers === 2 })));
  for (const slot of order) {
    const w = r.float(170, 240);
    const h = slot.tall ? r.float(430, 520) : r.float(300, 400);
    const x = cx + slot.dx - w / 2;
    const [light, dark] = r.pick(tints);
    drawShadow(c, x + w / 2, groundY, w);
    c.rect(
      x,
      groundY - h,
      w,
      h,
      c.linear(
        [
          [0, light],
          [1, dark],
        ],
        1,
        1,
      ),
    );
    for (let gx = x + 22; gx < x + w; gx += 22)
      c.line(gx, groundY - h, gx, groundY, '#ffffff', 1.5, 'opacity="0.35"');
    for (let gy = groundY - h + 28; gy < groundY; gy += 28)
      c.line(x, gy, x + w, gy, '#1f3344', 2, 'opacity="0.3"');
    c.polygon(
      [
        [x, groundY - h * 0.55],
        [x + w * 0.7, groundY - h],
        [x + w, groundY - h],
        [x + w, groundY - h * 0.9],
        [x, groundY - h * 0.3],
      ],
      '#ffffff',
      'opacity="0.16"',
    );
    c.rect(x - 6, groundY - h - 14, w + 12, 14, '#3a4550');
  }
  c.rect(cx - 160, groundY - 80, 320, 80, '#e9edf0');
  c.rect(cx - 120, groundY - 64, 240, 64, glassFill(c, sky));
  c.rect(cx - 175, groundY - 92, 350, 14, '#3a4550');
  c.rect(cx - 60, groundY - 104, 120, 12, r.pick(ACCENTS));
}
