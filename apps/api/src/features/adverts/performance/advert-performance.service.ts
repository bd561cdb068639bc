import type { AdvertPerformance } from '@estate/contracts';
import { notFound } from '../../../lib/errors';
import { isStaff } from '../../../plugins/auth';
import type { Db } from '../../../db/client';
import type { UserRow } from '../../users';
import { OWNER_ADVERT_MESSAGES as M } from '../owner';
import { toAdvertPerformance } from './advert-performance.mapper';
import { createAdvertPerformanceRepository } from './advert-performance.repository';

/** An advert's views, favourites and tour requests per day, for its owner and staff. */
export function createAdvertPerformanceService({ db }: { db: Db }) {
  const repo = createAdvertPerformanceRepository(db);
  return {
    async of(user: UserRow, advertId: number, days: number): Promise<AdvertPerformance> {
      const ownerId = await repo.ownerOf(advertId);
      // Another customer's advert answers like a missing one: its figures are the owner's.
      if (ownerId === undefined || (ownerId !== user.id && !isStaff(user)))
        throw notFound(M.missing);
      return toAdvertPerformance(advertId, await repo.lastDays(advertId, days));
    },
  };
}

export type AdvertPerformanceService = ReturnType<typeof createAdvertPerformanceService>;
