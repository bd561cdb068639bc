import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export interface FeedRow {
  agency_id: number;
  name: string;
  feed_url: string | null;
  feed_etag: string | null;
  feed_last_modified: string | null;
  feed_checked_at: Date | string | null;
  feed_failure: string | null;
  owner_id: number | null;
}

const FEED_COLUMNS = sql`g.id AS agency_id, g.name, g.feed_url, g.feed_etag, g.feed_last_modified,
  g.feed_checked_at, g.feed_failure,
  (SELECT m.user_id FROM agency_members m WHERE m.agency_id = g.id AND m.role = 'OWNER') AS owner_id`;

/** The SQL of agencies' catalogue feeds (docs/catalogue-format.md). */
export function createFeedsRepository(db: Db) {
  return {
    async of(agencyId: number): Promise<FeedRow | undefined> {
      const [row] = await queryRows<FeedRow>(
        db,
        sql`SELECT ${FEED_COLUMNS} FROM agencies g WHERE g.id = ${agencyId}`,
      );
      return row;
    },

    /** A new address forgets the old one's validators and failure. */
    async setUrl(agencyId: number, url: string | null) {
      await db.execute(
        sql`UPDATE agencies SET feed_url = ${url}, feed_etag = NULL, feed_last_modified = NULL,
                                feed_checked_at = NULL, feed_failure = NULL, updated_at = now()
            WHERE id = ${agencyId}`,
      );
    },

    /** Open agencies whose feed was not asked since `before`, oldest first. */
    due: (before: Date, limit: number) =>
      queryRows<FeedRow>(
        db,
        sql`SELECT ${FEED_COLUMNS} FROM agencies g
            WHERE g.feed_url IS NOT NULL AND g.closed_at IS NULL
              AND (g.feed_checked_at IS NULL OR g.feed_checked_at < ${before})
            ORDER BY g.feed_checked_at NULLS FIRST, g.id LIMIT ${limit}`,
      ),

    async checked(
      agencyId: number,
      outcome: { etag?: string | null; lastModified?: string | null; failure: string | null },
    ) {
      const keep = outcome.etag === undefined;
      await db.execute(
        sql`UPDATE agencies SET feed_checked_at = now(), feed_failure = ${outcome.failure},
              feed_etag = CASE WHEN ${keep} THEN feed_etag ELSE ${outcome.etag ?? null} END,
              feed_last_modified = CASE WHEN ${keep} THEN feed_last_modified
                                        ELSE ${outcome.lastModified ?? null} END
            WHERE id = ${agencyId}`,
      );
    },
  };
}

export type FeedsRepository = ReturnType<typeof createFeedsRepository>;
