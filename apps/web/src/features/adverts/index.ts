export { AdvertCard, AdvertCardSkeleton, type CardAdvert } from './shared/components/advert-card';
export { formatPrice, propertyCount, truncateTitle, TITLE_MAX_LENGTH } from './shared/format';
export {
  searchPath,
  propertiesUrl,
  type AdvertFilters,
  type SearchNavigationState,
} from './shared/list-state';
export {
  searchAdverts,
  searchQueryString,
  advertSearchQueryOptions,
  useAdvertSearch,
  type AdvertSearchParams,
} from './shared/api/search-adverts';
export {
  POPULAR_AMOUNT,
  getPopularAdverts,
  popularAdvertsQueryOptions,
  usePopularAdverts,
} from './shared/api/popular-adverts';
export { advertKeys } from './shared/api/keys';
