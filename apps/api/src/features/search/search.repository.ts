import { sql } from 'drizzle-orm';
import { DEFAULT_CURRENCY, type CitySummary, type TypeSummary } from '@estate/contracts';
import { queryRows, type Db } from '../../db/client';
import { namedQuery } from '../../db/named-query';
import {
  ADVERT_INNER_COLUMNS,
  PUBLIC_ADVERT,
  advertOuterColumns,
  type AdvertRow,
} from './advert-columns.repository';
import { countStatement, countStrategy } from './count-sql.repository';
import { createPhraseCounts } from './phrase-counts.repository';
import { readOwnerPage, type OwnerPageInput } from './owner-page-sql.repository';
import { collectedTextPage, pageStatement, walkedTextPage, whereOf } from './page-sql.repository';
import type { SearchFilters, SearchPaging } from './search-filters';

interface CitySummaryRow {
  id: number;
  city_name: string;
  amount: string | number;
}
interface CategorySummaryRow {
  slug: string;
  title: string;
  icon: string;
  amount: string | number;
}

/** The search's SQL: pages by three plans, exact totals, home summaries and popular adverts. */
export function createSearchRepository(db: Db) {
  const phrases = createPhraseCounts(db);
  return {
    async count(filters: SearchFilters): Promise<number> {
      const kept = countStrategy(filters) === 'direct' ? await phrases.count(filters) : undefined;
      if (kept !== undefined) return kept;
      const [row] = await queryRows<{ n: string | number }>(db, countStatement(filters));
      return Number(row?.n ?? 0);
    },

    sortedPage: (filters: SearchFilters, paging: SearchPaging, viewerId?: number) =>
      queryRows<AdvertRow>(db, pageStatement(filters, paging, viewerId)),

    /**
     * A page and its exact total in one statement: a signed-in caller's list costs one round trip
     * (the count rows are few), where a page and a count apart cost two.
     */
    async sortedPageWithTotal(filters: SearchFilters, paging: SearchPaging, viewerId?: number) {
      const rows = await queryRows<AdvertRow & { total: string | number }>(
        db,
        sql`SELECT counted.n AS total, page.*
            FROM (${countStatement(filters)}) counted
            LEFT JOIN LATERAL (${pageStatement(filters, paging, viewerId)}) page ON true`,
      );
      const total = Number(rows[0]?.total ?? 0);
      return { rows: rows.filter((row) => row.id !== null), total };
    },

    /** The Web Site page's default currency (docs/product.md#prices). */
    async defaultCurrency(): Promise<string> {
      const [row] = await queryRows<{ currency: string | null }>(
        db,
        sql`SELECT data->>'defaultCurrency' AS currency FROM site_settings WHERE id = 1`,
      );
      return row?.currency ?? DEFAULT_CURRENCY;
    },

    /** Housekeeping: forgets kept phrase counts nobody asked for within `idleDays`. */
    forgetIdlePhrases: (idleDays: number) => phrases.forgetIdle(idleDays),

    /** One owner's adverts in any status (or the one asked for) with their total. */
    ownerPage: (input: OwnerPageInput) => readOwnerPage(db, input),

    collectedTextPage: (filters: SearchFilters, paging: SearchPaging, viewerId?: number) =>
      queryRows<AdvertRow>(db, collectedTextPage(whereOf(filters), paging, viewerId)),

    walkedTextPage: (
      filters: SearchFilters,
      paging: SearchPaging,
      walk: number,
      viewerId?: number,
    ) => queryRows<AdvertRow>(db, walkedTextPage(filters, paging, walk, viewerId)),

    /** Cities with their number of public adverts, most first (from the trigger-kept counts). */
    citySummaries: async (): Promise<CitySummary[]> =>
      (
        await namedQuery<CitySummaryRow>(
          db,
          'home_city_summaries',
          sql`SELECT ci.id, ci.name AS city_name, sum(k.n) AS amount
            FROM advert_counts k
            JOIN categories c ON c.id = k.category_id
            JOIN cities ci ON ci.id = k.place_id
            WHERE k.level = 2 AND k.bucket = -1
              AND advert_is_public(k.status, k.is_active, c.is_active)
            GROUP BY ci.id, ci.name
            HAVING sum(k.n) > 0
            ORDER BY amount DESC, ci.name ASC`,
        )
      ).map((r) => ({ id: r.id, cityName: r.city_name, amount: Number(r.amount) })),

    /** One entry per active category with its number of public adverts. */
    categorySummaries: async (): Promise<TypeSummary[]> =>
      (
        await namedQuery<CategorySummaryRow>(
          db,
          'home_category_summaries',
          sql`SELECT c.slug, c.title, c.icon,
                   coalesce((SELECT sum(k.n) FROM advert_counts k
                             WHERE k.level = 0 AND k.place_id = 0 AND k.bucket = -1
                               AND advert_is_public(k.status, k.is_active, c.is_active)
                               AND k.category_id = c.id), 0)
                     AS amount
            FROM categories c
            WHERE c.is_active
            ORDER BY c.seq ASC, c.title ASC`,
        )
      ).map((r) => ({
        slug: r.slug,
        categoryName: r.title,
        advertAmount: Number(r.amount),
        icon: r.icon,
      })),

    /** Public adverts by 3 × tour requests + views (an expression index serves the order). */
    popular: (amount: number, viewerId?: number) =>
      namedQuery<AdvertRow>(
        db,
        viewerId === undefined ? 'popular_adverts' : 'popular_adverts_for_user',
        sql`SELECT ${advertOuterColumns(viewerId)}
            FROM (SELECT ${ADVERT_INNER_COLUMNS}
                  FROM adverts a JOIN categories c ON c.id = a.category_id
                  WHERE ${PUBLIC_ADVERT}
                  ORDER BY (3 * a.tour_request_count + a.view_count) DESC, a.id DESC
                  LIMIT ${amount}) p
            ORDER BY (3 * p.tour_request_count + p.view_count) DESC, p.id DESC`,
      ),
  };
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;
