import type { AdvertType } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../lib/api-client';
import { takeInitialAnswer } from '../../../lib/initial-data';
import { LOOKUP_STALE_TIME, lookupKeys } from './keys';

const PATH = '/advert-types';

/** GET /advert-types: every advert type (Sale, Rent, …). */
export const getAdvertTypes = (signal?: AbortSignal) => publicRead<AdvertType[]>(PATH, { signal });

export const advertTypesQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.advertTypes(),
    queryFn: ({ signal }) => getAdvertTypes(signal),
    staleTime: LOOKUP_STALE_TIME,
    initialData: () => takeInitialAnswer<AdvertType[]>(PATH),
  });

export const useAdvertTypes = () => useQuery(advertTypesQueryOptions());
