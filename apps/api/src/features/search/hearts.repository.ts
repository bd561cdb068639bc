import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import type { HeartReads } from './signed-in-lists';

/** A caller's hearts for the lists signed-in customers share (signed-in-lists.ts). */
export function createHeartReads(db: Db): HeartReads {
  return {
    /** One fixed-shape statement; the ids travel as one text parameter. */
    async heartsOf(userId, advertIds) {
      const rows = await namedQuery<{ advert_id: number }>(
        db,
        'search_viewer_hearts',
        sql`SELECT f.advert_id FROM favorites f
            WHERE f.user_id = ${userId}
              AND f.advert_id = ANY(string_to_array(${advertIds.join(',')}, ',')::int[])`,
      );
      return new Set(rows.map((row) => row.advert_id));
    },

    /** favorites_user_advert_uq answers. */
    async favouriteIds(userId, limit) {
      const rows = await namedQuery<{ advert_id: number }>(
        db,
        'search_viewer_favourites',
        sql`SELECT f.advert_id FROM favorites f WHERE f.user_id = ${userId} LIMIT ${limit}`,
      );
      return rows.map((row) => row.advert_id);
    },
  };
}
