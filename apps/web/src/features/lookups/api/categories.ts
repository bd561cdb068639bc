import { categorySchema, pageOf } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { LOOKUP_STALE_TIME, lookupKeys } from './keys';

/** Specification §7: GET /categories?page=0&size=100&sort=title&type=DESC&q= */
export const CATEGORY_LOOKUP_QUERY = 'page=0&size=100&sort=title&type=DESC&q=';

/** The active categories (a page of up to 100), shown in the order of their sequence. */
export const getCategories = async (signal?: AbortSignal) => {
  const page = await apiRequest(`/categories?${CATEGORY_LOOKUP_QUERY}`, {
    schema: pageOf(categorySchema),
    signal,
  });
  return [...page.content].sort((a, b) => a.seq - b.seq || a.title.localeCompare(b.title));
};

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: LOOKUP_STALE_TIME,
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
