import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { favoriteKeys } from './keys';

/** GET /favorites/isFavory/{advertId} (auth): whether the advert is a favourite. */
export const getIsFavory = (advertId: number) =>
  apiRequest(`/favorites/isFavory/${advertId}`, { auth: true, schema: z.boolean() });

export const isFavoryQueryOptions = (advertId: number) =>
  queryOptions({ queryKey: favoriteKeys.state(advertId), queryFn: () => getIsFavory(advertId) });
