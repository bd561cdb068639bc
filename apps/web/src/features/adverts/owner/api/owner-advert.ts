import { advertDetailSchema } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownerAdvertKeys } from '../../shared';

/** GET /adverts/custom/{id}: the owner's view of one advert, {advert, imges, values}. */
export const getOwnerAdvert = (id: number, signal?: AbortSignal) =>
  apiRequest(`/adverts/custom/${id}`, { auth: true, schema: advertDetailSchema, signal });

export const ownerAdvertQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ownerAdvertKeys.detail(id),
    queryFn: ({ signal }) => getOwnerAdvert(id, signal),
  });

export const useOwnerAdvert = (id: number) => useQuery(ownerAdvertQueryOptions(id));
