import { favoriteCardPageSchema, type FavoriteCard, type Page } from '@estate/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** How many favourites one page shows. */
export const FAVORITES_PAGE_SIZE = 12;

/** Query keys of the favourites page; apart from favoriteKeys, so hearts patch these cards too. */
export const myFavoritesKeys = {
  all: ['my-favorites'] as const,
  page: (page: number) => [...myFavoritesKeys.all, page] as const,
};

/** GET /favorites/auth: one page of the signed-in user's favourites, newest first. */
export const getMyFavorites = (page: number): Promise<Page<FavoriteCard>> =>
  apiRequest(`/favorites/auth?page=${page}&size=${FAVORITES_PAGE_SIZE}`, {
    auth: true,
    schema: favoriteCardPageSchema,
  });

export function useMyFavorites(page: number) {
  return useQuery({
    queryKey: myFavoritesKeys.page(page),
    queryFn: () => getMyFavorites(page),
    placeholderData: keepPreviousData,
  });
}
