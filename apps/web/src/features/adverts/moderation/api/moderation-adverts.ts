import {
  ADVERT_STATUSES,
  advertSchema,
  moderationQueuePageSchema,
  pageOf,
  type Advert,
  type ModerationQueueItem,
  type Page,
} from '@estate/contracts';
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

/**
 * GET /adverts/admin/queue: what waits for a decision, oldest waiting first, with how long and
 * whether it is new or an edit (docs/product.md#moderation).
 */
export function getModerationQueue(filters: ModerationFilters, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(filters.page), size: String(filters.size) });
  if (filters.q.trim()) query.set('q', filters.q.trim());
  if (filters.categoryId) query.set('categoryid', String(filters.categoryId));
  if (filters.advertTypeId) query.set('advert_type_id', String(filters.advertTypeId));
  return apiRequest(`/adverts/admin/queue?${query.toString()}`, {
    auth: true,
    schema: moderationQueuePageSchema,
    signal,
  });
}

/** A row of the staff list: a queue item when the list shows PENDING, else a plain advert. */
export type ModerationRowAdvert = Advert &
  Partial<Pick<ModerationQueueItem, 'waitingSince' | 'kind'>>;

/** PENDING is the queue; the other statuses are the search's, newest first. */
const readList = (
  filters: ModerationFilters,
  signal?: AbortSignal,
): Promise<Page<ModerationRowAdvert>> =>
  filters.status === 'PENDING'
    ? getModerationQueue(filters, signal)
    : getModerationAdverts(filters, signal);

export const moderationAdvertsQueryOptions = (filters: ModerationFilters) =>
  queryOptions({
    queryKey: moderationKeys.list(filters),
    queryFn: ({ signal }) => readList(filters, signal),
    placeholderData: keepPreviousData,
  });

export const useModerationAdverts = (filters: ModerationFilters) =>
  useQuery(moderationAdvertsQueryOptions(filters));
