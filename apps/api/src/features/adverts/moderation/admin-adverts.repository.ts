import { asc, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client';
import { activityLogs, adverts } from '../../../db/schema';

/** The SQL of moderating several adverts at once. */
export function createAdminAdvertsRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    /** The adverts' rows, locked until the transaction ends; in id order so two calls never deadlock. */
    lockMany: (tx: Tx, ids: number[]) =>
      tx
        .select()
        .from(adverts)
        .where(inArray(adverts.id, ids))
        .orderBy(asc(adverts.id))
        .for('update'),

    /** Logged in the same transaction: a status that changed always has its log entry. */
    logStatusChanges: async (
      tx: Tx,
      entries: Array<{ userId: number; advertId: number; log: string }>,
    ) => {
      if (entries.length === 0) return;
      await tx
        .insert(activityLogs)
        .values(entries.map((e) => ({ ...e, action: 'ADVERT_STATUS_CHANGED' })));
    },
  };
}
