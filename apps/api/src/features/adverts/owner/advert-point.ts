import { MAP_POINT_MESSAGES, type AdvertForm, type MapPoint } from '@estate/contracts';
import { badRequest } from '../../../lib/errors';
import type { PlaceFacts, PointQueries } from './advert-point.repository';

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
