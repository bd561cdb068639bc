import { exchangeRatesOf, listingImportOf, tourSiteOf, type CoreParts } from './core';
import {
  createAccountExportService,
  createAccountsService,
  createProfilePhotoService,
} from '../features/accounts';
import { createAdvertTypesService } from '../features/advert-types';
import { composeAgencies, createAgencyPageService } from '../features/agencies';
import { createAdvertiserService } from '../features/advertiser';
import { createCategoriesService } from '../features/categories';
import { createContactMessagesService, createContactService } from '../features/contact';
import {
  createConversationSafetyRepository,
  createConversationsRepository,
  createConversationsService,
} from '../features/conversations';
import {
  createConversationReportsRepository,
  createConversationReportsService,
} from '../features/conversation-reports';
import { createFavoritesService } from '../features/favorites';
import { createHealthRepository, createHealthService } from '../features/health';
import { createLookupsService } from '../features/lookups';
import { createCatalogNames } from '../features/catalog-names';
import { createPlaceZonesService } from '../features/place-zones';
import { createRangeReportService, createReportsService } from '../features/reports';
import { composeAdverts } from '../features/adverts';
import { createSavedSearchesService } from '../features/saved-searches';
import { createPriceDropsUnsubscribe } from '../features/price-watch';
import { createSeoRepository, createSeoService, createSitemaps } from '../features/seo';
import {
  createTourCancellations,
  createTourRequestMovesService,
  createTourRequestsService,
  createTourCalendarService,
  createViewingHoursService,
} from '../features/tour-requests';
import {
  createAccountRemoval,
  createUsersAdminService,
  createUsersRepository,
} from '../features/users';
import { createWebSiteRepository } from '../features/web-site';

/**
 * Builds every module once (the adverts ones in features/adverts/compose.ts), each from exactly
 * the parts it uses; buildApp hands each route plugin its module.
 */
export function composeModules(core: CoreParts) {
  const { config, db, mailer, clock, limiter, storage } = core;
  const limits = core.writeLimits;
  const search = core.advertSearch;
  const users = createUsersRepository(db);
  const site = createWebSiteRepository(db);
  const seoRepository = createSeoRepository(db);
  const catalogNames = createCatalogNames({ db });
  const publicUrl = { publicUrl: config.publicUrl };
  const agencyPage = createAgencyPageService({ db, clock, storage });
  const seoParts = { repo: seoRepository, site, search, storage, settings: publicUrl, agencyPage };
  const tourParts = { db, search, mailer, clock, site: tourSiteOf(config) };
  // Deleted adverts cancel their future tours with a word to the guests (both ways adverts go).
  const notices = createTourCancellations({ ...tourParts, background: core.background });
  // One way an account goes, from the Users page or by its owner (docs/product.md#deleting-an-account).
  const removeAccount = createAccountRemoval({
    db,
    storage,
    log: core.log,
    notices,
    mailer,
    background: core.background,
    clock: core.clock,
    publicUrl: config.publicUrl,
  });
  const adverts = composeAdverts({
    db,
    search,
    users,
    storage,
    mailer,
    notices,
    log: core.log,
    clock,
    settings: { publicUrl: config.publicUrl, jwtSecret: config.jwtSecret },
    catalogNames,
  });
  return {
    /** The user record every signed-in request reads (the auth plugin's option). */
    users,
    health: createHealthService({ repo: createHealthRepository(db) }),
    accounts: createAccountsService({
      db,
      users,
      mailer,
      tokens: core.tokens,
      throttle: core.throttle,
      limiter,
      limits,
      background: core.background,
      clock,
      removeAccount,
      storage,
      settings: { publicUrl: config.publicUrl, jwtSecret: config.jwtSecret },
    }),
    accountExport: createAccountExportService({ db, storage, clock }),
    profilePhotos: createProfilePhotoService({ db, users, storage, log: core.log }),
    contact: createContactService({ db, limiter, limits }),
    contactMessages: createContactMessagesService({ db, site, mailer }),
    webSite: site,
    exchangeRates: exchangeRatesOf(core),
    reports: createReportsService({ db }),
    rangeReports: createRangeReportService({ db }),
    lookups: createLookupsService({
      db,
      settings: { publicCacheSeconds: config.PUBLIC_CACHE_SECONDS },
    }),
    catalogNames,
    categories: createCategoriesService({ db }),
    advertTypes: createAdvertTypesService({ db }),
    placeZones: createPlaceZonesService({ db }),
    favorites: createFavoritesService({ db, users, search, storage }),
    savedSearches: createSavedSearchesService({
      db,
      clock,
      secret: config.jwtSecret,
      search: core.advertSearch,
    }),
    priceDrops: createPriceDropsUnsubscribe({ db, secret: config.jwtSecret }),
    ...conversationModules(core),
    agencyPage,
    advertiser: createAdvertiserService({ db, clock, limiter, limits, storage }),
    tourRequests: createTourRequestsService({ ...tourParts, limiter, limits }),
    tourRequestMoves: createTourRequestMovesService(tourParts),
    viewingHours: createViewingHoursService(tourParts),
    tourCalendar: createTourCalendarService(tourParts),
    usersAdmin: createUsersAdminService({ db, users, removeAccount, storage }),
    seo: createSeoService({ ...seoParts, names: catalogNames }),
    sitemaps: createSitemaps({ repo: seoRepository, settings: publicUrl }),
    adverts,
    ...agencyModules(core),
  };
}

/** Agencies, their members and their catalogue imports (docs/product.md#agencies). */
function agencyModules(core: CoreParts) {
  const { db, clock } = core;
  return {
    agencies: composeAgencies({
      db,
      storage: core.storage,
      mailer: core.mailer,
      background: core.background,
      clock,
      log: core.log,
      settings: { publicUrl: core.config.publicUrl },
      limits: core.writeLimits,
    }),
    listingImport: listingImportOf(core),
  };
}

/** The private conversations and the staff's queue of their reports. */
function conversationModules(core: CoreParts) {
  const { config, db, clock, limiter } = core;
  const limits = core.writeLimits;
  return {
    conversations: createConversationsService({
      repo: createConversationsRepository(db),
      safetyRepo: createConversationSafetyRepository(db),
      search: core.advertSearch,
      mailer: core.mailer,
      background: core.background,
      clock,
      limiter,
      limits,
      settings: {
        publicUrl: config.publicUrl,
        messageMailsPerHour: config.MESSAGE_MAILS_PER_HOUR,
      },
    }),
    conversationReports: createConversationReportsService({
      repo: createConversationReportsRepository(db),
      clock,
      limiter,
      limits,
    }),
  };
}

export type Modules = ReturnType<typeof composeModules>;
