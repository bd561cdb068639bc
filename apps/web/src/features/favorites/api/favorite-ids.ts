import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useAuthStore } from '../../auth';
import { favoriteKeys } from './keys';

/** GET /favorites/forCart/auth (auth): the ids of the logged-in user's favourite adverts. */
export const getFavoriteIds = async (): Promise<number[]> =>
  (
    await apiRequest('/favorites/forCart/auth', {
      auth: true,
      // Favourites sit in the header of every page: zod loads with this answer, not with the app.
      schema: () =>
        import('zod').then(({ z }) => z.array(z.object({ advertId: z.number().int() }))),
    })
  ).map((f) => f.advertId);

export const favoriteIdsQueryOptions = () =>
  queryOptions({ queryKey: favoriteKeys.ids(), queryFn: getFavoriteIds });

/** The logged-in user's favourite ids; a visitor has none and sends nothing. */
export function useFavoriteIds() {
  const isUserLogin = useAuthStore((s) => s.isUserLogin);
  return useQuery({ ...favoriteIdsQueryOptions(), enabled: isUserLogin });
}
