import type { Db } from '../../db/client';
import { createAdvertPerformanceService } from './performance';
import type { Search } from './public';

/** The parts the adverts modules are built from (compose.ts hands them over). */
export interface AdvertsParts {
  db: Db;
  /** The advert search and public reads, one per process. */
  search: Search;
}

/** Builds the adverts concern's modules once, each from exactly the parts it uses. */
export function composeAdverts({ db, search }: AdvertsParts) {
  return {
    search,
    performance: createAdvertPerformanceService({ db }),
  };
}

export type AdvertsModules = ReturnType<typeof composeAdverts>;
