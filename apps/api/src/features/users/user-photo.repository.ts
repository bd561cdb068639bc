import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';

type UserRow = typeof users.$inferSelect;

/** The profile photo's key on the user row (docs/product.md#profile-photo). */
export function createUserPhotoRepository(db: Db) {
  return {
    /**
     * Sets or clears the profile photo and answers the row with the photo key it replaced, whose
     * files the caller removes once this has committed. Undefined when the account is gone.
     */
    async replacePhotoKey(
      id: number,
      photoKey: string | null,
    ): Promise<{ row: UserRow; before: string | null } | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ photoKey: users.photoKey })
          .from(users)
          .where(eq(users.id, id))
          .for('update');
        if (!current) return undefined;
        const [row] = await tx
          .update(users)
          .set({ photoKey, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return { row: row!, before: current.photoKey };
      });
    },
  };
}
