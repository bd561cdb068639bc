import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { namedQuery } from '../../../db/named-query';

export interface PlaceRow {
  kind: 'city' | 'district';
  id: number;
  name: string;
  country_id: number;
  city_id: number;
  city_name: string;
  amount: string | number;
}

export interface PlaceSearch {
  /** The typed text folded by foldText, its LIKE characters escaped. */
  folded: string;
  categoryId: number | null;
  advertTypeId: number | null;
  limit: number;
}

/**
 * Cities and districts with a word starting with the folded text, counted from the trigger-kept
 * advert_counts (level 2 a city, level 3 a district; bucket -1 is every price), never from the
 * adverts themselves: a keystroke reads a few count rows per place matched
 * (docs/decisions/0011-search-performance.md). The names are folded by fold_text, the same fold
 * as the advert search's words. Places starting with the text come first, then the most adverts.
 */
export function createPlaceSuggestionsRepository(db: Db) {
  return {
    find: ({ folded, categoryId, advertTypeId, limit }: PlaceSearch) =>
      namedQuery<PlaceRow>(
        db,
        'place_suggestions',
        sql`WITH matched AS (
              SELECT 'city' AS kind, 2 AS level, ci.id, ci.name, ci.country_id, ci.id AS city_id,
                     ci.name AS city_name, fold_text(ci.name) AS folded
              FROM cities ci
              UNION ALL
              SELECT 'district', 3, d.id, d.name, ci.country_id, ci.id, ci.name, fold_text(d.name)
              FROM districts d JOIN cities ci ON ci.id = d.city_id
            ),
            wanted AS (
              SELECT * FROM matched m
              WHERE m.folded LIKE ${`${folded}%`} OR m.folded LIKE ${`% ${folded}%`}
                 OR m.folded LIKE ${`%-${folded}%`}
            )
            SELECT w.kind, w.id, w.name, w.country_id, w.city_id, w.city_name, sum(k.n) AS amount
            FROM wanted w
            JOIN advert_counts k ON k.level = w.level AND k.place_id = w.id AND k.bucket = -1
            JOIN categories c ON c.id = k.category_id
            WHERE advert_is_public(k.status, k.is_active, c.is_active)
              AND (${categoryId}::int IS NULL OR k.category_id = ${categoryId}::int)
              AND (${advertTypeId}::int IS NULL OR k.advert_type_id = ${advertTypeId}::int)
            GROUP BY w.kind, w.id, w.name, w.country_id, w.city_id, w.city_name, w.folded
            HAVING sum(k.n) > 0
            ORDER BY (w.folded LIKE ${`${folded}%`}) DESC, amount DESC, w.name ASC, w.kind ASC
            LIMIT ${limit}`,
      ),
  };
}

export type PlaceSuggestionsRepository = ReturnType<typeof createPlaceSuggestionsRepository>;
