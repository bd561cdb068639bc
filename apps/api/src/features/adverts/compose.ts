import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Mailer } from '../../lib/mailer';
import type { RemovalNotices } from '../../lib/removal-notices';
import type { FileStorage } from '../../lib/storage';
import type { CatalogNames } from '../catalog-names';
import type { UsersRepository } from '../users';
import { createAdvertMapService } from './map';
import { createAdminAdvertsService, createAdvertModerationService } from './moderation';
import { createListingWrites, createOwnerAdvertsService } from './owner';
import { createAdvertPerformanceService } from './performance';
import { createFetchedPictures, createImagesService } from './pictures';
import { createPlaceSuggestionsService } from './places';
import {
  createRelatedService,
  createSimilarAnswers,
  nearbyHomesOf,
  similarScopeOf,
} from './related';
import { createAdvertsReadService } from './public';
import { type Search } from '../search';

/** The parts the adverts modules are built from (compose.ts hands them over). */
export interface AdvertsParts {
  db: Db;
  /** The advert search and public reads, one per process. */
  search: Search;
  users: Pick<UsersRepository, 'findById' | 'noteChange'>;
  storage: FileStorage;
  mailer: Mailer;
  /** Who hears of a deleted advert (its tours' guests). */
  notices: RemovalNotices;
  log: FastifyBaseLogger;
  clock: Clock;
  settings: { publicUrl: string; jwtSecret: string };
  /** The site's own words in the reader's language, for answers kept as finished bytes. */
  catalogNames: Pick<CatalogNames, 'localize'>;
}

/** Builds the adverts concern's modules once, each from exactly the parts it uses. */
export function composeAdverts(parts: AdvertsParts) {
  const { db, search, users, storage, mailer, settings } = parts;
  const owner = createOwnerAdvertsService({ db, search, users, storage, notices: parts.notices });
  const siteUrl = { publicUrl: settings.publicUrl };
  const related = createRelatedService({ db, storage, search });
  const similar = createSimilarAnswers(related, search, parts.catalogNames);
  return {
    search,
    publicReads: createAdvertsReadService({
      db,
      search,
      similarHomes: {
        beside: async (slug) => {
          const [homes, nearby] = await Promise.all([
            related.similarToPage(slug),
            related.nearby({ slug }),
          ]);
          return { similar: homes, nearby };
        },
        sharedWith: async (id, viewer) => {
          const [homes, nearby] = await Promise.all([
            similar.listFor(id, viewer),
            related.nearby({ id }, viewer),
          ]);
          return { similar: homes, nearby };
        },
        describe: (advert, homes) => ({
          similar: homes.similar,
          similarScope: similarScopeOf(advert, homes.similar),
          nearby: nearbyHomesOf(advert, homes.nearby),
        }),
      },
      clock: parts.clock,
      settings: { jwtSecret: settings.jwtSecret },
    }),
    owner,
    admin: createAdminAdvertsService({
      db,
      owners: owner,
      users,
      mailer,
      storage,
      notices: parts.notices,
      settings: siteUrl,
    }),
    moderation: createAdvertModerationService({ db, users, mailer, settings: siteUrl }),
    performance: createAdvertPerformanceService({ db }),
    map: createAdvertMapService({ db: search.readDb, storage, search }),
    places: createPlaceSuggestionsService({ db: search.readDb }),
    related,
    similar,
    images: createImagesService({ db, storage, log: parts.log }),
    /** An agency's catalogue written as its adverts (docs/catalogue-format.md). */
    listings: createListingWrites(db),
    /** Pictures the server fetched for an agency's catalogue, stored as uploads. */
    fetchedPictures: createFetchedPictures({ db, storage, log: parts.log }),
    /** The stored picture files, served as they are. */
    files: storage,
  };
}

export type AdvertsModules = ReturnType<typeof composeAdverts>;
