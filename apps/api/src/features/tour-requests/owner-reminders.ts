import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import { ownerReminderMail, type Site } from './tour-request-mails';
import { propertyNow } from './tour-places.repository';
import { createTourRequestsRepository } from './tour-requests.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Requests one transaction claims; a run goes on until none is left. */
const BATCH = 50;
const MAX_BATCHES = 20;

/**
 * Reminds owners of the requests they left unanswered for a day (docs/product.md#tour-e-mails-and-expiry).
 * One transaction claims a batch (FOR UPDATE SKIP LOCKED: each request by one process), marks it
 * reminded and writes the e-mails to the outbox, so each goes out once, retried by the outbox.
 */
export function createOwnerReminders({
  db,
  mailer,
  clock,
  site,
}: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  site: Site;
}) {
  const claimBatch = (now: Date) =>
    db.transaction(async (tx) => {
      const claimed = await queryRows<{ id: number }>(
        tx as unknown as Db,
        sql`UPDATE tour_requests SET owner_reminded_at = ${now}
            WHERE id IN (
              SELECT r.id FROM tour_requests r
              WHERE r.status = 'PENDING' AND r.owner_reminded_at IS NULL
                AND r.updated_at <= ${new Date(now.getTime() - DAY_MS)}
                AND r.tour_time > ${propertyNow(now)}
              ORDER BY r.updated_at LIMIT ${BATCH}
              FOR UPDATE SKIP LOCKED)
            RETURNING id`,
      );
      const txRepo = createTourRequestsRepository(tx as unknown as Db);
      for (const { id } of claimed) {
        const row = await txRepo.findById(id);
        if (row) await mailer.keep(tx, ownerReminderMail(row, site));
      }
      return claimed.length;
    });

  return {
    /** Claims and writes every due reminder, then hands the outbox to the mail server. */
    async run(): Promise<number> {
      let total = 0;
      for (let batch = 0; batch < MAX_BATCHES; batch++) {
        const claimed = await claimBatch(clock.now());
        total += claimed;
        if (claimed < BATCH) break;
      }
      if (total > 0) await mailer.deliverDue();
      return total;
    },
  };
}
