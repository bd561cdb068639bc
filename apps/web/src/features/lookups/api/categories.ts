import type { Category } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../lib/api-client';
import { takeInitialAnswer } from '../../../lib/initial-data';
import { LOOKUP_STALE_TIME, lookupKeys } from './keys';

/** GET /categories?page=0&size=100&sort=title&type=DESC&q= */
export const CATEGORY_LOOKUP_QUERY = 'page=0&size=100&sort=title&type=DESC&q=';
const PATH = `/categories?${CATEGORY_LOOKUP_QUERY}`;

type CategoryPage = { content: Category[] };

/** The page's categories in the order of their sequence. */
const inSequence = (page: CategoryPage) =>
  [...page.content].sort((a, b) => a.seq - b.seq || a.title.localeCompare(b.title));

/** The active categories (a page of up to 100), shown in the order of their sequence. */
export const getCategories = async (signal?: AbortSignal) =>
  inSequence(await publicRead<CategoryPage>(PATH, { signal }));

export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: lookupKeys.categories(),
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: LOOKUP_STALE_TIME,
    initialData: () => {
      const page = takeInitialAnswer<CategoryPage>(PATH);
      return page && inSequence(page);
    },
  });

export const useCategories = () => useQuery(categoriesQueryOptions());
