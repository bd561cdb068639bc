import { ownedAdvertPageSchema } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownerAdvertKeys, type OwnerAdvertsParams } from '../../shared';

/** GET /adverts/auth: the caller's own adverts in every status (or one), newest first. */
export function getOwnerAdverts(params: OwnerAdvertsParams, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(params.page),
    size: String(params.size),
    sort: 'createAt',
    type: 'DESC',
    q: params.q.trim(),
    status: params.status,
  });
  return apiRequest(`/adverts/auth?${query.toString()}`, {
    auth: true,
    schema: ownedAdvertPageSchema,
    signal,
  });
}

export const ownerAdvertsQueryOptions = (params: OwnerAdvertsParams) =>
  queryOptions({
    queryKey: ownerAdvertKeys.list(params),
    queryFn: ({ signal }) => getOwnerAdverts(params, signal),
    placeholderData: keepPreviousData,
  });

export const useOwnerAdverts = (params: OwnerAdvertsParams) =>
  useQuery(ownerAdvertsQueryOptions(params));
