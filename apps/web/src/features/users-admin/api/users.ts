import { pageOf, userSchema } from '@estate/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { usersAdminKeys, type UsersListParams } from './keys';

const userPageSchema = pageOf(userSchema);

/** GET /user/admin: every account, newest first; q matches name, e-mail or phone. */
export function getUsers(params: UsersListParams, signal?: AbortSignal) {
  const query = new URLSearchParams({
    page: String(params.page),
    size: String(params.size),
    sort: 'id',
    type: 'DESC',
    q: params.q.trim(),
  });
  return apiRequest(`/user/admin?${query.toString()}`, {
    auth: true,
    schema: userPageSchema,
    signal,
  });
}

export const usersQueryOptions = (params: UsersListParams) =>
  queryOptions({
    queryKey: usersAdminKeys.list(params),
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });

export const useUsers = (params: UsersListParams) => useQuery(usersQueryOptions(params));
