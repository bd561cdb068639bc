import type { FastifyInstance } from 'fastify';
import type { Modules } from '../compose';
import { accountsRoutes, profilePhotoRoutes } from './accounts';
import {
  advertsPublicRoutes,
  ownerAdvertsRoutes,
  adminAdvertsRoutes,
  advertPerformanceRoutes,
  advertMapRoutes,
  placeSuggestionsRoutes,
  relatedAdvertsRoutes,
  imageFilesRoutes,
  imagesRoutes,
} from './adverts';
import { searchRoutes } from './search';
import { lookupsRoutes } from './lookups';
import { categoriesRoutes } from './categories';
import { advertTypesRoutes } from './advert-types';
import { placeZonesRoutes } from './place-zones';
import { favoritesRoutes } from './favorites';
import { savedSearchesRoutes } from './saved-searches';
import { priceDropsRoutes } from './price-watch';
import { conversationSafetyRoutes, conversationsRoutes } from './conversations';
import { conversationReportsRoutes } from './conversation-reports';
import { advertiserRoutes } from './advertiser';
import { tourRequestMovesRoutes, tourRequestsRoutes, viewingHoursRoutes } from './tour-requests';
import { contactMessagesRoutes, contactRoutes } from './contact';
import { healthRoutes } from './health';
import { reportsRoutes } from './reports';
import { usersAdminRoutes } from './users';
import { webSiteRoutes } from './web-site';
import { exchangeRatesRoutes } from './exchange-rates';
import { listingImportRoutes } from './listing-import';
import {
  agenciesRoutes,
  agencyInvitationsRoutes,
  agencyMembersRoutes,
  agencyAdvertsRoutes,
  agencyDashboardRoutes,
  agencyPageRoutes,
  agencyVerificationRoutes,
} from './agencies';

/** Every feature's routes, mounted under /api, each given its module (compose/modules.ts). */
export async function registerFeatures(app: FastifyInstance, { modules }: { modules: Modules }) {
  await app.register(healthRoutes, { health: modules.health });
  await app.register(accountsRoutes, {
    accounts: modules.accounts,
    accountExport: modules.accountExport,
  });
  await app.register(profilePhotoRoutes, { photos: modules.profilePhotos });
  await app.register(contactRoutes, { contact: modules.contact });
  await app.register(contactMessagesRoutes, { messages: modules.contactMessages });
  await app.register(webSiteRoutes, { site: modules.webSite });
  await app.register(exchangeRatesRoutes, { rates: modules.exchangeRates });
  await app.register(reportsRoutes, {
    reports: modules.reports,
    rangeReports: modules.rangeReports,
  });
  await app.register(lookupsRoutes, { lookups: modules.lookups });
  await app.register(categoriesRoutes, { categories: modules.categories });
  await app.register(advertTypesRoutes, { types: modules.advertTypes });
  await app.register(placeZonesRoutes, { zones: modules.placeZones });
  const { adverts } = modules;
  await app.register(savedSearchesRoutes, { savedSearches: modules.savedSearches });
  await app.register(priceDropsRoutes, { priceDrops: modules.priceDrops });
  await app.register(searchRoutes, { search: adverts.search });
  await app.register(advertMapRoutes, { map: adverts.map, search: adverts.search });
  await app.register(placeSuggestionsRoutes, { places: adverts.places, search: adverts.search });
  await app.register(advertsPublicRoutes, { adverts: adverts.publicReads, search: adverts.search });
  await app.register(relatedAdvertsRoutes, {
    related: adverts.related,
    similar: adverts.similar,
    search: adverts.search,
  });
  await app.register(advertiserRoutes, { advertiser: modules.advertiser, search: adverts.search });
  await app.register(conversationsRoutes, { conversations: modules.conversations });
  await app.register(conversationSafetyRoutes, { conversations: modules.conversations });
  await app.register(conversationReportsRoutes, { reports: modules.conversationReports });
  await app.register(ownerAdvertsRoutes, { adverts: adverts.owner });
  await app.register(adminAdvertsRoutes, {
    adverts: adverts.admin,
    moderation: adverts.moderation,
  });
  await app.register(advertPerformanceRoutes, { performance: adverts.performance });
  await app.register(imageFilesRoutes, { files: adverts.files });
  await app.register(imagesRoutes, { images: adverts.images });
  await app.register(favoritesRoutes, { favorites: modules.favorites });
  await app.register(tourRequestsRoutes, { tours: modules.tourRequests });
  await app.register(usersAdminRoutes, { accounts: modules.usersAdmin });
  await app.register(agenciesRoutes, { agencies: modules.agencies.agencies });
  await app.register(agencyInvitationsRoutes, { members: modules.agencies.members });
  await app.register(agencyMembersRoutes, { members: modules.agencies.members });
  await app.register(agencyAdvertsRoutes, { adverts: modules.agencies.adverts });
  await app.register(agencyDashboardRoutes, { dashboard: modules.agencies.dashboard });
  await app.register(listingImportRoutes, { imports: modules.listingImport });
  await app.register(agencyVerificationRoutes, { verification: modules.agencies.verification });
  await app.register(agencyPageRoutes, { agencyPage: modules.agencyPage, search: adverts.search });
  await app.register(tourRequestMovesRoutes, { moves: modules.tourRequestMoves });
  await app.register(viewingHoursRoutes, {
    hours: modules.viewingHours,
    calendar: modules.tourCalendar,
  });
}
