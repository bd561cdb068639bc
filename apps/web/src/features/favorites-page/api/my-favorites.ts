import { favoriteCardPageSchema, type FavoriteCard, type Page } from '@estate/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Query keys of the favourites page; apart from favoriteKeys, so hearts patch these cards too. */
export const myFavoritesKeys = {
  all: ['my-favorites'] as const,
  page: (page: number, size: number) => [...myFavoritesKeys.all, page, size] as const,
};

/** GET /favorites/auth: one page of the signed-in user's favourites, newest first. */
export const getMyFavorites = (page: number, size: number): Promise<Page<FavoriteCard>> =>
  apiRequest(`/favorites/auth?page=${page}&size=${size}`, {
    auth: true,
    schema: favoriteCardPageSchema,
  });

export function useMyFavorites(page: number, size: number) {
  return useQuery({
    queryKey: myFavoritesKeys.page(page, size),
    queryFn: () => getMyFavorites(page, size),
    placeholderData: keepPreviousData,
  });
}
