export { ModerationPage } from './moderation';
export { MyAdverts, NewAdvertForm } from './owner';
export { FilterForm, HomeSearch, PropertyResults, usePropertyList } from './public';
export {
  AdvertCard,
  AdvertCardSkeleton,
  formatPrice,
  POPULAR_AMOUNT,
  propertiesUrl,
  propertyCount,
  usePopularAdverts,
  writeListState,
} from './shared';
