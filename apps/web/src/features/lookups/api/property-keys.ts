import { propertyKeySchema } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { LOOKUP_STALE_TIME, lookupKeys } from './keys';

/** GET /propertieskey/getAllByCatgory/{id}: the property keys of one category. */
export const getPropertyKeys = (categoryId: number, signal?: AbortSignal) =>
  apiRequest(`/propertieskey/getAllByCatgory/${categoryId}`, {
    schema: z.array(propertyKeySchema),
    signal,
  });

export const propertyKeysQueryOptions = (categoryId: number) =>
  queryOptions({
    queryKey: lookupKeys.propertyKeys(categoryId),
    queryFn: ({ signal }) => getPropertyKeys(categoryId, signal),
    staleTime: LOOKUP_STALE_TIME,
  });

/** The keys of the chosen category; nothing is asked until a category is chosen. */
export const usePropertyKeys = (categoryId: number | undefined) =>
  useQuery({
    ...propertyKeysQueryOptions(categoryId ?? 0),
    enabled: !!categoryId,
  });
