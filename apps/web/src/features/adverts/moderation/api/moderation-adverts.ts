import { ADVERT_STATUSES, advertSchema, pageOf } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import type { ModerationFilters } from '../moderation-filters';
import { moderationKeys } from './keys';

const advertPageSchema = pageOf(advertSchema);

/** GET /adverts as staff: any status they ask for (docs/product.md#search), newest first. */
export function getModerationAdverts(filters: ModerationFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(filters.page),
    size: String(filters.size),
    sort: 'createAt',
    type: 'DESC',
    status: String(ADVERT_STATUSES.indexOf(filters.status)),
  });
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.categoryId) query.set('categoryid', String(filters.categoryId));
  if (filters.advertTypeId) query.set('advert_type_id', String(filters.advertTypeId));
  return apiRequest(`/adverts?${query.toString()}`, {
    auth: true,
    schema: advertPageSchema,
    signal,
  });
}

export const moderationAdvertsQueryOptions = (filters: ModerationFilters) =>
  queryOptions({
    queryKey: moderationKeys.list(filters),
    queryFn: ({ signal }) => getModerationAdverts(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useModerationAdverts = (filters: ModerationFilters) =>
  useQuery(moderationAdvertsQueryOptions(filters));
