import { pageOf, tourRequestSchema, type User } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersAdminKeys } from './keys';

const tourRequestPageSchema = pageOf(tourRequestSchema);

/** GET /tourRequest/admin?user=: the requests the user made as guest or received as owner. */
export function getUserTourRequests(user: User, page: number, size: number, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(page),
    size: String(size),
    sort: 'id',
    type: 'DESC',
    user: String(user.id),
  });
  return apiRequest(`/tourRequest/admin?${query.toString()}`, {
    auth: true,
    schema: tourRequestPageSchema,
    signal,
  });
}

export const userTourRequestsQueryOptions = (user: User, page: number, size: number) =>
  queryOptions({
    queryKey: usersAdminKeys.tourRequests(user.id, page, size),
    queryFn: ({ signal }) => getUserTourRequests(user, page, size, signal),
    placeholderData: keepPreviousData,
  });

export const useUserTourRequests = (user: User, page: number, size: number) =>
  useQuery(userTourRequestsQueryOptions(user, page, size));
