import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { PUBLIC_ADVERT } from '../search';

/** Advert ids per sitemap page (a sitemap file holds at most 50,000 URLs). */
export const SITEMAP_PAGE_SIZE = 40_000;

export function createSeoRepository(db: Db) {
  return {
    /** How many sitemap pages the advert ids span (at least one). */
    async sitemapPageCount(): Promise<number> {
      const rows = await queryRows<{ n: string | number | null }>(
        db,
        sql`SELECT max(id) AS n FROM adverts`,
      );
      return Math.max(1, Math.ceil(Number(rows[0]?.n ?? 0) / SITEMAP_PAGE_SIZE));
    },

    /** The featured picture of an advert: the one its page shows first. */
    async featuredImage(advertId: number) {
      const rows = await queryRows<{ storage_key: string; width: number }>(
        db,
        sql`SELECT storage_key, width FROM images WHERE advert_id = ${advertId} AND featured LIMIT 1`,
      );
      return rows[0];
    },

    /**
     * The public adverts of one sitemap page, in id order. Page k holds the ids
     * k × SIZE + 1 … (k + 1) × SIZE: a range of the primary key, cheap at any depth where an
     * OFFSET of 800,000 rows was not, and a URL keeps its page while adverts come and go.
     */
    sitemapPage(page: number) {
      return queryRows<{ slug: string; updated_at: string | Date }>(
        db,
        sql`SELECT a.slug, a.updated_at FROM adverts a JOIN categories c ON c.id = a.category_id
            WHERE ${PUBLIC_ADVERT} AND a.id > ${page * SITEMAP_PAGE_SIZE}
              AND a.id <= ${(page + 1) * SITEMAP_PAGE_SIZE}
            ORDER BY a.id`,
      );
    },

    /** Open agencies' pages (docs/product.md#agency-page), at most `limit`, oldest first. */
    openAgencies: (limit: number) =>
      queryRows<{ slug: string; updated_at: string | Date }>(
        db,
        sql`SELECT slug, updated_at FROM agencies WHERE closed_at IS NULL ORDER BY id LIMIT ${limit}`,
      ),
  };
}

export type SeoRepository = ReturnType<typeof createSeoRepository>;
