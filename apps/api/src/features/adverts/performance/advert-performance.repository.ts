import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../../db/client';

export interface DayRow {
  date: string;
  views: number;
  favorites: number;
  tour_requests: number;
}

/** Reads of an advert's per-day figures (kept by the triggers of migration 0013). */
export function createAdvertPerformanceRepository(db: Db) {
  return {
    /** The advert's owner id, or undefined when there is no such advert. */
    async ownerOf(advertId: number): Promise<number | undefined> {
      const rows = await queryRows<{ user_id: number }>(
        db,
        sql`SELECT user_id FROM adverts WHERE id = ${advertId}`,
      );
      return rows[0]?.user_id;
    },

    /**
     * The last `days` UTC days up to today, oldest first, a day without a row as zeros: one
     * primary-key range read however large the tables are.
     */
    async lastDays(advertId: number, days: number): Promise<DayRow[]> {
      return queryRows<DayRow>(
        db,
        sql`WITH today AS (SELECT (now() AT TIME ZONE 'UTC')::date AS d)
            SELECT to_char(g.day, 'YYYY-MM-DD') AS date,
                   coalesce(s.views, 0)::int AS views,
                   coalesce(s.favorites, 0)::int AS favorites,
                   coalesce(s.tour_requests, 0)::int AS tour_requests
            FROM today,
                 LATERAL generate_series(today.d - ${days - 1}::int, today.d, interval '1 day') AS g(day)
            LEFT JOIN advert_daily_stats s ON s.advert_id = ${advertId} AND s.day = g.day::date
            ORDER BY g.day`,
      );
    },
  };
}
