import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { SavedSearchAlert } from '@estate/contracts';
import type { Db } from '../../db/client';
import { savedSearches, users } from '../../db/schema';

export type SavedSearchRow = typeof savedSearches.$inferSelect;

export interface NewSavedSearch {
  name: string;
  filters: Record<string, string>;
  alert: SavedSearchAlert;
}

export function createSavedSearchesRepository(db: Db) {
  const own = (userId: number, id: number) =>
    and(eq(savedSearches.id, id), eq(savedSearches.userId, userId));

  return {
    listOf: (userId: number): Promise<SavedSearchRow[]> =>
      db
        .select()
        .from(savedSearches)
        .where(eq(savedSearches.userId, userId))
        .orderBy(asc(savedSearches.id)),

    /**
     * Adds the search unless the account keeps `max` already: the user's row is locked first, so
     * two saves at once cannot both pass the count. Undefined when over the limit.
     */
    create(userId: number, search: NewSavedSearch, max: number, now: Date) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT 1 FROM ${users} WHERE id = ${userId} FOR UPDATE`);
        const [kept] = await tx
          .select({ n: count() })
          .from(savedSearches)
          .where(eq(savedSearches.userId, userId));
        if (kept!.n >= max) return undefined;
        const [row] = await tx
          .insert(savedSearches)
          .values({ ...search, userId, createdAt: now, updatedAt: now })
          .returning();
        return row;
      });
    },

    async update(userId: number, id: number, change: Partial<NewSavedSearch>, now: Date) {
      const [row] = await db
        .update(savedSearches)
        .set({ ...change, updatedAt: now })
        .where(own(userId, id))
        .returning();
      return row;
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const removed = await db
        .delete(savedSearches)
        .where(own(userId, id))
        .returning({ id: savedSearches.id });
      return removed.length > 0;
    },

    /** What an unsubscribe link names: the search's name, alert and the nonce its links carry. */
    async alertOf(id: number) {
      const [row] = await db
        .select({
          id: savedSearches.id,
          name: savedSearches.name,
          alert: savedSearches.alert,
          nonce: savedSearches.alertNonce,
        })
        .from(savedSearches)
        .where(eq(savedSearches.id, id));
      return row;
    },

    /**
     * Turns a search's alert off (the unsubscribe link) while its nonce is still the link's: an
     * alert turned on again in between stays on. False when nothing was turned off.
     */
    async silence(id: number, nonce: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(savedSearches)
        .set({ alert: 'NONE', updatedAt: now })
        .where(and(eq(savedSearches.id, id), eq(savedSearches.alertNonce, nonce)))
        .returning({ id: savedSearches.id });
      return rows.length > 0;
    },
  };
}
