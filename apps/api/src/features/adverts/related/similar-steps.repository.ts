import { sql, type SQL } from 'drizzle-orm';
import { SIMILAR_HOMES_LIMIT, SIMILAR_HOMES_RADIUS_KM } from '@estate/contracts';
import { ADVERT_INNER_COLUMNS, PUBLIC_ADVERT } from '../../search';

/** The advert similar or nearby homes are looked for around. */
export type SimilarTo = { id: number } | { slug: string };

/**
 * One step of the widening search (docs/product.md#similar-homes): where, how far from the
 * price, and whether any category of the advert's type will do.
 */
export interface SimilarStep {
  place: 'district' | 'city' | 'radius';
  pricePercent: 20 | 35;
  anyCategory: boolean;
}

/** Narrow to wide; the search stops after the step that brings the total to SIMILAR_HOMES_ENOUGH. */
export const SIMILAR_STEPS: readonly SimilarStep[] = [
  { place: 'district', pricePercent: 20, anyCategory: false },
  { place: 'city', pricePercent: 20, anyCategory: false },
  { place: 'radius', pricePercent: 20, anyCategory: false },
  { place: 'radius', pricePercent: 35, anyCategory: false },
  { place: 'radius', pricePercent: 35, anyCategory: true },
];

/**
 * How many of the public homes closest on the map a radius step looks among: the box of
 * SIMILAR_HOMES_RADIUS_KM may hold a whole city's adverts, and a step must stay a short read.
 */
export const RADIUS_CANDIDATES = 250;

const LIMIT = sql.raw(String(SIMILAR_HOMES_LIMIT));
const KM_PER_DEGREE = 111.32;
const CARD = sql`SELECT ${ADVERT_INNER_COLUMNS}, abs(a.price - b.price) AS distance`;

/** The base row `b`: the advert, public, with what its similar homes are compared on. */
const baseOf = (advert: SimilarTo) => sql`(SELECT a.id, a.price, a.city_id, a.district_id,
    a.category_id, a.advert_type_id, a.currency, a.latitude, a.longitude
  FROM adverts a JOIN categories c ON c.id = a.category_id
  WHERE ${'id' in advert ? sql`a.id = ${advert.id}` : sql`a.slug = ${advert.slug}`}
    AND ${PUBLIC_ADVERT}) b`;

/**
 * Public adverts like `b` in its district or city: same type, category and currency, not `b`.
 * Each side of its price is one short range of adverts_public_similar_idx (city) or
 * adverts_public_similar_district_idx (district), walked from the price outwards.
 */
function inPlace(place: 'district' | 'city', spread: SQL): SQL {
  const column = sql.raw(place === 'district' ? 'district_id' : 'city_id');
  const like = sql`FROM adverts a JOIN categories c ON c.id = a.category_id
    WHERE ${PUBLIC_ADVERT} AND a.${column} = b.${column} AND a.category_id = b.category_id
      AND a.advert_type_id = b.advert_type_id AND a.currency = b.currency AND a.id <> b.id`;
  const above = sql`(${CARD} ${like}
      AND a.price >= b.price AND a.price <= b.price * (1 + ${spread})
    ORDER BY a.price, a.id LIMIT ${LIMIT})`;
  // Below the price, read backwards, equal prices would come from the highest id: instead the
  // lowest price of the 6 nearest (floor), the fewer than 6 above it whole, then the floor's
  // first 6 by id (docs/decisions/0052-similar-homes-in-the-page.md).
  const below = sql`${like} AND a.price < b.price AND a.price >= b.price * (1 - ${spread})`;
  const floor = sql`(SELECT min(n.price) FROM (SELECT a.price ${below}
                     ORDER BY a.price DESC LIMIT ${LIMIT}) n)`;
  return sql`${above} UNION ALL (${CARD} ${below} AND a.price > ${floor})
    UNION ALL (${CARD} ${below} AND a.price = ${floor} ORDER BY a.id LIMIT ${LIMIT})`;
}

/**
 * Public adverts like `b` within SIMILAR_HOMES_RADIUS_KM on the map, in any city: among the
 * RADIUS_CANDIDATES public points closest to it (adverts_public_map_idx read nearest first, its
 * INCLUDE columns tested without the table), those of the same type and currency in the price
 * range, of the same category unless any will do.
 */
function inRadius(spread: SQL, anyCategory: SQL): SQL {
  const degreesLat = SIMILAR_HOMES_RADIUS_KM / KM_PER_DEGREE;
  const box = sql`box(
    point(b.longitude - ${sql.raw(String(degreesLat))} / greatest(cos(radians(b.latitude)), 0.01),
          b.latitude - ${sql.raw(String(degreesLat))}),
    point(b.longitude + ${sql.raw(String(degreesLat))} / greatest(cos(radians(b.latitude)), 0.01),
          b.latitude + ${sql.raw(String(degreesLat))}))`;
  const candidates = sql`SELECT k.id, k.price, k.category_id, k.advert_type_id, k.currency
    FROM adverts k
    WHERE k.status = 1 AND k.is_active AND point(k.longitude, k.latitude) <@ ${box}
    ORDER BY point(k.longitude, k.latitude) <-> point(b.longitude, b.latitude)
    LIMIT ${sql.raw(String(RADIUS_CANDIDATES))}`;
  return sql`${CARD}
    FROM (${candidates}) n JOIN adverts a ON a.id = n.id JOIN categories c ON c.id = a.category_id
    WHERE n.advert_type_id = b.advert_type_id AND n.currency = b.currency AND n.id <> b.id
      AND n.price BETWEEN b.price * (1 - ${spread}) AND b.price * (1 + ${spread})
      AND (${anyCategory}::boolean OR n.category_id = b.category_id) AND ${PUBLIC_ADVERT}`;
}

/**
 * One step's homes for a public advert, the closest price first, in one statement: the base row
 * is read first and the step runs once for it (a lateral join), with the base's values as it
 * would with parameters; a plain join let PostgreSQL walk every public advert by price. The
 * statement's text depends on the place alone.
 */
export function similarStepInner(advert: SimilarTo, step: SimilarStep): SQL {
  // Parameters, so the steps of one place share a statement (db/named-query.ts).
  const spread = sql`${step.pricePercent / 100}::numeric`;
  const homes =
    step.place === 'radius'
      ? inRadius(spread, sql`${step.anyCategory}`)
      : inPlace(step.place, spread);
  return sql`SELECT near.* FROM ${baseOf(advert)}
    CROSS JOIN LATERAL (SELECT * FROM (${homes}) n ORDER BY distance, id LIMIT ${LIMIT}) near`;
}

/**
 * The public homes closest to the advert on the map, itself left out: adverts_public_map_idx
 * read nearest first, stopping at the limit; `distance` in degrees, for the order only.
 */
export function nearbyInner(advert: SimilarTo, limit: number): SQL {
  return sql`SELECT near.* FROM ${baseOf(advert)}
    CROSS JOIN LATERAL (
      SELECT ${ADVERT_INNER_COLUMNS},
             point(a.longitude, a.latitude) <-> point(b.longitude, b.latitude) AS distance
      FROM adverts a JOIN categories c ON c.id = a.category_id
      WHERE a.status = 1 AND a.is_active AND ${PUBLIC_ADVERT} AND a.id <> b.id
      ORDER BY point(a.longitude, a.latitude) <-> point(b.longitude, b.latitude)
      LIMIT ${sql.raw(String(limit))}) near`;
}
