/** Query keys of the lookups (advert types, categories, property keys, places). */
export const lookupKeys = {
  all: ['lookups'] as const,
  advertTypes: () => [...lookupKeys.all, 'advertTypes'] as const,
  categories: () => [...lookupKeys.all, 'categories'] as const,
  propertyKeys: (categoryId: number) => [...lookupKeys.all, 'propertyKeys', categoryId] as const,
  countries: () => [...lookupKeys.all, 'countries'] as const,
  cities: (countryId: number) => [...lookupKeys.all, 'cities', countryId] as const,
  districts: (cityId: number) => [...lookupKeys.all, 'districts', cityId] as const,
};

/** Lookups change rarely; the API caches them for a minute too. */
export const LOOKUP_STALE_TIME = 5 * 60_000;
