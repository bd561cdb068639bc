/** Saved searches and their e-mail alerts (docs/product.md#saved-searches). */
export { savedSearchesRoutes } from './saved-searches.routes';
export { createSavedSearchesService, type SavedSearchesService } from './saved-searches.service';
export { savedSearchJobs } from './saved-searches.jobs';
export {
  idOfToken,
  priceDropsUnsubscribeToken,
  tokenIsSigned,
  unsubscribeToken,
} from './unsubscribe-token';
export { unsubscribeRoutes } from './unsubscribe.routes';
