import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { searchTextOf } from './user-search-text';

type UserRow = typeof users.$inferSelect;

/** The account's address once a change is confirmed (docs/product.md#accounts). */
export function createUserEmailRepository(db: Db) {
  return {
    /** The confirmed change of e-mail address; the unique index refuses an address now taken. */
    async changeEmail(id: number, email: string, tx: Db = db): Promise<UserRow | undefined> {
      const [current] = await tx.select().from(users).where(eq(users.id, id));
      if (!current) return undefined;
      const [row] = await tx
        .update(users)
        .set({
          email,
          searchText: searchTextOf({ ...current, email }),
          confirmedAt: current.confirmedAt ?? new Date(),
          updatedAt: new Date(),
        })
        .where(eq(users.id, id))
        .returning();
      return row;
    },
  };
}
