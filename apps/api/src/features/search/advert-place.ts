import type { AdvertPlace } from '@estate/contracts';

export interface PlaceRow {
  district_latitude: number | null;
  district_longitude: number | null;
  city_latitude: number | null;
  city_longitude: number | null;
}

/** The map centre of an advert's place: the district's when it has one, else the city's. */
export function toAdvertPlace(row: PlaceRow | undefined): AdvertPlace | null {
  if (row?.district_latitude != null && row.district_longitude != null)
    return {
      latitude: row.district_latitude,
      longitude: row.district_longitude,
      precision: 'district',
    };
  if (row?.city_latitude != null && row.city_longitude != null)
    return { latitude: row.city_latitude, longitude: row.city_longitude, precision: 'city' };
  return null;
}
