import { sql, type SQL } from 'drizzle-orm';
import { ADVERT_STATUS_CODES, type OverviewReport } from '@estate/contracts';
import { queryRows, type Db } from '../../db/client';
import { tallySql } from '../../lib/tallies';

const PENDING = ADVERT_STATUS_CODES.PENDING;

type CountRow = Record<keyof OverviewReport, string | number | null>;

const toOverview = (row: CountRow): OverviewReport => ({
  Customers: row.Customers === null ? null : Number(row.Customers),
  Categories: Number(row.Categories),
  Adverts: Number(row.Adverts),
  AdvertTypes: Number(row.AdvertTypes),
  TourRequests: Number(row.TourRequests),
  PendingAdverts: Number(row.PendingAdverts),
  Favorites: Number(row.Favorites),
});

/** The viewer's own favourites: a figure of theirs whatever their role. */
const favoritesOf = (userId: number) =>
  sql`(SELECT count(*) FROM favorites WHERE user_id = ${userId}) AS "Favorites"`;

/**
 * Adverts of every status from the trigger-kept count table (one row per status, switch,
 * category and type at the "everywhere" level): exact, without reading a million rows.
 */
const advertsCounted = (condition: SQL = sql``) =>
  sql`(SELECT coalesce(sum(k.n), 0) FROM advert_counts k
       WHERE k.level = 0 AND k.place_id = 0 AND k.bucket = -1 ${condition})`;
const ADVERTS_COUNTED = advertsCounted();

/**
 * Live adverts whose owner's edit waits for review (docs/product.md#revisions): they are in the
 * moderation queue beside the PENDING ones, so the waiting count names both.
 */
const waitingEdits = (owner: SQL = sql``) =>
  sql`(SELECT count(*) FROM advert_revisions r JOIN adverts a ON a.id = r.advert_id
       WHERE r.rejected_at IS NULL AND a.status = ${ADVERT_STATUS_CODES.ACTIVATED} ${owner})`;

export function createReportsRepository(db: Db) {
  return {
    /**
     * Staff: every user, category, advert, type and tour request of the marketplace, and what
     * waits in their moderation queue (new adverts and live ones with an edit).
     */
    async marketplaceOverview(viewerId: number): Promise<OverviewReport> {
      const rows = await queryRows<CountRow>(
        db,
        sql`
        SELECT
          ${tallySql('users:CUSTOMER')} AS "Customers",
          (SELECT count(*) FROM categories) AS "Categories",
          ${ADVERTS_COUNTED} AS "Adverts",
          (SELECT count(*) FROM advert_types) AS "AdvertTypes",
          ${tallySql('tour_requests')} AS "TourRequests",
          ${advertsCounted(sql`AND k.status = ${PENDING}`)} + ${waitingEdits()}
            AS "PendingAdverts",
          ${favoritesOf(viewerId)}`,
      );
      return toOverview(rows[0]!);
    },

    /**
     * A customer: their own adverts, and the tour requests of their Tour Requests page, i.e. those
     * on their adverts (as owner) plus those they made (as guest). An owner cannot request a tour
     * of their own advert, so no request counts twice. Categories and advert types are public
     * lookups: the active categories a visitor sees, and every type. Their adverts waiting for
     * review are theirs to know.
     */
    async customerOverview(userId: number): Promise<OverviewReport> {
      const rows = await queryRows<CountRow>(
        db,
        sql`
        SELECT
          NULL AS "Customers",
          (SELECT count(*) FROM categories WHERE is_active) AS "Categories",
          ${tallySql('adverts', userId)} AS "Adverts",
          (SELECT count(*) FROM advert_types) AS "AdvertTypes",
          ${tallySql('tour_requests:owner', userId)} + ${tallySql('tour_requests:guest', userId)}
            AS "TourRequests",
          ${tallySql(`adverts:${PENDING}`, userId)} + ${waitingEdits(sql`AND a.user_id = ${userId}`)}
            AS "PendingAdverts",
          ${favoritesOf(userId)}`,
      );
      return toOverview(rows[0]!);
    },
  };
}
