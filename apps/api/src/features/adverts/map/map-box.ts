import type { Bbox } from '@estate/contracts';
import { badRequest } from '../../../lib/errors';
import { MAP_MESSAGES } from './advert-map.messages';
import { CELL_LEVELS_PER_ZOOM, cellRange, latOf, lngOf } from './map-cells';

/**
 * A box may span this many cells of its zoom a side: 4,096 screen pixels (cells are 64 px),
 * wider than any screen. A bigger one is no map anybody looks at (docs/product.md#map-search).
 */
export const MAX_BOX_CELLS = 64;
/** Beyond these latitudes Web Mercator has no cells: a box reaching past them keeps the pole. */
const MERCATOR_EDGE = 85.0511;

const micro = (v: number) => v * 1e6;
/** The first six-decimal value at or above `v`: an edge rounded into its cell. */
const upTo6 = (v: number) => Math.ceil(micro(v)) / 1e6;
/** The last six-decimal value below `v`: just inside the cell that ends at `v`. */
const below6 = (v: number) => (Math.ceil(micro(v)) - 1) / 1e6;

/**
 * The box grown outward to the edges of the cells of `zoom` it touches, so that boxes a little
 * apart ask the same question and share one kept answer (docs/decisions/0054). It covers the box
 * asked and touches the same cells; a box wider than MAX_BOX_CELLS a side is a 400.
 */
export function mapBoxOf(bbox: Bbox, zoom: number): Bbox {
  const level = zoom + CELL_LEVELS_PER_ZOOM;
  const { x0, x1, y0, y1 } = cellRange(bbox, level);
  const side = Math.max(x1 - x0, y1 - y0) + 1;
  if (side > MAX_BOX_CELLS)
    throw badRequest(MAP_MESSAGES.boxTooLarge(zoom), { bbox: MAP_MESSAGES.boxTooLarge(zoom) });
  const [minLng, minLat, maxLng, maxLat] = bbox;
  return [
    Math.min(minLng, upTo6(lngOf(x0, level))),
    minLat < -MERCATOR_EDGE ? -90 : Math.min(minLat, upTo6(latOf(y1 + 1, level))),
    Math.max(maxLng, below6(lngOf(x1 + 1, level))),
    maxLat > MERCATOR_EDGE ? 90 : Math.max(maxLat, below6(latOf(y0, level))),
  ];
}
