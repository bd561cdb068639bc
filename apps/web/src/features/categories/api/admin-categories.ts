import { categorySchema, pageOf } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { categoryAdminKeys, type CategoryListParams } from './keys';

/** The categories list pages three rows at a time. */
export const CATEGORIES_PAGE_SIZE = 3;

const categoryPageSchema = pageOf(categorySchema);

/** GET /categories/admin: every category (inactive too), in the order of their sequence. */
export function getAdminCategories(params: CategoryListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(params.page),
    size: String(CATEGORIES_PAGE_SIZE),
    sort: 'seq',
    type: 'ASC',
    q: params.q.trim(),
  });
  return apiRequest(`/categories/admin?${query.toString()}`, {
    auth: true,
    schema: categoryPageSchema,
    signal,
  });
}

export const adminCategoriesQueryOptions = (params: CategoryListParams) =>
  queryOptions({
    queryKey: categoryAdminKeys.list(params),
    queryFn: ({ signal }) => getAdminCategories(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminCategories = (params: CategoryListParams) =>
  useQuery(adminCategoriesQueryOptions(params));
