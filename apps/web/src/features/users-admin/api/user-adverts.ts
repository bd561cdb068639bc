import { advertSchema, pageOf } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersAdminKeys, USERS_PAGE_SIZE } from './keys';

const advertPageSchema = pageOf(advertSchema);

/** GET /adverts/userAdverts/{userId}: the user's adverts in every status, newest first. */
export function getUserAdverts(userId: number, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({ page: String(page), size: String(USERS_PAGE_SIZE) });
  return apiRequest(`/adverts/userAdverts/${userId}?${query.toString()}`, {
    auth: true,
    schema: advertPageSchema,
    signal,
  });
}

export const userAdvertsQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: usersAdminKeys.adverts(userId, page),
    queryFn: ({ signal }) => getUserAdverts(userId, page, signal),
    placeholderData: keepPreviousData,
  });

export const useUserAdverts = (userId: number, page: number) =>
  useQuery(userAdvertsQueryOptions(userId, page));
