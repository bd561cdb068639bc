import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';

/** Writes the public advert pages make: view counting and its housekeeping. */
export function createAdvertsRepository(db: Db) {
  return {
    /**
     * Counts a view once per viewer, advert and hour: the unique row decides, so several API
     * processes agree without sharing memory.
     */
    async countView(advertId: number, viewerKey: string): Promise<boolean> {
      const rows = await queryRows<{ counted: boolean }>(
        db,
        sql`WITH seen AS (
              INSERT INTO advert_views (advert_id, viewer_key, hour_bucket)
              VALUES (${advertId}, ${viewerKey}, date_trunc('hour', now()))
              ON CONFLICT DO NOTHING
              RETURNING advert_id)
            UPDATE adverts SET view_count = view_count + 1
            WHERE id = (SELECT advert_id FROM seen)
            RETURNING true AS counted`,
      );
      return rows.length > 0;
    },

    /** Removes view-dedup rows older than the hour they guard. */
    async pruneViews(): Promise<void> {
      await db.execute(
        sql`DELETE FROM advert_views WHERE hour_bucket < now() - interval '2 hours'`,
      );
    },
  };
}

export type AdvertsRepository = ReturnType<typeof createAdvertsRepository>;
