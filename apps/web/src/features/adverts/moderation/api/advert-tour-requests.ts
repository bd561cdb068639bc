import { pageOf, tourRequestSchema } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { moderationKeys } from './keys';

const tourRequestPageSchema = pageOf(tourRequestSchema);

/** GET /tourRequest/admin?advert={id}: one advert's tour requests, newest first. */
export function getAdvertTourRequests(
  advertId: number,
  page: number,
  size: number,
  signal?: AbortSignal,
) {
  const query = new URLSearchParams({
    page: String(page),
    size: String(size),
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

export const advertTourRequestsQueryOptions = (advertId: number, page: number, size: number) =>
  queryOptions({
    queryKey: moderationKeys.tours(advertId, page, size),
    queryFn: ({ signal }) => getAdvertTourRequests(advertId, page, size, signal),
    placeholderData: keepPreviousData,
  });

export const useAdvertTourRequests = (advertId: number, page: number, size: number) =>
  useQuery(advertTourRequestsQueryOptions(advertId, page, size));
