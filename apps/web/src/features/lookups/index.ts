export { lookupKeys } from './api/keys';
export { advertTypesQueryOptions, getAdvertTypes, useAdvertTypes } from './api/advert-types';
export {
  CATEGORY_LOOKUP_QUERY,
  categoriesQueryOptions,
  getCategories,
  useCategories,
} from './api/categories';
export { getPropertyKeys, propertyKeysQueryOptions, usePropertyKeys } from './api/property-keys';
export {
  citiesQueryOptions,
  countriesQueryOptions,
  districtsQueryOptions,
  getCities,
  getCountries,
  getDistricts,
  useCities,
  useCountries,
  useDistricts,
} from './api/places';
