import { sql } from 'drizzle-orm';
import type { AdvertPlace } from '@estate/contracts';
import type { Db } from '../../db/client';
import { preparedRows } from './prepared';

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

/**
 * Reads the centres of an advert's district and city in one prepared statement (the detail page
 * is a hot read; both lookups are by primary key).
 */
export async function readAdvertPlace(
  db: Db,
  cityId: number,
  districtId: number,
): Promise<AdvertPlace | null> {
  const [row] = await preparedRows<PlaceRow>(
    db,
    sql`SELECT d.latitude AS district_latitude, d.longitude AS district_longitude,
               c.latitude AS city_latitude, c.longitude AS city_longitude
        FROM cities c LEFT JOIN districts d ON d.id = ${districtId} AND d.city_id = c.id
        WHERE c.id = ${cityId}`,
  );
  return toAdvertPlace(row);
}
