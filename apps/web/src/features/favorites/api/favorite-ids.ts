import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useAuthStore } from '../../auth/auth-store';
import { favoriteKeys } from './keys';

const favoriteIdsSchema = z.array(z.object({ advertId: z.number().int() }));

/** GET /favorites/forCart/auth (auth): the ids of the logged-in user's favourite adverts. */
export const getFavoriteIds = async (): Promise<number[]> =>
  (await apiRequest('/favorites/forCart/auth', { auth: true, schema: favoriteIdsSchema })).map(
    (f) => f.advertId,
  );

export const favoriteIdsQueryOptions = () =>
  queryOptions({ queryKey: favoriteKeys.ids(), queryFn: getFavoriteIds });

/** The logged-in user's favourite ids; a visitor has none and sends nothing. */
export function useFavoriteIds() {
  const isUserLogin = useAuthStore((s) => s.isUserLogin);
  return useQuery({ ...favoriteIdsQueryOptions(), enabled: isUserLogin });
}
