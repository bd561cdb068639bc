import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** Whole UTC days: `start` included, `end` (the day after the range's last day) excluded. */
export interface ReportWindow {
  start: string;
  end: string;
  /** null: the whole marketplace; a user id: that owner's adverts and the requests on them. */
  ownerId: number | null;
}

export type AdvertDimension = 'status' | 'category' | 'type' | 'city';
export interface AdvertGroupRow {
  dimension: AdvertDimension;
  label: string;
  n: number;
}
/** A count of one UTC day, "YYYY-MM-DD"; the service sums days into weeks and months. */
export interface DayRow {
  day: string;
  n: number;
}
export interface TopAdvertRow {
  id: number;
  slug: string;
  title: string;
  n: number;
}

const TOP_ADVERTS = 10;

/**
 * Rows counted per UTC day. The expression is the one of the statistics object in migration
 * 0016, which tells the planner there are few days: it then counts in parallel workers.
 */
const perDay = (table: string, where: SQL) =>
  sql`SELECT to_char(d, 'YYYY-MM-DD') AS day, n FROM (
        SELECT (created_at AT TIME ZONE 'UTC')::date AS d, count(*)::int AS n
        FROM ${sql.raw(table)} WHERE ${where} GROUP BY 1) per_day`;

const inWindow = (w: ReportWindow, ownerColumn: string): SQL => {
  const range = sql`created_at >= ${w.start}::timestamptz AND created_at < ${w.end}::timestamptz`;
  return w.ownerId === null ? range : sql`${range} AND ${sql.raw(ownerColumn)} = ${w.ownerId}`;
};

export function createRangeReportRepository(db: Db) {
  return {
    /**
     * Adverts posted in the window by status, category, type and city. The inner count runs in
     * parallel workers over few groups (grouping sets alone would not), the outer one splits them.
     */
    advertGroups(w: ReportWindow): Promise<AdvertGroupRow[]> {
      return queryRows<AdvertGroupRow>(
        db,
        sql`
        WITH combos AS (
          SELECT status, category_id, advert_type_id, city_id, count(*)::int AS n
          FROM adverts WHERE ${inWindow(w, 'user_id')}
          GROUP BY status, category_id, advert_type_id, city_id
        ), g AS (
          SELECT status, category_id, advert_type_id, city_id, sum(n)::int AS n,
                 GROUPING(status) = 0 AS by_status, GROUPING(category_id) = 0 AS by_category,
                 GROUPING(advert_type_id) = 0 AS by_type
          FROM combos
          GROUP BY GROUPING SETS ((status), (category_id), (advert_type_id), (city_id))
        )
        SELECT CASE WHEN by_status THEN 'status' WHEN by_category THEN 'category'
                    WHEN by_type THEN 'type' ELSE 'city' END AS dimension,
               COALESCE(CASE WHEN by_status THEN g.status::text END, c.title, t.title, ci.name)
                 AS label,
               g.n
        FROM g
        LEFT JOIN categories c ON by_category AND c.id = g.category_id
        LEFT JOIN advert_types t ON by_type AND t.id = g.advert_type_id
        LEFT JOIN cities ci ON NOT (by_status OR by_category OR by_type) AND ci.id = g.city_id`,
      );
    },

    advertsPerDay(w: ReportWindow): Promise<DayRow[]> {
      return queryRows<DayRow>(db, perDay('adverts', inWindow(w, 'user_id')));
    },

    newUsersPerDay(w: ReportWindow): Promise<DayRow[]> {
      return queryRows<DayRow>(db, perDay('users', inWindow({ ...w, ownerId: null }, '')));
    },

    /** Tour requests made in the window; an owner's scope is the requests on their adverts. */
    tourRequestsPerDay(w: ReportWindow): Promise<DayRow[]> {
      return queryRows<DayRow>(db, perDay('tour_requests', inWindow(w, 'owner_user_id')));
    },

    mostRequested(w: ReportWindow): Promise<TopAdvertRow[]> {
      return queryRows<TopAdvertRow>(
        db,
        sql`
        SELECT a.id, a.slug, a.title, r.n
        FROM (SELECT advert_id, count(*)::int AS n FROM tour_requests
              WHERE ${inWindow(w, 'owner_user_id')}
              GROUP BY advert_id ORDER BY n DESC, advert_id LIMIT ${TOP_ADVERTS}) r
        JOIN adverts a ON a.id = r.advert_id
        ORDER BY r.n DESC, a.id`,
      );
    },

    /** Views are a running count per advert (not dated), so this ranks the window's adverts. */
    mostViewed(w: ReportWindow): Promise<TopAdvertRow[]> {
      return queryRows<TopAdvertRow>(
        db,
        sql`
        SELECT a.id, a.slug, a.title, v.view_count AS n
        FROM (SELECT id, view_count FROM adverts
              WHERE ${inWindow(w, 'user_id')} AND view_count > 0
              ORDER BY view_count DESC, id LIMIT ${TOP_ADVERTS}) v
        JOIN adverts a ON a.id = v.id
        ORDER BY v.view_count DESC, a.id`,
      );
    },
  };
}
