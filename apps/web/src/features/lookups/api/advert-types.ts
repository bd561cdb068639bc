import { advertTypeSchema } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { LOOKUP_STALE_TIME, lookupKeys } from './keys';

/** GET /advert-types: every advert type (Sale, Rent, …). */
export const getAdvertTypes = (signal?: AbortSignal) =>
  apiRequest('/advert-types', { schema: z.array(advertTypeSchema), signal });

export const advertTypesQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.advertTypes(),
    queryFn: ({ signal }) => getAdvertTypes(signal),
    staleTime: LOOKUP_STALE_TIME,
  });

export const useAdvertTypes = () => useQuery(advertTypesQueryOptions());
