import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { favoriteKeys } from './keys';

/** GET /favorites/isFavory/{advertId} (auth): whether the advert is a favourite. */
export const getIsFavory = (advertId: number) =>
  apiRequest(`/favorites/isFavory/${advertId}`, {
    auth: true,
    schema: () => import('zod').then(({ z }) => z.boolean()),
  });

export const isFavoryQueryOptions = (advertId: number) =>
  queryOptions({ queryKey: favoriteKeys.state(advertId), queryFn: () => getIsFavory(advertId) });
