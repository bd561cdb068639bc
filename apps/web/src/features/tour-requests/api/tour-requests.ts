import { pageOf, tourRequestSchema } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tourRequestKeys, type TourRequestsParams } from './keys';

const tourRequestPageSchema = pageOf(tourRequestSchema);

/**
 * GET /tourRequest (the caller's, as guest or with role=owner as owner) or, for staff,
 * GET /tourRequest/admin (every request); newest id first (docs/product.md#wire-contract).
 */
export function getTourRequests(params: TourRequestsParams, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(params.page),
    size: String(params.size),
    sort: 'id',
    type: 'DESC',
    q: params.q.trim(),
  });
  if (params.view === 'owner') query.set('role', 'owner');
  if (params.advertId !== undefined) query.set('advert', String(params.advertId));
  const path = params.view === 'all' ? '/tourRequest/admin' : '/tourRequest';
  return apiRequest(`${path}?${query.toString()}`, {
    auth: true,
    schema: tourRequestPageSchema,
    signal,
  });
}

export const tourRequestsQueryOptions = (params: TourRequestsParams) =>
  queryOptions({
    queryKey: tourRequestKeys.list(params),
    queryFn: ({ signal }) => getTourRequests(params, signal),
    placeholderData: keepPreviousData,
  });

export const useTourRequests = (params: TourRequestsParams) =>
  useQuery(tourRequestsQueryOptions(params));
