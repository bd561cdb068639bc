import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adverts, favorites } from '../../db/schema';

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
          await tx
            .update(adverts)
            .set({ favoriteCount: sql`greatest(${adverts.favoriteCount} - 1, 0)` })
            .where(eq(adverts.id, advertId));
          return false;
        }
        const added = await tx
          .insert(favorites)
          .values({ userId, advertId })
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
  };
}
