// Adverts on the web, by the API's parts: the public list, search and advert page; the owner's
// adverts; the back office's moderation; and what several of them share.
export { ComparePage } from './compare';
export { AdvertReviewPage, ModerationPage } from './moderation';
// The place pickers and the map pin are shared with the agency form (docs/product.md#agencies).
export { MapPinField, MyAdverts, NewAdvertForm, SelectField } from './owner';
export {
  FilterForm,
  HomeSearch,
  PropertyMap,
  PropertyResults,
  usePropertiesT,
  usePropertyList,
  useSideBySide,
  ViewSwitch,
  type MapHighlight,
} from './public';
export {
  AdvertCard,
  AdvertCardSkeleton,
  AdvertImage,
  formatPrice,
  listSearchParams,
  POPULAR_AMOUNT,
  propertiesUrl,
  propertyCount,
  usePopularAdverts,
  valueWithUnit,
  writeListState,
} from './shared';
