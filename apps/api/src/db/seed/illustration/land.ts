import type { Random } from '../random';
import { ACCENTS, GRASS, ROOFS, WALLS, shade, type Sky } from './palette';
import { drawTree } from './scenery';
import { num, type SvgCanvas } from './svg';

const FIELDS = ['#a9c96a', '#d9c26a', '#8fbf62', '#c7d57a', '#b8a05a', '#7fb05a'];

/** Open countryside: layered fields with furrows, a dirt track, a fence and a plot marker. */
export function drawLand(c: SvgCanvas, r: Random, _sky: Sky, horizon: number): void {
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
  if (r.chance(0.6)) drawFarmhouse(c, r, r.float(150, 1050), horizon + 14);

  const bands = r.int(3, 4);
  const colors = r.sample(FIELDS, bands);
  for (let b = 0; b < bands; b++) {
    const top = horizon + 20 + b * ((c.height - horizon) / (bands + 0.5));
    const tilt = r.float(-40, 40);
    const crest = (x: number) =>
      top + tilt * (x / c.width - 0.5) - 18 * Math.sin((x / c.width) * Math.PI * r.float(1, 2));
    const d = curve(c.width, crest);
    const color = colors[b]!;
    c.path(`${d} L${c.width} ${c.height} L0 ${c.height} Z`, color);
    for (let k = 1; k <= 4; k++) {
      c.path(
        curve(c.width, (x) => crest(x) + k * (10 + b * 6)),
        'none',
        `stroke="${shade(color, -0.12)}" stroke-width="${2 + b}" opacity="0.6"`,
      );
    }
  }

  const vanishX = r.float(400, 800);
  const bottomX = r.float(300, 900);
  c.path(
    `M${num(vanishX - 4)} ${num(horizon + 20)} Q${num((vanishX + bottomX) / 2 - 60)} ${num(horizon + 160)} ${num(bottomX - 110)} ${c.height} L${num(bottomX + 110)} ${c.height} Q${num((vanishX + bottomX) / 2 + 40)} ${num(horizon + 160)} ${num(vanishX + 4)} ${num(horizon + 20)} Z`,
    c.linear([
      [0, '#d8c29a'],
      [1, '#b8946a'],
    ]),
  );

  const trees = r.int(3, 6);
  for (let i = 0; i < trees; i++) {
    const depth = r.next();
    const x = r.float(40, c.width - 40);
    if (Math.abs(x - bottomX) < 160 && depth > 0.5) continue;
    drawTree(
      c,
      r,
      x,
      horizon + 30 + depth * 200,
      0.35 + depth * 0.65,
      r.pick(['round', 'round', 'cypress', 'conifer']),
    );
  }

  const fenceY = c.height - r.float(60, 110);
  const fenceColor = '#8a6a4a';
  const gapFrom = bottomX - 130;
  const gapTo = bottomX + 130;
  for (let x = 10; x < c.width; x += 70) {
    if (x > gapFrom && x < gapTo) continue;
    c.rect(x, fenceY - 70, 12, 80, fenceColor);
  }
  for (const dy of [-55, -25]) {
    c.rect(0, fenceY + dy, Math.max(0, gapFrom + 10), 8, shade(fenceColor, 0.1));
    c.rect(gapTo, fenceY + dy, c.width - gapTo, 8, shade(fenceColor, 0.1));
  }
  const signX = Math.min(gapTo + r.float(20, 140), c.width - 90);
  c.rect(signX, fenceY - 150, 10, 160, '#6d4a32');
  c.rect(signX - 60, fenceY - 170, 130, 78, r.pick(ACCENTS));
  c.rect(signX - 50, fenceY - 160, 110, 58, '#ffffff', 'opacity="0.25"');
  c.rect(signX - 40, fenceY - 145, 90, 10, '#ffffff');
  c.rect(signX - 40, fenceY - 124, 60, 8, '#ffffff', 'opacity="0.8"');
}

function curve(width: number, y: (x: number) => number): string {
  const points = Array.from({ length: 13 }, (_, i) => (i * width) / 12);
  return (
    `M0 ${num(y(0))} ` +
    points
      .slice(1)
      .map((x) => `L${num(x)} ${num(y(x))}`)
      .join(' ')
  );
}

function drawFarmhouse(c: SvgCanvas, r: Random, x: number, groundY: number): void {
  const wall = r.pick(WALLS);
  c.rect(x - 30, groundY - 34, 60, 34, wall);
  c.polygon(
    [
      [x - 36, groundY - 34],
      [x, groundY - 58],
      [x + 36, groundY - 34],
    ],
    r.pick(ROOFS),
  );
  c.rect(x - 8, groundY - 20, 12, 20, shade(wall, -0.4));
}
