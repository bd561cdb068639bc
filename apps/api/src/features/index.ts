import type { FastifyInstance } from 'fastify';
import { accountsRoutes } from './accounts/accounts.routes';
import {
  advertsPublicRoutes,
  searchRoutes,
  ownerAdvertsRoutes,
  adminAdvertsRoutes,
  advertPerformanceRoutes,
  imageFilesRoutes,
  imagesRoutes,
} from './adverts';
import { lookupsRoutes } from './lookups/lookups.routes';
import { categoriesRoutes } from './categories/categories.routes';
import { advertTypesRoutes } from './advert-types/advert-types.routes';
import { favoritesRoutes } from './favorites/favorites.routes';
import { tourRequestsRoutes } from './tour-requests/tour-requests.routes';
import { tourRequestMovesRoutes } from './tour-requests/tour-request-moves.routes';
import { contactRoutes } from './contact/contact.routes';
import { healthRoutes } from './health/health.routes';
import { reportsRoutes } from './reports/reports.routes';
import { usersAdminRoutes } from './users/users.admin.routes';
import { webSiteRoutes } from './web-site/web-site.routes';
import { contactMessagesRoutes } from './contact/contact-messages.routes';

/** Every feature's routes, mounted under /api. */
export async function registerFeatures(app: FastifyInstance) {
  await app.register(healthRoutes);
  await app.register(accountsRoutes);
  await app.register(contactRoutes);
  await app.register(contactMessagesRoutes);
  await app.register(webSiteRoutes);
  await app.register(reportsRoutes);
  await app.register(lookupsRoutes);
  await app.register(categoriesRoutes);
  await app.register(advertTypesRoutes);
  await app.register(searchRoutes);
  await app.register(advertsPublicRoutes);
  await app.register(ownerAdvertsRoutes);
  await app.register(adminAdvertsRoutes);
  await app.register(advertPerformanceRoutes);
  await app.register(imageFilesRoutes);
  await app.register(imagesRoutes);
  await app.register(favoritesRoutes);
  await app.register(tourRequestsRoutes);
  await app.register(usersAdminRoutes);
  await app.register(tourRequestMovesRoutes);
}
