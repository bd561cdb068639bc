import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';

export interface PlaceFacts {
  min_longitude: number | null;
  min_latitude: number | null;
  max_longitude: number | null;
  max_latitude: number | null;
  centre_latitude: number | null;
  centre_longitude: number | null;
}

/** The SQL the advert's map point needs: its country's bounds and its district's centre. */
export function createAdvertPointQueries(db: Db) {
  return {
    async placeFacts(countryId: number, districtId: number): Promise<PlaceFacts | undefined> {
      const [row] = await queryRows<PlaceFacts>(
        db,
        sql`SELECT co.min_longitude, co.min_latitude, co.max_longitude, co.max_latitude,
                   coalesce(d.latitude, ci.latitude) AS centre_latitude,
                   coalesce(d.longitude, ci.longitude) AS centre_longitude
            FROM countries co
            LEFT JOIN districts d ON d.id = ${districtId}
            LEFT JOIN cities ci ON ci.id = d.city_id
            WHERE co.id = ${countryId}`,
      );
      return row;
    },
  };
}

export type PointQueries = ReturnType<typeof createAdvertPointQueries>;
