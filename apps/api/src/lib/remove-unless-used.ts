import { isForeignKeyViolation } from './db-errors';
import { conflict, notFound } from './errors';

/** What a back-office list needs to refuse removing a row adverts still use. */
export interface RemovableRows<Tx, Db> {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  lock(tx: Tx, id: number): Promise<unknown>;
  advertCount(tx: Tx | Db, id: number): Promise<number>;
  delete(tx: Tx, id: number): PromiseLike<unknown>;
}

/**
 * Deletes the row unless adverts use it: 404 when it is gone, 409 naming how many adverts use it.
 * The count is read under the row's lock; an advert added meanwhile trips the foreign key, which
 * is answered the same way (docs/product.md#categories).
 */
export async function removeUnlessUsed<Tx, Db>(
  repo: RemovableRows<Tx, Db>,
  db: Db,
  id: number,
  messages: { missing: string; inUse: (n: number) => string },
): Promise<void> {
  try {
    await repo.transaction(async (tx) => {
      if (!(await repo.lock(tx, id))) throw notFound(messages.missing);
      const used = await repo.advertCount(tx, id);
      if (used > 0) throw conflict(messages.inUse(used));
      await repo.delete(tx, id);
    });
  } catch (error) {
    if (isForeignKeyViolation(error))
      throw conflict(messages.inUse(await repo.advertCount(db, id)));
    throw error;
  }
}
