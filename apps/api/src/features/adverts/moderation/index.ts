/** Staff moderation: reading, approving, rejecting, editing and deleting any advert. */
export { adminAdvertsRoutes } from './admin-adverts.routes';
export {
  createAdminAdvertsService,
  type AdminAdvertsDeps,
  type AdminAdvertsService,
} from './admin-adverts.service';
export {
  createAdvertModerationService,
  type AdvertModerationDeps,
  type AdvertModerationService,
} from './advert-moderation.service';
