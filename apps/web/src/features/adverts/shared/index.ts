export {
  type AdvertFilters,
  type ListState,
  PROPERTIES_PAGE_SIZE,
  propertiesUrl,
  readListState,
  type SearchNavigationState,
  searchPath,
  SORT_OPTIONS,
  type SortOrder,
  sortValue,
  type StatusFilter,
  writeListState,
} from './list-state';
export { ownerAdvertKeys, type OwnerAdvertsParams } from './api/owner-keys';
export { formatPrice, propertyCount } from './format';
export { AdvertCard, AdvertCardSkeleton } from './components/advert-card';
export { listSearchParams, searchAdverts, useAdvertSearch } from './api/search-adverts';
export type { AdvertSearchParams } from './api/search-params';
export { advertKeys } from './api/keys';
export { POPULAR_AMOUNT, usePopularAdverts } from './api/popular-adverts';
