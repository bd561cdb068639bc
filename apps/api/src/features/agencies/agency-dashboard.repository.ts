import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export interface AgentFiguresRow {
  user_id: number;
  first_name: string;
  last_name: string;
  role: 'OWNER' | 'AGENT';
  adverts: number;
  live_adverts: number;
  views: number;
  enquiries: number;
  unanswered: number;
  answered: number;
  median_reply: number | null;
  tours: number;
  upcoming_tours: number;
}

export interface EnquiryRow {
  advert_title: string;
  advert_slug: string;
  agent_first: string | null;
  agent_last: string | null;
  guest_first: string | null;
  guest_last: string | null;
  last_message_at: Date | string;
  answered: boolean;
}

export interface TourRow {
  advert_title: string;
  advert_slug: string;
  agent_first: string;
  agent_last: string;
  guest_first: string;
  guest_last: string;
  tour_time: string;
  status: string;
}

/** The SQL of an agency's figures (docs/product.md#agency-dashboard), over its adverts only. */
export function createAgencyDashboardRepository(db: Db) {
  return {
    /** Each member's figures on the agency's adverts; reply times over threads begun since `since`. */
    agents: (agencyId: number, since: Date) =>
      queryRows<AgentFiguresRow>(
        db,
        sql`WITH ads AS (
              SELECT a.user_id, count(*)::int AS adverts,
                     count(*) FILTER (WHERE advert_is_public(a.status, a.is_active, c.is_active))::int AS live_adverts,
                     coalesce(sum(a.view_count), 0)::int AS views
              FROM adverts a JOIN categories c ON c.id = a.category_id
              WHERE a.agency_id = ${agencyId} GROUP BY a.user_id),
            talk AS (
              SELECT cv.owner_user_id AS user_id, count(*)::int AS enquiries,
                     count(*) FILTER (WHERE cv.first_reply_seconds IS NULL)::int AS unanswered,
                     count(*) FILTER (WHERE cv.created_at >= ${since} AND cv.first_reply_seconds IS NOT NULL)::int AS answered,
                     percentile_cont(0.5) WITHIN GROUP (ORDER BY cv.first_reply_seconds)
                       FILTER (WHERE cv.created_at >= ${since}) AS median_reply
              FROM conversations cv JOIN adverts a ON a.id = cv.advert_id
              WHERE a.agency_id = ${agencyId} GROUP BY cv.owner_user_id),
            visits AS (
              SELECT t.owner_user_id AS user_id, count(*)::int AS tours,
                     count(*) FILTER (WHERE t.status IN ('PENDING', 'APPROVED')
                                        AND t.tour_time >= localtimestamp)::int AS upcoming_tours
              FROM tour_requests t JOIN adverts a ON a.id = t.advert_id
              WHERE a.agency_id = ${agencyId} GROUP BY t.owner_user_id)
            SELECT m.user_id, u.first_name, u.last_name, m.role,
                   coalesce(ads.adverts, 0) AS adverts, coalesce(ads.live_adverts, 0) AS live_adverts,
                   coalesce(ads.views, 0) AS views, coalesce(talk.enquiries, 0) AS enquiries,
                   coalesce(talk.unanswered, 0) AS unanswered, coalesce(talk.answered, 0) AS answered,
                   talk.median_reply, coalesce(visits.tours, 0) AS tours,
                   coalesce(visits.upcoming_tours, 0) AS upcoming_tours
            FROM agency_members m JOIN users u ON u.id = m.user_id
            LEFT JOIN ads ON ads.user_id = m.user_id
            LEFT JOIN talk ON talk.user_id = m.user_id
            LEFT JOIN visits ON visits.user_id = m.user_id
            WHERE m.agency_id = ${agencyId}
            ORDER BY m.role = 'OWNER' DESC, m.joined_at, m.user_id`,
      ),

    /** The agency's latest enquiries, newest first. */
    enquiries: (agencyId: number, limit: number) =>
      queryRows<EnquiryRow>(
        db,
        sql`SELECT cv.advert_title, cv.advert_slug, o.first_name AS agent_first, o.last_name AS agent_last,
                   g.first_name AS guest_first, g.last_name AS guest_last, cv.last_message_at,
                   cv.first_reply_seconds IS NOT NULL AS answered
            FROM conversations cv JOIN adverts a ON a.id = cv.advert_id
            LEFT JOIN users o ON o.id = cv.owner_user_id
            LEFT JOIN users g ON g.id = cv.guest_user_id
            WHERE a.agency_id = ${agencyId}
            ORDER BY cv.last_message_at DESC, cv.id DESC LIMIT ${limit}`,
      ),

    /** The agency's next tours waiting or agreed, soonest first. */
    tours: (agencyId: number, limit: number) =>
      queryRows<TourRow>(
        db,
        sql`SELECT a.title AS advert_title, a.slug AS advert_slug,
                   o.first_name AS agent_first, o.last_name AS agent_last,
                   g.first_name AS guest_first, g.last_name AS guest_last,
                   to_char(t.tour_time, 'YYYY-MM-DD"T"HH24:MI') AS tour_time, t.status
            FROM tour_requests t JOIN adverts a ON a.id = t.advert_id
            JOIN users o ON o.id = t.owner_user_id JOIN users g ON g.id = t.guest_user_id
            WHERE a.agency_id = ${agencyId} AND t.status IN ('PENDING', 'APPROVED')
              AND t.tour_time >= localtimestamp
            ORDER BY t.tour_time, t.id LIMIT ${limit}`,
      ),

    async importsSince(agencyId: number, since: Date): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`SELECT count(*)::int AS n FROM agency_imports
            WHERE agency_id = ${agencyId} AND source = 'FILE' AND created_at >= ${since}`,
      );
      return row?.n ?? 0;
    },
  };
}

export type AgencyDashboardRepository = ReturnType<typeof createAgencyDashboardRepository>;
