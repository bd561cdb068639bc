import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userCodes } from '../../db/schema';

export type CodePurpose = 'CONFIRM' | 'RESET' | 'EMAIL' | 'EMAIL_CANCEL' | 'EMAIL_REVERT';

/**
 * The one-time codes that confirm an e-mail address, reset a password, or cancel or revert a
 * change of e-mail address (stored hashed).
 */
export function createUserCodesRepository(db: Db) {
  /** Marks the user's unused codes of one purpose used: they no longer work. */
  const spendCodes = async (userId: number, purpose: CodePurpose, tx: Db = db) => {
    await tx
      .update(userCodes)
      .set({ usedAt: new Date() })
      .where(
        and(eq(userCodes.userId, userId), eq(userCodes.purpose, purpose), isNull(userCodes.usedAt)),
      );
  };
  /**
   * Every unused code of the user but the revert links: whatever changes who can reach an account
   * spends them (docs/product.md#change-of-e-mail). A revert link is the old address's way back,
   * so nothing the new holder of the account does may spend it; only its own use and `everything`.
   */
  const spendPendingCodes = async (userId: number, tx: Db = db, everything = false) => {
    await tx
      .update(userCodes)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(userCodes.userId, userId),
          isNull(userCodes.usedAt),
          everything ? undefined : ne(userCodes.purpose, 'EMAIL_REVERT'),
        ),
      );
  };
  return {
    spendCodes,
    spendPendingCodes,

    /** `email` is the new address of an EMAIL code. */
    async insertCode(
      code: {
        userId: number;
        purpose: CodePurpose;
        codeHash: string;
        expiresAt: Date;
        email?: string;
        tokenVersion?: number;
      },
      tx: Db = db,
    ): Promise<void> {
      // A new code replaces the unused ones of the same purpose.
      await spendCodes(code.userId, code.purpose, tx);
      await tx.insert(userCodes).values(code);
    },

    async findUsableCode(purpose: CodePurpose, codeHash: string) {
      const [row] = await db
        .select()
        .from(userCodes)
        .where(
          and(
            eq(userCodes.purpose, purpose),
            eq(userCodes.codeHash, codeHash),
            isNull(userCodes.usedAt),
            gt(userCodes.expiresAt, new Date()),
          ),
        )
        .limit(1);
      return row;
    },

    async findLatestUsableCode(userId: number, purpose: CodePurpose) {
      const [row] = await db
        .select()
        .from(userCodes)
        .where(
          and(
            eq(userCodes.userId, userId),
            eq(userCodes.purpose, purpose),
            isNull(userCodes.usedAt),
            gt(userCodes.expiresAt, new Date()),
          ),
        )
        .orderBy(sql`${userCodes.id} DESC`)
        .limit(1);
      return row;
    },

    async useCode(codeId: number, tx: Db = db): Promise<boolean> {
      const rows = await tx
        .update(userCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(userCodes.id, codeId), isNull(userCodes.usedAt)))
        .returning({ id: userCodes.id });
      return rows.length === 1;
    },
  };
}
