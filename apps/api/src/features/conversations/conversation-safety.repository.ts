import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';

/** How a block stands between the caller and the other person of a thread. */
export type BlockStanding = 'blocking' | 'blocked' | 'none';

/**
 * Blocks, reports and the hourly allowance of new-message e-mails
 * (docs/product.md#conversations).
 */
export function createConversationSafetyRepository(db: Db) {
  return {
    /** Whether `userId` blocks `otherId`, is blocked by them, or neither (a block in both ways reads as blocking). */
    async standing(userId: number, otherId: number): Promise<BlockStanding> {
      const found = await queryRows<{ blocker_user_id: number }>(
        db,
        sql`SELECT blocker_user_id FROM conversation_blocks
            WHERE (blocker_user_id = ${userId} AND blocked_user_id = ${otherId})
               OR (blocker_user_id = ${otherId} AND blocked_user_id = ${userId})`,
      );
      if (found.some((b) => b.blocker_user_id === userId)) return 'blocking';
      return found.length > 0 ? 'blocked' : 'none';
    },

    /** Blocks once: blocking again keeps the first row. */
    async block(userId: number, otherId: number, now: Date): Promise<void> {
      await db.execute(
        sql`INSERT INTO conversation_blocks (blocker_user_id, blocked_user_id, created_at)
            VALUES (${userId}, ${otherId}, ${now}) ON CONFLICT DO NOTHING`,
      );
    },

    async unblock(userId: number, otherId: number): Promise<void> {
      await db.execute(
        sql`DELETE FROM conversation_blocks
            WHERE blocker_user_id = ${userId} AND blocked_user_id = ${otherId}`,
      );
    },

    /** Whether the caller reported this thread already. */
    async reported(threadId: number, userId: number): Promise<boolean> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`SELECT id FROM conversation_reports
            WHERE conversation_id = ${threadId} AND reporter_user_id = ${userId}`,
      );
      return row !== undefined;
    },

    /** Keeps a report; undefined when this person reported the thread already. */
    async report(input: {
      threadId: number;
      reporterId: number;
      reportedId: number;
      reason: string;
      details: string | null;
      now: Date;
    }): Promise<number | undefined> {
      const [row] = await queryRows<{ id: number }>(
        db,
        sql`INSERT INTO conversation_reports (conversation_id, reporter_user_id, reported_user_id,
              reason, details, created_at)
            VALUES (${input.threadId}, ${input.reporterId}, ${input.reportedId}, ${input.reason},
              ${input.details}, ${input.now})
            ON CONFLICT (conversation_id, reporter_user_id) DO NOTHING RETURNING id`,
      );
      return row?.id;
    },
  };
}

export type ConversationSafetyRepository = ReturnType<typeof createConversationSafetyRepository>;

/**
 * Takes one of the recipient's new-message e-mails of this hour, counted from the hour's first
 * e-mail; false once `perHour` went out (docs/product.md#conversations). One statement, so two
 * processes never both take the last one.
 */
export async function takeMessageMail(
  tx: Tx,
  recipientId: number,
  now: Date,
  perHour: number,
): Promise<boolean> {
  const hourAgo = new Date(now.getTime() - 60 * 60_000);
  const taken = await queryRows<{ sent: number }>(
    tx,
    sql`INSERT INTO message_mail_allowances AS a (user_id, window_start, sent)
        VALUES (${recipientId}, ${now}, 1)
        ON CONFLICT (user_id) DO UPDATE SET
          window_start = CASE WHEN a.window_start <= ${hourAgo} THEN ${now} ELSE a.window_start END,
          sent = CASE WHEN a.window_start <= ${hourAgo} THEN 1 ELSE a.sent + 1 END
        WHERE a.window_start <= ${hourAgo} OR a.sent < ${perHour}
        RETURNING sent`,
  );
  return taken.length > 0;
}
