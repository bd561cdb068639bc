import type { PropertyKey } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../lib/api-client';
import { LOOKUP_STALE_TIME, lookupKeys } from './keys';

/**
 * GET /propertieskey/getAllByCatgory/{id}: the property keys of one category. Read without a
 * schema, as the other lookups are: /properties loads it, and zod stays off the first load
 * (docs/decisions/0013-web-first-load.md).
 */
export const getPropertyKeys = (categoryId: number, signal?: AbortSignal) =>
  publicRead<PropertyKey[]>(`/propertieskey/getAllByCatgory/${categoryId}`, { signal });

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
