import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';

export interface AlertingSearch {
  id: number;
  filters: Record<string, string>;
  created_at: Date | string;
}

export interface Arrival {
  advert_id: number;
  created_at: Date | string;
}

const intArray = (ids: number[]) => `{${ids.join(',')}}`;

/** The alert matcher's SQL (alert-matcher.ts); injected, so a test can count its reads. */
export function createAlertMatcherRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** Whether an advert became public since the last run took its arrivals: one index probe. */
    async hasArrivals(): Promise<boolean> {
      const [row] = await queryRows<{ waiting: boolean }>(
        db,
        sql`SELECT EXISTS (SELECT 1 FROM advert_arrivals) AS waiting`,
      );
      return row!.waiting;
    },

    /**
     * Moves whenever an alerting search's filters, alert or start, a category's keys or the
     * site's default currency change (function saved_search_filters_bump and its triggers): a
     * WHERE compiled under an older value may be out of date.
     */
    async filtersVersion(): Promise<string> {
      const [row] = await queryRows<{ version: string }>(
        db,
        sql`SELECT last_value::text AS version FROM saved_search_filters_version`,
      );
      return row!.version;
    },

    alertingSearches: () =>
      queryRows<AlertingSearch>(
        db,
        sql`SELECT id, filters, created_at FROM saved_searches WHERE alert <> 'NONE'`,
      ),

    /** Takes up to `limit` arrivals off the queue (SKIP LOCKED: each by one process). */
    takeArrivals: (tx: Tx, limit: number) =>
      queryRows<Arrival>(
        tx,
        sql`DELETE FROM advert_arrivals WHERE id IN (
              SELECT id FROM advert_arrivals ORDER BY id LIMIT ${limit}
              FOR UPDATE SKIP LOCKED)
            RETURNING advert_id, created_at`,
      ),

    /** Each advert with the 1-based positions of the WHEREs it passes. */
    passedWheres: (tx: Tx, wheres: SQL[], advertIds: number[]) =>
      queryRows<{ id: number; hits: number[] | null }>(
        tx,
        sql`SELECT a.id, array_positions(ARRAY[${sql.join(
          wheres.map((where) => sql`(${where})`),
          sql`, `,
        )}]::boolean[], true) AS hits
            FROM adverts a JOIN categories c ON c.id = a.category_id
            WHERE a.id = ANY(${intArray(advertIds)}::integer[])`,
      ),

    /** Writes the matches; one already written stays as it was (told once). */
    async addHits(tx: Tx, pairs: { searchIds: number[]; advertIds: number[] }) {
      if (pairs.searchIds.length === 0) return;
      await tx.execute(sql`INSERT INTO saved_search_hits (saved_search_id, advert_id)
        SELECT * FROM unnest(${intArray(pairs.searchIds)}::integer[],
                             ${intArray(pairs.advertIds)}::integer[])
        ON CONFLICT DO NOTHING`);
    },
  };
}

export type AlertMatcherRepository = ReturnType<typeof createAlertMatcherRepository>;
