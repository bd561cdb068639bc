import { sql } from 'drizzle-orm';
import type { OverviewReport } from '@estate/contracts';
import { queryRows, type Db } from '../../db/client';

export function createReportsRepository(db: Db) {
  return {
    /** Whole-marketplace counts for staff; a customer's adverts and tour requests are their own. */
    async overview(scope: { userId: number } | 'all'): Promise<OverviewReport> {
      const own = scope === 'all' ? undefined : scope.userId;
      const rows = await queryRows<Record<keyof OverviewReport, string | number>>(
        db,
        sql`
        SELECT
          (SELECT count(*) FROM users WHERE role = 'CUSTOMER') AS "Customers",
          (SELECT count(*) FROM categories ${own === undefined ? sql`` : sql`WHERE is_active`}) AS "Categories",
          (SELECT count(*) FROM adverts ${own === undefined ? sql`` : sql`WHERE user_id = ${own}`}) AS "Adverts",
          (SELECT count(*) FROM advert_types) AS "AdvertTypes",
          (SELECT count(*) FROM tour_requests
             ${own === undefined ? sql`` : sql`WHERE guest_user_id = ${own} OR owner_user_id = ${own}`}) AS "TourRequests"`,
      );
      const row = rows[0]!;
      return {
        Customers: Number(row.Customers),
        Categories: Number(row.Categories),
        Adverts: Number(row.Adverts),
        AdvertTypes: Number(row.AdvertTypes),
        TourRequests: Number(row.TourRequests),
      };
    },
  };
}
