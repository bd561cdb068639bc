import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Sent e-mails keep their address and subject; the body (codes, links) goes after this. */
export const MAIL_BODY_RETENTION_DAYS = 3;
export const PRUNED_MAIL_TEXT = `[body removed after ${MAIL_BODY_RETENTION_DAYS} days]`;

/**
 * Empties the bodies of e-mails that were delivered, printed or given up on: they hold reset
 * codes and confirmation links, which the outbox must not keep for ever. Returns how many.
 */
export async function pruneSentMailBodies(db: Db): Promise<number> {
  const result = (await db.execute(sql`
    UPDATE mail_outbox SET text = ${PRUNED_MAIL_TEXT}, html = NULL
    WHERE status IN ('SENT', 'LOGGED', 'FAILED')
      AND created_at < now() - make_interval(days => ${MAIL_BODY_RETENTION_DAYS})
      AND (text <> ${PRUNED_MAIL_TEXT} OR html IS NOT NULL)`)) as unknown as {
    rowCount?: number | null;
    affectedRows?: number;
  };
  return result.rowCount ?? result.affectedRows ?? 0;
}
