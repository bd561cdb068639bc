import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** The owner hears about a guest's changes of time at most once in this long, per request. */
export const TIME_NOTICE_GAP_SECONDS = 60 * 60;

/** When the owner is e-mailed about a request's changes of time (one UPDATE each, so races fold). */
export function createTimeNoticesRepository(db: Db) {
  const gap = sql`make_interval(secs => ${TIME_NOTICE_GAP_SECONDS})`;
  return {
    /**
     * After a change of time: true when the owner may be e-mailed now (none in the last hour;
     * the time is noted). Otherwise one e-mail is due an hour after the last, and false.
     */
    async tellNowOrFold(id: number, now: Date): Promise<boolean> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const quiet = sql`(owner_told_at IS NULL OR owner_told_at <= ${at} - ${gap})`;
      const rows = await queryRows<{ tell_now: boolean }>(
        db,
        sql`UPDATE tour_requests
               SET owner_told_at = CASE WHEN ${quiet} THEN ${at} ELSE owner_told_at END,
                   owner_notice_due_at = CASE WHEN ${quiet} THEN NULL ELSE owner_told_at + ${gap} END
             WHERE id = ${id}
         RETURNING owner_notice_due_at IS NULL AS tell_now`,
      );
      return rows[0]?.tell_now === true;
    },

    /**
     * Claims the requests whose folded e-mail is due and notes it as told now. One atomic
     * UPDATE: of several processes running it at once, each request goes to exactly one.
     */
    async claimDue(now: Date): Promise<number[]> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const rows = await queryRows<{ id: number }>(
        db,
        sql`UPDATE tour_requests SET owner_told_at = ${at}, owner_notice_due_at = NULL
             WHERE owner_notice_due_at IS NOT NULL AND owner_notice_due_at <= ${at}
         RETURNING id`,
      );
      return rows.map((row) => Number(row.id));
    },
  };
}
