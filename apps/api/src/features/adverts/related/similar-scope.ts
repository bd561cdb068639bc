import {
  SIMILAR_HOMES_RADIUS_KM,
  type Advert,
  type NearbyHome,
  type SimilarScope,
} from '@estate/contracts';

/** The narrowest price spread of the steps (docs/product.md#similar-homes), in per cent. */
const NARROW_PERCENT = 20;
const WIDE_PERCENT = 35;
const EARTH_RADIUS_M = 6_371_000;

/**
 * What the similar homes shown have in common with the advert, for the heading: the narrowest
 * place, price spread and category that hold every one of them. Said from the homes themselves,
 * a step that found nothing new does not widen the heading. Null when there are none.
 */
export function similarScopeOf(base: Advert, similar: Advert[]): SimilarScope | null {
  if (similar.length === 0) return null;
  const outside = (test: (home: Advert) => boolean) => similar.some(test);
  const place = outside((home) => home.city.id !== base.city.id)
    ? 'radius'
    : outside((home) => home.district.id !== base.district.id)
      ? 'city'
      : 'district';
  // A cent of rounding is no reason to say 35 %.
  const beyondNarrow = outside(
    (home) => Math.abs(home.price - base.price) > (base.price * NARROW_PERCENT) / 100 + 0.01,
  );
  return {
    place,
    pricePercent: beyondNarrow ? WIDE_PERCENT : NARROW_PERCENT,
    anyCategory: outside((home) => home.category.id !== base.category.id),
    radiusKm: SIMILAR_HOMES_RADIUS_KM,
  };
}

/** Metres along the earth's surface between two map points (haversine). */
export function metresBetween(
  from: { latitude: number; longitude: number },
  to: { latitude: number; longitude: number },
): number {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(to.latitude - from.latitude);
  const dLon = rad(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(from.latitude)) * Math.cos(rad(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h))));
}

/** The nearby homes with how far each is from the advert. */
export function nearbyHomesOf(base: Advert, homes: Advert[]): NearbyHome[] {
  return homes.map((home) => ({
    ...home,
    distanceMeters: base.point && home.point ? metresBetween(base.point, home.point) : 0,
  }));
}
