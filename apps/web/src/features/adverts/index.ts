export { AdvertCard, AdvertCardSkeleton, type CardAdvert } from './components/advert-card';
export { formatPrice, propertyCount, truncateTitle, TITLE_MAX_LENGTH } from './format';
export {
  searchPath,
  propertiesUrl,
  type AdvertFilters,
  type SearchNavigationState,
} from './list-state';
export {
  searchAdverts,
  searchQueryString,
  advertSearchQueryOptions,
  useAdvertSearch,
  type AdvertSearchParams,
} from './api/search-adverts';
export {
  POPULAR_AMOUNT,
  getPopularAdverts,
  popularAdvertsQueryOptions,
  usePopularAdverts,
} from './api/popular-adverts';
export { advertKeys } from './api/keys';
