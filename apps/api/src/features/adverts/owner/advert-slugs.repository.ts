import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Executor, type Tx } from '../../../db/client';
import { advertSlugHistory } from '../../../db/schema';

/** The SQL of advert slugs: which are taken, and the redirects of old ones. */
export function createAdvertSlugQueries(db: Db) {
  return {
    /**
     * Whether a slug is used by an advert or still redirects to one. Inside a transaction pass
     * it: the embedded database runs one thing at a time, so a read beside it would wait forever.
     */
    async slugTaken(slug: string, exceptAdvertId = 0, within: Executor = db): Promise<boolean> {
      const rows = await queryRows<{ taken: boolean }>(
        within,
        sql`SELECT EXISTS (SELECT 1 FROM adverts WHERE slug = ${slug} AND id <> ${exceptAdvertId})
                OR EXISTS (SELECT 1 FROM advert_slug_history
                           WHERE slug = ${slug} AND advert_id <> ${exceptAdvertId}) AS taken`,
      );
      return rows[0]?.taken === true;
    },

    /**
     * In one query, the suffixes taken among `base`, `base-2`, `base-3`… by adverts and by the
     * redirects of old slugs: 1 stands for `base` itself. `base` is a slug (letters, digits, '-').
     */
    async takenSlugSuffixes(base: string): Promise<Set<number>> {
      const numbered = `^${base}-[1-9][0-9]*$`;
      const prefix = `${base}-%`;
      const rows = await queryRows<{ slug: string }>(
        db,
        sql`SELECT slug FROM adverts WHERE slug = ${base} OR (slug LIKE ${prefix} AND slug ~ ${numbered})
            UNION
            SELECT slug FROM advert_slug_history
             WHERE slug = ${base} OR (slug LIKE ${prefix} AND slug ~ ${numbered})`,
      );
      return new Set(
        rows.map((row) => (row.slug === base ? 1 : Number(row.slug.slice(base.length + 1)))),
      );
    },

    /**
     * After a slug change: the old slug keeps redirecting to the advert (docs/product.md#slugs).
     */
    async keepOldSlug(tx: Tx, advertId: number, slug: string) {
      await tx.insert(advertSlugHistory).values({ slug, advertId }).onConflictDoNothing();
      // A slug taken back by its own advert no longer redirects.
      await tx.execute(sql`DELETE FROM advert_slug_history h USING adverts a
                           WHERE a.id = h.advert_id AND h.slug = a.slug AND a.id = ${advertId}`);
    },
  };
}
