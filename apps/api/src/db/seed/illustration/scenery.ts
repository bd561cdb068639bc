import type { Random } from '../random';
import { GRASS, LEAVES, shade, type Sky } from './palette';
import { num, type SvgCanvas } from './svg';

/** Sky gradient, a sun with its glow and a few soft clouds. */
export function drawSky(c: SvgCanvas, r: Random, sky: Sky, horizon: number): void {
  c.rect(
    0,
    0,
    c.width,
    horizon + 40,
    c.linear([
      [0, sky.top],
      [1, sky.bottom],
    ]),
  );
  const sunX = r.pick([r.float(120, 380), r.float(820, 1080)]);
  const sunY = r.float(110, horizon - 260);
  const sunR = r.float(42, 64);
  c.circle(
    sunX,
    sunY,
    sunR * 3.2,
    c.radial([
      [0, sky.glow, 0.75],
      [1, sky.glow, 0],
    ]),
  );
  c.circle(sunX, sunY, sunR, sky.sun);
  for (let i = r.int(2, 4); i > 0; i--)
    drawCloud(c, r, r.float(60, c.width - 60), r.float(70, horizon - 300));
}

function drawCloud(c: SvgCanvas, r: Random, x: number, y: number): void {
  const scale = r.float(0.7, 1.3);
  const puffs = r.int(3, 5);
  c.group('opacity="0.9"', () => {
    c.ellipse(x, y + 18 * scale, 95 * scale, 20 * scale, '#ffffff');
    for (let i = 0; i < puffs; i++) {
      const px = x + (i - (puffs - 1) / 2) * 42 * scale;
      c.circle(px, y - r.float(0, 18) * scale, r.float(26, 40) * scale, '#ffffff');
    }
  });
}

/** Two layers of rolling hills behind everything. */
export function drawHills(c: SvgCanvas, r: Random, sky: Sky, horizon: number): void {
  sky.hills.forEach((color, layer) => {
    const base = horizon + 10 + layer * 12;
    let d = `M0 ${num(base)}`;
    const bumps = r.int(3, 5);
    const step = c.width / bumps;
    for (let i = 0; i < bumps; i++) {
      const peak = base - r.float(50, 140) / (layer + 1);
      d += ` Q${num(step * i + step / 2)} ${num(peak)} ${num(step * (i + 1))} ${num(base - r.float(0, 20))}`;
    }
    c.path(`${d} L${c.width} ${num(horizon + 60)} L0 ${num(horizon + 60)} Z`, color);
  });
}

/** A pale row of distant towers, for town scenes. */
export function drawSkyline(c: SvgCanvas, r: Random, sky: Sky, horizon: number): void {
  const color = shade(sky.hills[1], 0.35);
  for (let x = -20; x < c.width; x += r.float(50, 110)) {
    const w = r.float(40, 90);
    const h = r.float(60, 200);
    c.rect(x, horizon - h + 20, w, h + 40, color, 'opacity="0.55"');
  }
}

/** Grass from the horizon down, with an optional paved street at the bottom. */
export function drawGround(c: SvgCanvas, r: Random, horizon: number, street: boolean): void {
  const [light, dark] = r.pick(GRASS);
  c.rect(
    0,
    horizon,
    c.width,
    c.height - horizon,
    c.linear([
      [0, light],
      [1, dark],
    ]),
  );
  if (!street) return;
  const top = c.height - 95;
  c.rect(0, top, c.width, 38, '#cfcac2');
  for (let x = 0; x < c.width; x += 60) c.line(x, top, x, top + 38, '#b8b2a8', 2);
  c.rect(0, top + 38, c.width, c.height - top - 38, '#6b6f76');
  for (let x = 30; x < c.width; x += 140)
    c.rect(x, c.height - 32, 70, 7, '#f2f2ea', 'opacity="0.85"');
}

export type TreeKind = 'round' | 'conifer' | 'cypress' | 'palm';

/** One tree standing on `groundY`; `size` about 1 gives a tree of 200 px. */
export function drawTree(
  c: SvgCanvas,
  r: Random,
  x: number,
  groundY: number,
  size: number,
  kind: TreeKind,
): void {
  const [dark, mid, light] = r.pick(LEAVES);
  c.ellipse(x + 10 * size, groundY, 50 * size, 9 * size, '#000000', 'opacity="0.12"');
  if (kind === 'palm') return drawPalm(c, r, x, groundY, size, mid, dark);
  c.rect(x - 7 * size, groundY - 80 * size, 14 * size, 80 * size, '#6d4a32');
  if (kind === 'round') {
    c.circle(x, groundY - 130 * size, 62 * size, dark);
    c.circle(x - 35 * size, groundY - 110 * size, 42 * size, mid);
    c.circle(x + 34 * size, groundY - 115 * size, 45 * size, mid);
    c.circle(x - 10 * size, groundY - 160 * size, 40 * size, light);
  } else if (kind === 'conifer') {
    for (let i = 0; i < 3; i++) {
      const top = groundY - (120 + i * 50) * size;
      const half = (60 - i * 14) * size;
      c.polygon(
        [
          [x, top - 40 * size],
          [x + half, top + 60 * size],
          [x - half, top + 60 * size],
        ],
        i === 2 ? light : i ? mid : dark,
      );
    }
  } else {
    c.ellipse(x, groundY - 150 * size, 30 * size, 120 * size, dark);
    c.ellipse(x - 8 * size, groundY - 165 * size, 16 * size, 90 * size, mid, 'opacity="0.8"');
  }
}

function drawPalm(
  c: SvgCanvas,
  r: Random,
  x: number,
  groundY: number,
  size: number,
  leaf: string,
  dark: string,
): void {
  const lean = r.float(-40, 40) * size;
  const topX = x + lean;
  const topY = groundY - 230 * size;
  c.path(
    `M${num(x - 8 * size)} ${num(groundY)} Q${num(x + lean * 0.2)} ${num(groundY - 120 * size)} ${num(topX - 4 * size)} ${num(topY)} L${num(topX + 5 * size)} ${num(topY)} Q${num(x + lean * 0.3 + 10 * size)} ${num(groundY - 120 * size)} ${num(x + 8 * size)} ${num(groundY)} Z`,
    '#8a6a48',
  );
  for (let i = 0; i < 7; i++) {
    const angle = -170 + i * 27 + r.float(-6, 6);
    c.ellipse(
      topX + 55 * size,
      topY,
      62 * size,
      12 * size,
      i % 2 ? leaf : dark,
      `transform="rotate(${num(angle)} ${num(topX)} ${num(topY)})"`,
    );
  }
}

/** Low rounded bushes with a few flowers. */
export function drawBush(
  c: SvgCanvas,
  r: Random,
  x: number,
  groundY: number,
  width: number,
  flowers: string,
): void {
  const [dark, mid] = r.pick(LEAVES);
  const puffs = Math.max(2, Math.round(width / 35));
  for (let i = 0; i < puffs; i++) {
    const px = x + (i / (puffs - 1) - 0.5) * width;
    c.circle(px, groundY - r.float(14, 24), r.float(20, 30), i % 2 ? mid : dark);
  }
  for (let i = 0; i < puffs * 2; i++) {
    c.circle(x + r.float(-0.5, 0.5) * width, groundY - r.float(10, 38), 4, flowers);
  }
}
