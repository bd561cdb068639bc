import { userLogSchema } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { usersAdminKeys } from './keys';

const userLogsSchema = z.array(userLogSchema);

/**
 * GET /logs/{userId}: the user's activity, newest first, paged on the client
 * (docs/product.md#users).
 */
export const getUserLogs = (userId: number, signal?: AbortSignal) =>
  apiRequest(`/logs/${userId}`, { auth: true, schema: userLogsSchema, signal });

export const userLogsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: usersAdminKeys.logs(userId),
    queryFn: ({ signal }) => getUserLogs(userId, signal),
  });

export const useUserLogs = (userId: number) => useQuery(userLogsQueryOptions(userId));
