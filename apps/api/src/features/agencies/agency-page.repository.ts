import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import type { AgencyRow } from './agencies.repository';

/** An open agency with its page's figures. */
export type AgencyPageRow = Omit<
  AgencyRow,
  'status_reason' | 'decided_at' | 'closed_at' | 'created_at'
> & {
  live_adverts: number;
  answered: number;
  median_reply_seconds: number | null;
};

export interface AgencyAgentRow {
  first_name: string;
  last_name: string;
  photo_key: string | null;
  role: string;
}

/**
 * The public agency page's reads (docs/product.md#agency-page): named statements, their texts
 * fixed, so each connection plans them once. Both walk adverts_agency_idx: the live count, and
 * the threads on the agency's adverts for the reply time (conversations_advert_guest_uq).
 */
export function createAgencyPageRepository(db: Db) {
  return {
    async bySlug(slug: string, since: Date): Promise<AgencyPageRow | undefined> {
      const [row] = await namedQuery<AgencyPageRow>(
        db,
        'agency_page',
        sql`SELECT a.id, a.slug, a.name, a.licence_number, a.phone, a.email, a.address,
                   a.country_id, co.name AS country_name, a.city_id, ci.name AS city_name,
                   a.district_id, d.name AS district_name, a.latitude, a.longitude, a.logo_key,
                   a.status,
                   (SELECT count(*) FROM adverts x JOIN categories c ON c.id = x.category_id
                    WHERE x.agency_id = a.id AND advert_is_public(x.status, x.is_active, c.is_active)
                   )::int AS live_adverts,
                   r.answered::int AS answered, r.median AS median_reply_seconds
            FROM agencies a
            JOIN countries co ON co.id = a.country_id
            JOIN cities ci ON ci.id = a.city_id
            JOIN districts d ON d.id = a.district_id
            CROSS JOIN LATERAL (
              SELECT count(*) AS answered,
                     percentile_cont(0.5) WITHIN GROUP (ORDER BY v.first_reply_seconds) AS median
              FROM adverts x JOIN conversations v ON v.advert_id = x.id
              WHERE x.agency_id = a.id AND v.created_at >= ${since}
                AND v.first_reply_seconds IS NOT NULL) r
            WHERE a.slug = ${slug} AND a.closed_at IS NULL`,
      );
      return row;
    },

    /** The members, the owner first, then by when they joined. */
    agents: (agencyId: number) =>
      namedQuery<AgencyAgentRow>(
        db,
        'agency_page_agents',
        sql`SELECT u.first_name, u.last_name, u.photo_key, m.role
            FROM agency_members m JOIN users u ON u.id = m.user_id
            WHERE m.agency_id = ${agencyId}
            ORDER BY (m.role = 'OWNER') DESC, m.joined_at, u.id`,
      ),
  };
}

export type AgencyPageRepository = ReturnType<typeof createAgencyPageRepository>;
