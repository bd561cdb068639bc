// The map box's rules without zod: the web's first load reads them (docs/decisions/0013-web-first-load.md).

/** A map box in WGS 84 degrees: west, south, east, north (docs/product.md#map-search). */
export type Bbox = readonly [minLng: number, minLat: number, maxLng: number, maxLat: number];

export const BBOX_MESSAGES = {
  malformed: 'bbox must be four numbers separated by commas: minLng,minLat,maxLng,maxLat',
  range: 'bbox longitudes must be between -180 and 180 and latitudes between -90 and 90',
  swapped:
    'bbox corners are swapped: minLng must not be above maxLng, nor minLat above maxLat (minLng,minLat,maxLng,maxLat)',
} as const;

const NUMBER = /^\s*-?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?\s*$/i;

/** The reason `text` is not a box, or the box. */
export function parseBbox(text: string): Bbox | { error: string } {
  const parts = text.split(',');
  if (parts.length !== 4 || !parts.every((p) => NUMBER.test(p)))
    return { error: BBOX_MESSAGES.malformed };
  const [minLng, minLat, maxLng, maxLat] = parts.map(Number) as [number, number, number, number];
  const lngOk = (v: number) => v >= -180 && v <= 180;
  const latOk = (v: number) => v >= -90 && v <= 90;
  if (!lngOk(minLng) || !lngOk(maxLng) || !latOk(minLat) || !latOk(maxLat))
    return { error: BBOX_MESSAGES.range };
  if (minLng > maxLng || minLat > maxLat) return { error: BBOX_MESSAGES.swapped };
  return [minLng, minLat, maxLng, maxLat];
}

/** The box as the URL writes it (six decimals, about 10 cm). */
export const formatBbox = (bbox: Bbox): string =>
  bbox.map((v) => String(Math.round(v * 1e6) / 1e6)).join(',');
