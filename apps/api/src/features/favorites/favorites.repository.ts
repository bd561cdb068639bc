import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FavoriteAdminQuery } from '@estate/contracts';
import { queryRows, type Db } from '../../db/client';
import { adverts, favorites } from '../../db/schema';

export interface AdminFavoriteRow {
  favori_id: number;
  created_at: string | Date;
  advert_id: number;
  title: string;
  slug: string;
  price: string;
  district_name: string;
  city_name: string;
  category_name: string;
  advert_type_name: string;
  image_key: string | null;
}

const ADMIN_SORT_COLUMNS: Record<FavoriteAdminQuery['sort'], SQL> = {
  createAt: sql`f.created_at`,
  title: sql`a.title`,
};

/** The advert's price now: a favourite remembers it (docs/product.md#price-watch). */
const priceOf = (advertId: number) =>
  sql`(SELECT ${adverts.price} FROM ${adverts} WHERE ${adverts.id} = ${advertId})`;

const lessOne = sql`greatest(${adverts.favoriteCount} - 1, 0)`;

export function createFavoritesRepository(db: Db) {
  return {
    async advertIdsOf(userId: number): Promise<number[]> {
      const rows = await db
        .select({ advertId: favorites.advertId })
        .from(favorites)
        .where(eq(favorites.userId, userId))
        .orderBy(sql`${favorites.createdAt} DESC`);
      return rows.map((r) => r.advertId);
    },

    async isFavorite(userId: number, advertId: number): Promise<boolean> {
      const rows = await db
        .select({ id: favorites.id })
        .from(favorites)
        .where(and(eq(favorites.userId, userId), eq(favorites.advertId, advertId)))
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Adds the favourite if absent, removes it if present, and keeps the advert's counter equal
     * to its rows, all in one transaction. Returns the new state.
     */
    toggle(userId: number, advertId: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        const removed = await tx
          .delete(favorites)
          .where(and(eq(favorites.userId, userId), eq(favorites.advertId, advertId)))
          .returning({ id: favorites.id });
        if (removed.length > 0) {
          await tx.update(adverts).set({ favoriteCount: lessOne }).where(eq(adverts.id, advertId));
          return false;
        }
        const added = await tx
          .insert(favorites)
          .values({ userId, advertId, savedPrice: priceOf(advertId), toldPrice: priceOf(advertId) })
          .onConflictDoNothing()
          .returning({ id: favorites.id });
        if (added.length > 0) {
          await tx
            .update(adverts)
            .set({ favoriteCount: sql`${adverts.favoriteCount} + 1` })
            .where(eq(adverts.id, advertId));
        }
        return true;
      });
    },

    /** One page of a user's favourites with the advert fields staff see (Users page). */
    async pageOfUser(userId: number, query: FavoriteAdminQuery) {
      const direction = query.direction === 'ASC' ? sql`ASC` : sql`DESC`;
      const [rows, counted] = await Promise.all([
        queryRows<AdminFavoriteRow>(
          db,
          sql`SELECT f.id AS favori_id, f.created_at, a.id AS advert_id, a.title, a.slug, a.price,
                     d.name AS district_name, ci.name AS city_name, c.title AS category_name,
                     t.title AS advert_type_name,
                     (SELECT img.storage_key FROM images img
                      WHERE img.advert_id = a.id AND img.featured) AS image_key
              FROM favorites f
              JOIN adverts a ON a.id = f.advert_id
              JOIN categories c ON c.id = a.category_id
              JOIN advert_types t ON t.id = a.advert_type_id
              JOIN cities ci ON ci.id = a.city_id
              JOIN districts d ON d.id = a.district_id
              WHERE f.user_id = ${userId}
              ORDER BY ${ADMIN_SORT_COLUMNS[query.sort]} ${direction}, f.id ${direction}
              LIMIT ${query.size} OFFSET ${query.page * query.size}`,
        ),
        db.$count(favorites, eq(favorites.userId, userId)),
      ]);
      return { rows, total: counted };
    },

    /**
     * Deletes one favourite and takes it off its advert's counter in one transaction; answers
     * whose it was and the advert's title, or undefined when there is no such favourite.
     */
    removeById(
      id: number,
    ): Promise<{ userId: number; advertId: number; title: string } | undefined> {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(favorites)
          .where(eq(favorites.id, id))
          .returning({ userId: favorites.userId, advertId: favorites.advertId });
        if (!removed) return undefined;
        const [advert] = await tx
          .update(adverts)
          .set({ favoriteCount: lessOne })
          .where(eq(adverts.id, removed.advertId))
          .returning({ title: adverts.title });
        return { ...removed, title: advert!.title };
      });
    },
  };
}
