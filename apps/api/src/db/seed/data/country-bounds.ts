/**
 * The demo countries' bounding boxes (WGS 84 degrees, overseas islands included): a map point
 * outside its country is refused (docs/product.md#map-search). Migration 0028 holds the same.
 */
export const COUNTRY_BOUNDS: Record<
  string,
  readonly [minLng: number, minLat: number, maxLng: number, maxLat: number]
> = {
  Türkiye: [25.6, 35.8, 44.9, 42.2],
  'United States': [-179.2, 18.9, -66.9, 71.5],
  'United Kingdom': [-8.7, 49.8, 1.8, 60.9],
  Germany: [5.8, 47.2, 15.1, 55.1],
  Italy: [6.6, 35.4, 18.6, 47.1],
  Spain: [-18.2, 27.6, 4.4, 43.8],
};

/** A demo country's bounds as the countries table's columns (none for another name). */
export function countryBoundsColumns(name: string) {
  const bounds = COUNTRY_BOUNDS[name];
  if (!bounds) return {};
  const [minLongitude, minLatitude, maxLongitude, maxLatitude] = bounds;
  return { minLongitude, minLatitude, maxLongitude, maxLatitude };
}
