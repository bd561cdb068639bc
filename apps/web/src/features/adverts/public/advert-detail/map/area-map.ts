import type { Advert, AdvertPlace } from '@estate/contracts';

/** What the Location section's map shows: a circle the size of the area around its centre. */
export interface AreaMap {
  center: [latitude: number, longitude: number];
  radiusMetres: number;
  /** The area in words, e.g. "Kadıköy, İstanbul". */
  area: string;
  /** The map's accessible name. */
  label: string;
}

/**
 * Roughly how far a district and a city reach. The API gives the centre of the area, not the
 * property's position, so the map draws the area instead of pinning a guessed address.
 */
export const AREA_RADIUS_METRES: Record<AdvertPlace['precision'], number> = {
  district: 600,
  city: 4000,
};

/** The map for an advert's place, or null (no map) when the API knows no centre for it. */
export function areaMapOf(
  place: AdvertPlace | null,
  names: Pick<Advert, 'districtName' | 'cityName' | 'countryName'>,
): AreaMap | null {
  if (!place) return null;
  const area =
    place.precision === 'district'
      ? `${names.districtName}, ${names.cityName}`
      : `${names.cityName}, ${names.countryName}`;
  return {
    center: [place.latitude, place.longitude],
    radiusMetres: AREA_RADIUS_METRES[place.precision],
    area,
    label: `Map of ${area}`,
  };
}
