import { pingDatabase, type Db } from '../../db/client';

/** The health check: healthy once the database answers. */
export function createHealthService({ db }: { db: Db }) {
  return {
    async check() {
      await pingDatabase(db);
      return { status: 'ok' as const };
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
