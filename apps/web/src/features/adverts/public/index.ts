export { HomeSearch } from './search/components/home-search';
export { FilterForm } from './property-list/forms/filter-form';
export { PropertyResults } from './property-list/components/property-results';
export { usePropertyList } from './property-list/hooks/use-property-list';
