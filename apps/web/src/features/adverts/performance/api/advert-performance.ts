import { advertPerformanceSchema, PERFORMANCE_DEFAULT_DAYS } from '@estate/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client';
import { ownerAdvertKeys } from '../../shared';

/** GET /adverts/auth/{id}/performance: views, favourites and tour requests per day. */
export const getAdvertPerformance = (id: number, days: number, signal?: AbortSignal) =>
  apiRequest(`/adverts/auth/${id}/performance?days=${days}`, {
    auth: true,
    schema: advertPerformanceSchema,
    signal,
  });

export const advertPerformanceQueryOptions = (id: number, days = PERFORMANCE_DEFAULT_DAYS) =>
  queryOptions({
    queryKey: ownerAdvertKeys.performance(id, days),
    queryFn: ({ signal }) => getAdvertPerformance(id, days, signal),
  });

export const useAdvertPerformance = (id: number, days?: number) =>
  useQuery(advertPerformanceQueryOptions(id, days));
