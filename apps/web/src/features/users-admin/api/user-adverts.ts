import { advertSchema, pageOf } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersAdminKeys } from './keys';

const advertPageSchema = pageOf(advertSchema);

/** GET /adverts/userAdverts/{userId}: the user's adverts in every status, newest first. */
export function getUserAdverts(userId: number, page: number, size: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  return apiRequest(`/adverts/userAdverts/${userId}?${query.toString()}`, {
    auth: true,
    schema: advertPageSchema,
    signal,
  });
}

export const userAdvertsQueryOptions = (userId: number, page: number, size: number) =>
  queryOptions({
    queryKey: usersAdminKeys.adverts(userId, page, size),
    queryFn: ({ signal }) => getUserAdverts(userId, page, size, signal),
    placeholderData: keepPreviousData,
  });

export const useUserAdverts = (userId: number, page: number, size: number) =>
  useQuery(userAdvertsQueryOptions(userId, page, size));
