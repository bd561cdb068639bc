import type { Advert } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../../lib/api-client';
import { takeInitialAnswer } from '../../../../lib/initial-data';
import { useAuthStore } from '../../../auth';
import { advertKeys } from './keys';

/** Popular adverts on the home page (docs/product.md#views-and-popular). */
export const POPULAR_AMOUNT = 6;

const popularPath = (amount: number) => `/adverts/popular/${amount}`;

/** GET /adverts/popular/{amount}; the token, when there is one, adds `favory`. */
export const getPopularAdverts = (amount: number, signal?: AbortSignal) =>
  publicRead<Advert[]>(popularPath(amount), { auth: true, signal });

export const popularAdvertsQueryOptions = (amount: number, viewer: number) =>
  queryOptions({
    queryKey: advertKeys.popular(amount, viewer),
    queryFn: ({ signal }) => getPopularAdverts(amount, signal),
    // The page holds a visitor's answer: a logged-in user's hearts need their own.
    initialData: () => (viewer ? undefined : takeInitialAnswer<Advert[]>(popularPath(amount))),
  });

export function usePopularAdverts(amount = POPULAR_AMOUNT) {
  const viewer = useAuthStore((s) => s.user?.id ?? 0);
  return useQuery(popularAdvertsQueryOptions(amount, viewer));
}
