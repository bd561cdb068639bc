import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import { PUBLIC_ADVERT } from '../adverts/advert-select';

export const SITEMAP_PAGE_SIZE = 40_000;

export function createSeoRepository(db: Db) {
  return {
    async siteName(): Promise<string | undefined> {
      const rows = await queryRows<{ name: string | null }>(
        db,
        sql`SELECT data->>'siteName' AS name FROM site_settings WHERE id = 1`,
      );
      return rows[0]?.name ?? undefined;
    },

    async publicAdvertCount(): Promise<number> {
      const rows = await queryRows<{ n: string | number }>(
        db,
        sql`SELECT count(*) AS n FROM adverts a JOIN categories c ON c.id = a.category_id WHERE ${PUBLIC_ADVERT}`,
      );
      return Number(rows[0]?.n ?? 0);
    },

    /** The featured picture of an advert: the one its page shows first. */
    async featuredImage(advertId: number) {
      const rows = await queryRows<{ storage_key: string; width: number }>(
        db,
        sql`SELECT storage_key, width FROM images WHERE advert_id = ${advertId} AND featured LIMIT 1`,
      );
      return rows[0];
    },

    /** One sitemap page of public adverts, in id order. */
    sitemapPage(page: number) {
      return queryRows<{ slug: string; updated_at: string | Date }>(
        db,
        sql`SELECT a.slug, a.updated_at FROM adverts a JOIN categories c ON c.id = a.category_id
            WHERE ${PUBLIC_ADVERT} ORDER BY a.id LIMIT ${SITEMAP_PAGE_SIZE} OFFSET ${page * SITEMAP_PAGE_SIZE}`,
      );
    },
  };
}
