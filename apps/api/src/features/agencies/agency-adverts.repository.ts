import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

export interface AgencyAdvertRow {
  id: number;
  slug: string;
  title: string;
  status: number;
  is_public: boolean;
  price: string;
  currency: string;
  created_at: Date | string;
  view_count: number;
  agent_id: number;
  agent_first_name: string;
  agent_last_name: string;
}

/** The SQL of an agency's adverts and who is responsible for each (docs/product.md#agency-adverts). */
export function createAgencyAdvertsRepository(db: Db) {
  return {
    /** A page of the agency's adverts, newest first (adverts_agency_idx), with the total. */
    async page(agencyId: number, agentId: number | undefined, page: number, size: number) {
      const agent = agentId === undefined ? sql`` : sql`AND a.user_id = ${agentId}`;
      const [list, counted] = await Promise.all([
        queryRows<AgencyAdvertRow>(
          db,
          sql`SELECT a.id, a.slug, a.title, a.status, a.price, a.currency, a.created_at,
                     a.view_count, advert_is_public(a.status, a.is_active, c.is_active) AS is_public,
                     u.id AS agent_id, u.first_name AS agent_first_name,
                     u.last_name AS agent_last_name
              FROM adverts a
              JOIN categories c ON c.id = a.category_id
              JOIN users u ON u.id = a.user_id
              WHERE a.agency_id = ${agencyId} ${agent}
              ORDER BY a.created_at DESC, a.id DESC
              LIMIT ${size} OFFSET ${page * size}`,
        ),
        queryRows<{ n: number }>(
          db,
          sql`SELECT count(*)::int AS n FROM adverts a WHERE a.agency_id = ${agencyId} ${agent}`,
        ),
      ]);
      return { list, total: counted[0]?.n ?? 0 };
    },

    /**
     * Gives the agency's advert to member `userId`; its conversations and tours follow
     * (trigger adverts_agent_follow). False when the advert is not the agency's.
     */
    async assign(agencyId: number, advertId: number, userId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE adverts SET user_id = ${userId}, updated_at = now()
            WHERE id = ${advertId} AND agency_id = ${agencyId}
              AND EXISTS (SELECT 1 FROM agency_members m
                          WHERE m.agency_id = ${agencyId} AND m.user_id = ${userId})
            RETURNING id`,
      );
      return rows.length > 0;
    },

    /** Whether advert `advertId` is posted for the agency. */
    async isAgencys(agencyId: number, advertId: number): Promise<boolean> {
      const rows = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM adverts WHERE id = ${advertId} AND agency_id = ${agencyId}`,
      );
      return rows.length > 0;
    },
  };
}

export type AgencyAdvertsRepository = ReturnType<typeof createAgencyAdvertsRepository>;
