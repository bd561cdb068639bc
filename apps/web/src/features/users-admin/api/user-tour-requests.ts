import { pageOf, tourRequestSchema, type User } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersAdminKeys, USERS_PAGE_SIZE } from './keys';

const tourRequestPageSchema = pageOf(tourRequestSchema);

/**
 * GET /tourRequest/admin: staff's list of every tour request. It filters by advert and by free
 * text (guest's or owner's full name among others), not by user, so the user's requests are
 * asked for by their full name; a namesake's requests would show too.
 */
export function getUserTourRequests(user: User, page: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(page),
    size: String(USERS_PAGE_SIZE),
    sort: 'id',
    type: 'DESC',
    q: `${user.firstName} ${user.lastName}`.trim(),
  });
  return apiRequest(`/tourRequest/admin?${query.toString()}`, {
    auth: true,
    schema: tourRequestPageSchema,
    signal,
  });
}

export const userTourRequestsQueryOptions = (user: User, page: number) =>
  queryOptions({
    queryKey: usersAdminKeys.tourRequests(user.id, page),
    queryFn: ({ signal }) => getUserTourRequests(user, page, signal),
    placeholderData: keepPreviousData,
  });

export const useUserTourRequests = (user: User, page: number) =>
  useQuery(userTourRequestsQueryOptions(user, page));
