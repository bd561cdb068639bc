/** Public reads of adverts: the search module, the advert page and its view counting. */
export { advertsPublicRoutes } from './adverts.public.routes';
export { searchRoutes } from './search/search.routes';
export { createAdvertsRepository } from './adverts.repository';
export {
  createAdvertsReadService,
  type AdvertsReadDeps,
  type AdvertsReadService,
} from './adverts.service';
export {
  createSearch,
  PUBLIC_ADVERT,
  viewerOf,
  type AdvertRow,
  type Search,
  type Viewer,
} from './search';
export { toSearch, type SearchFilters } from './search/search-filters';
export { whereOf } from './search/page-sql.repository';
export { countStatement } from './search/count-sql.repository';
export {
  ADVERT_INNER_COLUMNS,
  readAdvertCards,
  type CardsQuery,
} from './search/advert-cards.repository';
export { toAdvertImage } from './search/advert.mapper';
