import type { PropertyType } from '@estate/contracts';
import { sql } from 'drizzle-orm';
import { SIMILAR_HOMES_LIMIT } from '@estate/contracts';
import { queryRows, type Db } from '../../../db/client';
import type { FileStorage } from '../../../lib/storage';
import { ADVERT_INNER_COLUMNS, PUBLIC_ADVERT, readAdvertCards } from '../public';

/** How far a similar home's price may be from the advert's: 20 % either way. */
const PRICE_SPREAD = 0.2;

/** The advert similar homes are looked for around (its row's fields). */
export interface SimilarBase {
  id: number;
  price: string;
  cityId: number;
  categoryId: number;
  typeId: number;
  /** Prices are compared within one currency (docs/product.md#prices). */
  currency: string;
}

/**
 * One side of the price: the nearest public adverts of the same type, category and city. The
 * advert's own fields come as parameters, not from a join: joined, PostgreSQL planned a walk of
 * every public advert by price (3 s on 1 M adverts); as values, the public price index answers.
 */
const nearestOnOneSide = (base: SimilarBase, side: 'above' | 'below') => sql`(
  SELECT ${ADVERT_INNER_COLUMNS}, abs(a.price - ${base.price}::numeric) AS distance
  FROM adverts a
  JOIN categories c ON c.id = a.category_id
  WHERE ${PUBLIC_ADVERT} AND a.city_id = ${base.cityId} AND a.category_id = ${base.categoryId}
    AND a.advert_type_id = ${base.typeId} AND a.currency = ${base.currency}
    AND a.id <> ${base.id} AND ${
      side === 'above'
        ? sql`a.price >= ${base.price}::numeric
              AND a.price <= ${base.price}::numeric * ${sql.raw(String(1 + PRICE_SPREAD))}`
        : sql`a.price < ${base.price}::numeric
              AND a.price >= ${base.price}::numeric * ${sql.raw(String(1 - PRICE_SPREAD))}`
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
    similarTo: (base: SimilarBase, viewerId: number | undefined) =>
      readAdvertCards<{ distance: string }>(db, storage, {
        name: 'similar_adverts',
        viewerId,
        inner: sql`SELECT * FROM (${nearestOnOneSide(base, 'above')} UNION ALL
                                  ${nearestOnOneSide(base, 'below')}) near
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
