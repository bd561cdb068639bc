/** The adverts concern's public surface for the rest of the app. */
export { advertsPublicRoutes, createAdvertsRepository } from './public';
export {
  createListingWrites,
  ownerAdvertsRoutes,
  type ListedAdvert,
  type ListingWrites,
} from './owner';
export { adminAdvertsRoutes } from './moderation';
export {
  createFetchedPictures,
  imagesRoutes,
  imageFilesRoutes,
  type FetchedPictures,
} from './pictures';
export { advertPerformanceRoutes } from './performance';
export { advertMapRoutes } from './map';
export { placeSuggestionsRoutes } from './places';
export { relatedAdvertsRoutes } from './related';
export { composeAdverts, type AdvertsParts, type AdvertsModules } from './compose';
