// What several parts of adverts use: the /adverts reads and their query keys, the owner's query
// keys, formats, the property list's state in the URL, and the advert card.
export { advertKeys } from './api/keys';
export { ownerAdvertKeys, type OwnerAdvertsParams } from './api/owner-keys';
export { POPULAR_AMOUNT, usePopularAdverts } from './api/popular-adverts';
export { listSearchParams, searchAdverts, useAdvertSearch } from './api/search-adverts';
export type { AdvertSearchParams } from './api/search-params';
export { AdvertCard, AdvertCardSkeleton } from './components/advert-card';
export { AdvertImage } from './components/advert-image';
export { AdvertHeading } from './components/advert-heading';
export { formatPrice, propertyCount } from './format';
export { agoText, listedText, updatedText } from './listed';
export { factsText, isRent, pricePerArea, priceText, valueWithUnit } from './price';
export {
  PROPERTIES_PAGE_SIZE,
  propertiesUrl,
  readListState,
  searchPath,
  SORT_OPTIONS,
  sortValue,
  writeListState,
  type AdvertFilters,
  type ListState,
  type SearchNavigationState,
  type SortOrder,
  type StatusFilter,
} from './list-state';
