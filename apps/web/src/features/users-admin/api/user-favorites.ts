import { adminFavoritePageSchema } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersAdminKeys } from './keys';

/** GET /favorites/admin/{userId}: the adverts the user marked, most recent first. */
export function getUserFavorites(userId: number, page: number, size: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(page),
    size: String(size),
    sort: 'createAt',
    direction: 'DESC',
  });
  return apiRequest(`/favorites/admin/${userId}?${query.toString()}`, {
    auth: true,
    schema: adminFavoritePageSchema,
    signal,
  });
}

export const userFavoritesQueryOptions = (userId: number, page: number, size: number) =>
  queryOptions({
    queryKey: usersAdminKeys.favorites(userId, page, size),
    queryFn: ({ signal }) => getUserFavorites(userId, page, size, signal),
    placeholderData: keepPreviousData,
  });

export const useUserFavorites = (userId: number, page: number, size: number) =>
  useQuery(userFavoritesQueryOptions(userId, page, size));
