import type { Bbox } from '@estate/contracts';

/**
 * Web Mercator cells, as db/sql/functions/advert_map_cell_x.sql and advert_map_cell_y.sql
 * number them: 2^level columns and rows around the world, row 0 at the top
 * (docs/decisions/0036-map-clusters.md).
 */
const MAX_LATITUDE = 85.0511;

/** Cells are a quarter of a 256-pixel tile wide (64 px on screen): level = zoom + 2. */
export const CELL_LEVELS_PER_ZOOM = 2;
/** advert_map_cells holds these levels (map zooms 0 to 13). */
export const STORED_LEVELS = { min: 2, max: 15 } as const;
/** At most this many cells in one answer (about 45 KB of clusters): a bigger box gets coarser cells. */
export const MAX_CELLS = 512;

const clampLatitude = (lat: number) => Math.min(Math.max(lat, -MAX_LATITUDE), MAX_LATITUDE);
const last = (level: number) => 2 ** level - 1;

export const cellX = (lng: number, level: number) =>
  Math.min(Math.floor(((lng + 180) / 360) * 2 ** level), last(level));

export function cellY(lat: number, level: number) {
  const r = (clampLatitude(lat) * Math.PI) / 180;
  const y = ((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** level;
  return Math.min(Math.max(Math.floor(y), 0), last(level));
}

export const lngOf = (x: number, level: number) => (x / 2 ** level) * 360 - 180;
export const latOf = (y: number, level: number) =>
  (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / 2 ** level))) * 180) / Math.PI;

/** The columns and rows of the cells a box touches. */
export function cellRange([minLng, minLat, maxLng, maxLat]: Bbox, level: number) {
  return {
    x0: cellX(minLng, level),
    x1: cellX(maxLng, level),
    y0: cellY(maxLat, level),
    y1: cellY(minLat, level),
  };
}

/** A cell's box (minLng, minLat, maxLng, maxLat), rounded to six decimals. */
export function cellBox(x: number, y: number, level: number): Bbox {
  const r = (v: number) => Math.round(v * 1e6) / 1e6;
  return [r(lngOf(x, level)), r(latOf(y + 1, level)), r(lngOf(x + 1, level)), r(latOf(y, level))];
}

/** The level of cells for a zoom, coarser when the box would hold more than MAX_CELLS. */
export function levelFor(bbox: Bbox, zoom: number): number {
  let level = zoom + CELL_LEVELS_PER_ZOOM;
  for (; level > 0; level--) {
    const { x0, x1, y0, y1 } = cellRange(bbox, level);
    if ((x1 - x0 + 1) * (y1 - y0 + 1) <= MAX_CELLS) break;
  }
  return level;
}
