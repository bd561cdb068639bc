import { advertSchema } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useAuthStore } from '../../auth/auth-store';
import { advertKeys } from './keys';

/** Popular adverts on the home page (specification §9). */
export const POPULAR_AMOUNT = 6;

/** GET /adverts/popular/{amount}; the token, when there is one, adds `favory`. */
export const getPopularAdverts = (amount: number, signal?: AbortSignal) =>
  apiRequest(`/adverts/popular/${amount}`, {
    auth: true,
    schema: z.array(advertSchema),
    signal,
  });

export const popularAdvertsQueryOptions = (amount: number, viewer: number) =>
  queryOptions({
    queryKey: advertKeys.popular(amount, viewer),
    queryFn: ({ signal }) => getPopularAdverts(amount, signal),
  });

export function usePopularAdverts(amount = POPULAR_AMOUNT) {
  const viewer = useAuthStore((s) => s.user?.id ?? 0);
  return useQuery(popularAdvertsQueryOptions(amount, viewer));
}
