import type { CategoryName } from '../data/catalog';
import { createRandom, type Random } from '../random';
import { drawApartments, drawHouse, drawOffices, drawVilla } from './buildings';
import { drawShop } from './shop';
import { drawLand } from './land';
import { ACCENTS, pickSky, type Sky } from './palette';
import {
  drawBush,
  drawGround,
  drawHills,
  drawSkyline,
  drawSky,
  drawTree,
  type TreeKind,
} from './scenery';
import { SvgCanvas } from './svg';

export const ILLUSTRATION_WIDTH = 1200;
export const ILLUSTRATION_HEIGHT = 800;

/**
 * A pleasant, recognisable picture of a property of `category`, different for every `seed`:
 * sky and light, building shape and colours, trees and garden all vary.
 */
export function renderPropertySvg(category: CategoryName, seed: number): string {
  const r = createRandom(seed);
  const c = new SvgCanvas(ILLUSTRATION_WIDTH, ILLUSTRATION_HEIGHT);
  const sky = pickSky(r);
  const town = category === 'Apartment' || category === 'Office' || category === 'Shop';
  const horizon = category === 'Land' ? r.float(420, 480) : r.float(520, 570);
  drawSky(c, r, sky, horizon);
  if (town) drawSkyline(c, r, sky, horizon);
  drawHills(c, r, sky, horizon);
  if (category === 'Land') {
    drawLand(c, r, sky, horizon);
    return c.toString();
  }
  drawGround(c, r, horizon, town);
  const cx = c.width / 2 + r.float(-90, 90);
  if (town) drawTown(c, r, sky, category, cx);
  else drawHome(c, r, sky, category, cx);
  return c.toString();
}

function drawHome(c: SvgCanvas, r: Random, sky: Sky, category: CategoryName, cx: number): void {
  const villa = category === 'Villa';
  const groundY = villa ? r.float(590, 610) : r.float(650, 690);
  const kinds: TreeKind[] = villa ? ['palm', 'cypress', 'palm'] : ['round', 'conifer', 'round'];
  const backTrees = r.int(1, 3);
  for (let i = 0; i < backTrees; i++) {
    const side = i % 2 ? 1 : -1;
    drawTree(
      c,
      r,
      cx + side * r.float(330, 460),
      groundY - r.float(10, 40),
      r.float(0.8, 1.15),
      r.pick(kinds),
    );
  }
  if (villa) drawVilla(c, r, sky, cx, groundY);
  else {
    drawHouse(c, r, sky, cx, groundY);
    c.polygon(
      [
        [cx - 40, groundY + 8],
        [cx + 40, groundY + 8],
        [cx + 120, c.height],
        [cx - 120, c.height],
      ],
      '#d9cfbf',
      'opacity="0.9"',
    );
  }
  const flowers = r.pick(['#f28cb1', '#ffd25e', '#ffffff', '#e8604c', '#b58cf2']);
  drawBush(c, r, cx - r.float(240, 320), groundY + 24, r.float(90, 150), flowers);
  drawBush(c, r, cx + r.float(240, 320), groundY + 24, r.float(90, 150), flowers);
  drawTree(
    c,
    r,
    r.chance(0.5) ? r.float(40, 130) : r.float(1070, 1160),
    c.height - r.float(10, 40),
    r.float(1.1, 1.4),
    r.pick(kinds),
  );
}

function drawTown(c: SvgCanvas, r: Random, sky: Sky, category: CategoryName, cx: number): void {
  const groundY = c.height - 95;
  if (category === 'Apartment') drawApartments(c, r, sky, cx, groundY);
  else if (category === 'Office') drawOffices(c, r, sky, cx, groundY);
  else drawShop(c, r, sky, cx, groundY);
  const sides =
    category === 'Shop' ? [cx - 330, cx + 330] : [r.float(60, 160), r.float(1040, 1140)];
  for (const x of sides) {
    if (category === 'Shop') {
      c.polygon(
        [
          [x - 26, groundY],
          [x + 26, groundY],
          [x + 20, groundY - 40],
          [x - 20, groundY - 40],
        ],
        '#b0674a',
      );
      drawBush(c, r, x, groundY - 34, 60, r.pick(ACCENTS));
    } else {
      drawTree(c, r, x, groundY + 10, r.float(0.75, 1.0), 'round');
    }
  }
  const lampX = r.chance(0.5) ? cx - r.float(380, 440) : cx + r.float(380, 440);
  c.rect(lampX - 4, groundY - 200, 8, 210, '#3a3f44');
  c.rect(lampX - 22, groundY - 212, 44, 14, '#3a3f44');
  c.ellipse(lampX, groundY - 196, 16, 6, '#fff3c4');
}
