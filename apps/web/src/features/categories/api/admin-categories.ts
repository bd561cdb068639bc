import { categorySchema, pageOf } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { categoryAdminKeys, type CategoryListParams } from './keys';

const categoryPageSchema = pageOf(categorySchema);

/** GET /categories/admin: every category (inactive too), in the order of their sequence. */
export function getAdminCategories(params: CategoryListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(params.page),
    size: String(params.size),
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
