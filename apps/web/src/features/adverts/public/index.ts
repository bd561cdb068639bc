// What visitors see: the home page's search, the property list and its filters. The advert page
// and its loader are loaded lazily by the route table, straight from public/advert-detail.
export { FilterForm } from './property-list/forms/filter-form';
export { PropertyResults } from './property-list/components/property-results';
export { usePropertyList } from './property-list/hooks/use-property-list';
export { HomeSearch } from './search/components/home-search';
export { PropertyMap } from './property-map/property-map';
export { ViewSwitch } from './property-map/view-switch';
export { useSideBySide } from './property-map/use-side-by-side';
export type { MapHighlight } from './property-map/draw-results-map';
export { usePropertiesT } from './texts';
// The advert page's parts the moderators' review view shows the advert with (adverts/moderation).
export { AdvertLocation } from './advert-detail/components/advert-location';
export { PropertyFacts } from './advert-detail/components/property-facts';
