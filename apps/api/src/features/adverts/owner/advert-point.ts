import { sql } from 'drizzle-orm';
import { MAP_POINT_MESSAGES, type AdvertForm, type MapPoint } from '@estate/contracts';
import { queryRows, type Db } from '../../../db/client';
import { badRequest } from '../../../lib/errors';

interface PlaceFacts {
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

type PointQueries = ReturnType<typeof createAdvertPointQueries>;

const inside = (point: MapPoint, facts: PlaceFacts) =>
  facts.min_longitude === null ||
  (point.longitude >= facts.min_longitude &&
    point.longitude <= facts.max_longitude! &&
    point.latitude >= facts.min_latitude! &&
    point.latitude <= facts.max_latitude!);

/**
 * The map point to store (docs/product.md#map-search): the pin when it lies in the country's
 * bounds (400 otherwise), else the district's centre (the city's when the district has none).
 * Undefined when there is no centre either: the database's default places it then.
 */
export async function mapPointOf(
  queries: PointQueries,
  form: Pick<AdvertForm, 'country' | 'district' | 'point'>,
): Promise<MapPoint | undefined> {
  const facts = await queries.placeFacts(form.country, form.district);
  if (form.point) {
    if (facts && !inside(form.point, facts))
      throw badRequest(MAP_POINT_MESSAGES.outsideCountry, {
        point: MAP_POINT_MESSAGES.outsideCountry,
      });
    return form.point;
  }
  if (facts?.centre_latitude == null || facts.centre_longitude == null) return undefined;
  return { latitude: facts.centre_latitude, longitude: facts.centre_longitude };
}
