import type { SQL } from 'drizzle-orm';
import type { Executor } from '../db/types';

/** Raw SQL for what the query builder cannot say; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: Executor, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
