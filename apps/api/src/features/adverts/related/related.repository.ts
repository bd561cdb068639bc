import type { PropertyType } from '@estate/contracts';
import { sql } from 'drizzle-orm';
import { SIMILAR_HOMES_LIMIT } from '@estate/contracts';
import { queryRows, type Db } from '../../../db/client';
import type { FileStorage } from '../../../lib/storage';
import { ADVERT_INNER_COLUMNS, PUBLIC_ADVERT, readAdvertCards } from '../public';

/** The advert similar homes are looked for around. */
export type SimilarTo = { id: number } | { slug: string };

/** How far a similar home's price may be from the advert's: 20 % either way. */
const PRICE_SPREAD = 0.2;

/**
 * Public adverts like the base advert `b`: same type, category, city and currency, not `b`
 * itself. Each side of its price is one short range of adverts_public_similar_idx (those four,
 * then price and id), walked from the price outwards, so the read stays short whatever the city.
 */
const LIKE_BASE = sql`FROM adverts a JOIN categories c ON c.id = a.category_id
  WHERE ${PUBLIC_ADVERT} AND a.city_id = b.city_id AND a.category_id = b.category_id
    AND a.advert_type_id = b.advert_type_id AND a.currency = b.currency AND a.id <> b.id`;

const LIMIT = sql.raw(String(SIMILAR_HOMES_LIMIT));
const CARD = sql`SELECT ${ADVERT_INNER_COLUMNS}, abs(a.price - b.price) AS distance`;
const factor = (value: number) => sql.raw(String(value));

/** From the price upwards, equal prices by id: the index's order, read forwards. */
const NEAREST_ABOVE = sql`(${CARD} ${LIKE_BASE}
    AND a.price >= b.price AND a.price <= b.price * ${factor(1 + PRICE_SPREAD)}
  ORDER BY a.price, a.id LIMIT ${LIMIT})`;

/**
 * Below the price, equal prices by id too. Read backwards, the index gives equal prices from the
 * highest id, so a price shared by thousands of adverts would be read whole to find its lowest
 * ids. Instead: the lowest price of the 6 nearest (`floor`), the fewer than 6 above it whole,
 * and at the floor its first 6 by id.
 */
const BELOW = sql`${LIKE_BASE}
  AND a.price < b.price AND a.price >= b.price * ${factor(1 - PRICE_SPREAD)}`;
const FLOOR = sql`(SELECT min(n.price) FROM (SELECT a.price ${BELOW}
                   ORDER BY a.price DESC LIMIT ${LIMIT}) n)`;
const NEAREST_BELOW = sql`(${CARD} ${BELOW} AND a.price > ${FLOOR})
  UNION ALL (${CARD} ${BELOW} AND a.price = ${FLOOR} ORDER BY a.id LIMIT ${LIMIT})`;

/**
 * The nearest of both sides for a public advert, in one statement: the base row is read first
 * and the sides run once for it (a lateral join), each with the base's values as it would with
 * parameters; a plain join let PostgreSQL walk every public advert by price (3 s on 1 M adverts).
 */
const similarInner = (advert: SimilarTo) => sql`SELECT near.*
  FROM (SELECT a.id, a.price, a.city_id, a.category_id, a.advert_type_id, a.currency
        FROM adverts a JOIN categories c ON c.id = a.category_id
        WHERE ${'id' in advert ? sql`a.id = ${advert.id}` : sql`a.slug = ${advert.slug}`}
          AND ${PUBLIC_ADVERT}) b
  CROSS JOIN LATERAL (SELECT * FROM (${NEAREST_ABOVE} UNION ALL ${NEAREST_BELOW}) n
                      ORDER BY distance, id LIMIT ${LIMIT}) near`;

interface ValueRow {
  advert_id: number;
  id: number;
  key_id: number;
  key_name: string;
  value: string;
  category_id: number;
  type: PropertyType;
  unit: string | null;
}

/** Reads for similar homes and compare (docs/product.md#similar-homes, #compare). */
export function createRelatedRepository({ db, storage }: { db: Db; storage: FileStorage }) {
  return {
    /** Up to 6 public adverts like `advert`, the closest price first; none when it is not public. */
    similarTo: (advert: SimilarTo, viewerId: number | undefined) =>
      readAdvertCards<{ distance: string }>(db, storage, {
        name: 'id' in advert ? 'similar_adverts' : 'similar_adverts_by_slug',
        viewerId,
        inner: similarInner(advert),
        orderBy: sql`p.distance, p.id`,
        extra: sql`p.distance`,
      }),

    /** The public ones of `ids`, in any order (the service orders them). */
    publicCards: (ids: number[], viewerId: number | undefined) =>
      readAdvertCards(db, storage, {
        name: 'compared_adverts',
        viewerId,
        inner: sql`SELECT ${ADVERT_INNER_COLUMNS}
                   FROM adverts a JOIN categories c ON c.id = a.category_id
                   WHERE a.id = ANY(${`{${ids.join(',')}}`}::int[]) AND ${PUBLIC_ADVERT}`,
        orderBy: sql`p.id`,
      }),

    /** The property values of the adverts, in their category's key order. */
    valuesOf: (ids: number[]) =>
      queryRows<ValueRow>(
        db,
        sql`SELECT v.advert_id, v.id, v.key_id, k.name AS key_name, v.value, k.category_id, k.type, k.unit
            FROM property_values v JOIN category_property_keys k ON k.id = v.key_id
            WHERE v.advert_id = ANY(${`{${ids.join(',')}}`}::int[])
            ORDER BY v.advert_id, k.seq, k.id`,
      ),
  };
}
