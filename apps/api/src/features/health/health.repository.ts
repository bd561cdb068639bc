import { pingDatabase, type Db } from '../../db/client';

/** The one read of the health check: whether the database answers. */
export function createHealthRepository(db: Db) {
  return { ping: () => pingDatabase(db) };
}

export type HealthRepository = ReturnType<typeof createHealthRepository>;
