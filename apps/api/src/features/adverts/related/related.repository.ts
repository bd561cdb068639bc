import type { PropertyType } from '@estate/contracts';
import { sql } from 'drizzle-orm';
import { SIMILAR_HOMES_LIMIT } from '@estate/contracts';
import { queryRows, type Db } from '../../../db/client';
import type { FileStorage } from '../../../lib/storage';
import { ADVERT_INNER_COLUMNS, PUBLIC_ADVERT, readAdvertCards } from '../public';

/** How far a similar home's price may be from the advert's: 20 % either way. */
const PRICE_SPREAD = 0.2;

/** One side of the price: the nearest public adverts of the same type, category and city. */
const nearestOnOneSide = (side: 'above' | 'below') => sql`(
  SELECT ${ADVERT_INNER_COLUMNS}, abs(a.price - b.price) AS distance
  FROM base b
  JOIN adverts a ON a.city_id = b.city_id AND a.category_id = b.category_id
                AND a.advert_type_id = b.advert_type_id
  JOIN categories c ON c.id = a.category_id
  WHERE ${PUBLIC_ADVERT} AND a.id <> b.id AND ${
    side === 'above'
      ? sql`a.price >= b.price AND a.price <= b.price * ${sql.raw(String(1 + PRICE_SPREAD))}`
      : sql`a.price < b.price AND a.price >= b.price * ${sql.raw(String(1 - PRICE_SPREAD))}`
  }
  ORDER BY a.price ${side === 'above' ? sql`ASC` : sql`DESC`}, a.id
  LIMIT ${sql.raw(String(SIMILAR_HOMES_LIMIT))})`;

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
    /**
     * Up to 6 public adverts like `advertId`, the closest price first: each side of its price is
     * walked from the price outwards through the public (city, price) index, so the read stays
     * short whatever the city's size.
     */
    similarTo: (advertId: number, viewerId: number | undefined) =>
      readAdvertCards<{ distance: string }>(db, storage, {
        name: 'similar_adverts',
        viewerId,
        inner: sql`WITH base AS (
                     SELECT a.id, a.price, a.city_id, a.category_id, a.advert_type_id
                     FROM adverts a WHERE a.id = ${advertId})
                   SELECT * FROM (${nearestOnOneSide('above')} UNION ALL
                                  ${nearestOnOneSide('below')}) near
                   ORDER BY distance, id LIMIT ${sql.raw(String(SIMILAR_HOMES_LIMIT))}`,
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
