import { pageOf, tourRequestSchema } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { moderationKeys } from './keys';

/** Admin lists page three rows at a time. */
export const ADVERT_TOURS_PAGE_SIZE = 3;

const tourRequestPageSchema = pageOf(tourRequestSchema);

/** GET /tourRequest/admin?advert={id}: one advert's tour requests, newest first. */
export function getAdvertTourRequests(advertId: number, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(page),
    size: String(ADVERT_TOURS_PAGE_SIZE),
    sort: 'id',
    type: 'DESC',
    advert: String(advertId),
  });
  return apiRequest(`/tourRequest/admin?${query.toString()}`, {
    auth: true,
    schema: tourRequestPageSchema,
    signal,
  });
}

export const advertTourRequestsQueryOptions = (advertId: number, page: number) =>
  queryOptions({
    queryKey: moderationKeys.tours(advertId, page),
    queryFn: ({ signal }) => getAdvertTourRequests(advertId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdvertTourRequests = (advertId: number, page: number) =>
  useQuery(advertTourRequestsQueryOptions(advertId, page));
