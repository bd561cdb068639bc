import { sql } from 'drizzle-orm';
import { queryRows, type Db, type Tx } from '../../db/client';
import { propertyNow } from './tour-places.repository';
import { createTourRequestsRepository } from './tour-requests.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The owner reminders' SQL (owner-reminders.ts). */
export function createOwnerRemindersRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /**
     * Marks up to `limit` requests left unanswered for a day as reminded and answers their ids
     * (FOR UPDATE SKIP LOCKED: each request by one process).
     */
    claimDue: (tx: Tx, now: Date, limit: number) =>
      queryRows<{ id: number }>(
        tx,
        sql`UPDATE tour_requests SET owner_reminded_at = ${now}
            WHERE id IN (
              SELECT r.id FROM tour_requests r
              WHERE r.status = 'PENDING' AND r.owner_reminded_at IS NULL
                AND r.updated_at <= ${new Date(now.getTime() - DAY_MS)}
                AND r.tour_time > ${propertyNow(now)}
              ORDER BY r.updated_at LIMIT ${limit}
              FOR UPDATE SKIP LOCKED)
            RETURNING id`,
      ),

    /** A claimed request as its reminder tells it, read inside the claim's transaction. */
    requestOf: (tx: Tx, id: number) => createTourRequestsRepository(tx).findById(id),
  };
}

export type OwnerRemindersRepository = ReturnType<typeof createOwnerRemindersRepository>;
