export { PopularProperties } from './components/popular-properties';
export { PropertiesByType } from './components/properties-by-type';
export { PropertiesByCity } from './components/properties-by-city';
export { homeKeys } from './api/keys';
