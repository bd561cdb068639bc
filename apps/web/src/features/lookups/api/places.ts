import type { District, Place } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../lib/api-client';
import { takeInitialAnswer } from '../../../lib/initial-data';
import { LOOKUP_STALE_TIME, lookupKeys } from './keys';

const COUNTRIES_PATH = '/countries';

/** GET /countries */
export const getCountries = (signal?: AbortSignal) =>
  publicRead<Place[]>(COUNTRIES_PATH, { signal });

/** GET /cities/{countryId} */
export const getCities = (countryId: number, signal?: AbortSignal) =>
  publicRead<Place[]>(`/cities/${countryId}`, { signal });

/** GET /districts/{cityId} */
export const getDistricts = (cityId: number, signal?: AbortSignal) =>
  publicRead<District[]>(`/districts/${cityId}`, { signal });

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.countries(),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: LOOKUP_STALE_TIME,
    initialData: () => takeInitialAnswer<Place[]>(COUNTRIES_PATH),
  });

export const citiesQueryOptions = (countryId: number) =>
  queryOptions({
    queryKey: lookupKeys.cities(countryId),
    queryFn: ({ signal }) => getCities(countryId, signal),
    staleTime: LOOKUP_STALE_TIME,
  });

export const districtsQueryOptions = (cityId: number) =>
  queryOptions({
    queryKey: lookupKeys.districts(cityId),
    queryFn: ({ signal }) => getDistricts(cityId, signal),
    staleTime: LOOKUP_STALE_TIME,
  });

export const useCountries = () => useQuery(countriesQueryOptions());

/**
 * The cities of a country; nothing is asked until a country is chosen
 * (docs/product.md#public-site).
 */
export const useCities = (countryId: number | undefined) =>
  useQuery({ ...citiesQueryOptions(countryId ?? 0), enabled: !!countryId });

/**
 * The districts of a city; nothing is asked until a city is chosen (docs/product.md#public-site).
 */
export const useDistricts = (cityId: number | undefined) =>
  useQuery({ ...districtsQueryOptions(cityId ?? 0), enabled: !!cityId });
