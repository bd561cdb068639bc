import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import type { createUserCodesRepository } from './user-codes.repository';

type UserRow = typeof users.$inferSelect;
type Codes = Pick<ReturnType<typeof createUserCodesRepository>, 'spendPendingCodes'>;

/**
 * Who can reach an account: its password and its sessions. Each change here spends the account's
 * pending codes with it (docs/product.md#change-of-e-mail).
 */
export function createUserAccessRepository(db: Db, codes: Codes) {
  return {
    /**
     * New hash and a new token version: every session issued before ends, and every pending code
     * of the account is spent (docs/product.md#change-of-e-mail).
     */
    async updatePassword(id: number, passwordHash: string, tx?: Db): Promise<UserRow | undefined> {
      const change = async (q: Db) => {
        const [row] = await q
          .update(users)
          .set({
            passwordHash,
            tokenVersion: sql`${users.tokenVersion} + 1`,
            updatedAt: new Date(),
          })
          .where(eq(users.id, id))
          .returning();
        await codes.spendPendingCodes(id, q);
        return row;
      };
      return tx ? change(tx) : db.transaction(change);
    },

    /** A stronger hash of the same password: sessions go on. Only if the hash is still `old`. */
    async replacePasswordHash(id: number, old: string, passwordHash: string): Promise<void> {
      await db
        .update(users)
        .set({ passwordHash })
        .where(and(eq(users.id, id), eq(users.passwordHash, old)));
    },

    /**
     * Logout: every token issued so far carries an older version and is refused, and every pending
     * code is spent (`everything`: the revert links too, when the revert itself ends the sessions).
     */
    async endSessions(id: number, tx?: Db, everything = false): Promise<void> {
      const end = async (q: Db) => {
        await q
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, id));
        await codes.spendPendingCodes(id, q, everything);
      };
      await (tx ? end(tx) : db.transaction(end));
    },
  };
}
